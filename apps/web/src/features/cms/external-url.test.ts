import { describe, expect, it } from 'vitest';
import { isExternalUrl } from './external-url';

describe('isExternalUrl', () => {
  it('calls a button external when its host differs (CMS-009)', () => {
    expect(isExternalUrl('https://other.tld/x', 'casino.test')).toBe(true);
    expect(isExternalUrl('/deposit', 'casino.test')).toBe(false);
    expect(isExternalUrl('https://casino.test/deposit', 'casino.test')).toBe(false);
  });
});
