import { describe, expect, it } from 'vitest';
import { KYC_CONTENT_TYPES, KYC_MAX_BYTES } from '@croupier/contracts/verification';
import { DOCUMENT_TYPES, MAX_DOCUMENT_BYTES, documentProblem } from './upload-rules';

describe('verification upload rules (PR-032)', () => {
  it('are the contract’s limits', () => {
    expect(MAX_DOCUMENT_BYTES).toBe(KYC_MAX_BYTES);
    expect([...DOCUMENT_TYPES].sort()).toEqual([...KYC_CONTENT_TYPES].sort());
  });

  it('accept JPEG, PNG and PDF up to 10 MB, by type or, without one, by name', () => {
    expect(documentProblem({ name: 'a.jpg', type: 'image/jpeg', size: 1 })).toBeNull();
    expect(documentProblem({ name: 'scan.PDF', type: '', size: KYC_MAX_BYTES })).toBeNull();
    expect(documentProblem({ name: 'a.png', type: 'image/png', size: KYC_MAX_BYTES + 1 })).toBe(
      'VALIDATION.FILE_TOO_LARGE',
    );
    expect(documentProblem({ name: 'a.heic', type: 'image/heic', size: 10 })).toBe(
      'VALIDATION.FILE_TYPE',
    );
    expect(documentProblem({ name: 'empty.png', type: 'image/png', size: 0 })).toBe(
      'VALIDATION.FILE_TYPE',
    );
  });
});
