import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { wageringPercent } from './wagering-progress.js';

describe('wagering percentage (platform-core.md §5)', () => {
  it('rounds down and stops at 100', () => {
    expect(wageringPercent(0, 10_000)).toBe(0);
    expect(wageringPercent(2_999, 10_000)).toBe(29);
    expect(wageringPercent(10_000, 10_000)).toBe(100);
    expect(wageringPercent(25_000, 10_000)).toBe(100);
  });

  it('reads a whole percent exactly where floating point falls short of it', () => {
    // 29 / 100 * 100 is 28.999... in floating point.
    expect(wageringPercent(29, 100)).toBe(29);
    expect(wageringPercent(57, 100)).toBe(57);
  });

  it('is 0 without a requirement or progress', () => {
    expect(wageringPercent(500, 0)).toBe(0);
    expect(wageringPercent(-5, 100)).toBe(0);
  });

  it('is the largest p with p% of the requirement wagered', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.integer({ min: 1, max: 10_000_000 }), (done, total) => {
        const percent = wageringPercent(done, total);
        expect(percent).toBeGreaterThanOrEqual(0);
        expect(percent).toBeLessThanOrEqual(100);
        if (percent < 100) {
          expect(percent * total).toBeLessThanOrEqual(done * 100);
          expect((percent + 1) * total).toBeGreaterThan(done * 100);
        }
      }),
    );
  });
});
