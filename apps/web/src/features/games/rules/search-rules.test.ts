import { describe, expect, it } from 'vitest';
import { shouldSearch, shouldShowClear } from './search-rules';

describe('search thresholds (GM-017, GM-019)', () => {
  it('searches from the third character', () => {
    expect(shouldSearch('ab')).toBe(false);
    expect(shouldSearch('abc')).toBe(true);
    expect(shouldSearch('  ab  ')).toBe(false);
  });

  it('shows the clear button with focus and at least 2 characters', () => {
    expect(shouldShowClear('ab', true)).toBe(true);
    expect(shouldShowClear('a', true)).toBe(false);
    expect(shouldShowClear('ab', false)).toBe(false);
  });
});
