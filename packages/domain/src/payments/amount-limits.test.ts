import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { amountLimitProblem, hasMaximum, maximumOf } from './amount-limits.js';

const limits = { min_cents: 1_000, max_cents: 500_000, step_cents: 100 };

describe('payment amount limits (CB-021)', () => {
  it('names the first limit an amount breaks: minimum, maximum, then step', () => {
    expect(amountLimitProblem(999, limits)).toBe('below_min');
    expect(amountLimitProblem(500_100, limits)).toBe('above_max');
    expect(amountLimitProblem(1_050, limits)).toBe('off_step');
    expect(amountLimitProblem(1_000, limits)).toBeNull();
    expect(amountLimitProblem(500_000, limits)).toBeNull();
  });

  it('reads a maximum of 0 as no maximum, as the method list does', () => {
    const open = { ...limits, max_cents: 0 };
    expect(hasMaximum(open)).toBe(false);
    expect(maximumOf(open)).toBe(Number.MAX_SAFE_INTEGER);
    expect(amountLimitProblem(900_000_000, open)).toBeNull();
    expect(amountLimitProblem(999, open)).toBe('below_min');
  });

  it('allows exactly the amounts inside min..max on a whole step', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 1_000 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 100 }),
        fc.integer({ min: 0, max: 200_000 }),
        (step, minSteps, spanSteps, amount) => {
          const bounded = {
            min_cents: minSteps * step,
            max_cents: (minSteps + spanSteps) * step,
            step_cents: step,
          };
          const isAllowed =
            amount >= bounded.min_cents &&
            (bounded.max_cents === 0 || amount <= bounded.max_cents) &&
            amount % step === 0;
          expect(amountLimitProblem(amount, bounded) === null).toBe(isAllowed);
        },
      ),
    );
  });
});
