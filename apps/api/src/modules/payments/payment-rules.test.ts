import { describe, expect, it } from 'vitest';
import { VALIDATION } from '@croupier/contracts/users';
import { amountProblem } from './payment-rules.js';

describe('payment amount check (CB-021, the rule the cashbox form uses)', () => {
  const limits = { min_cents: 1_000, max_cents: 500_000, step_cents: 100 };

  it('answers the message key of the first limit broken', () => {
    expect(amountProblem(999, limits)).toBe(VALIDATION.MIN_VALUE);
    expect(amountProblem(500_100, limits)).toBe(VALIDATION.MAX_VALUE);
    expect(amountProblem(1_050, limits)).toBe(VALIDATION.AMOUNT_STEP);
    expect(amountProblem(2_000, limits)).toBeNull();
  });

  it('reads a maximum of 0 as no maximum, as the site does', () => {
    expect(amountProblem(90_000_000, { ...limits, max_cents: 0 })).toBeNull();
  });
});
