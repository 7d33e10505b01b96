import { isMultipleOfStep } from '../money/minor-units.js';

/**
 * A payment amount against its method's limits (engagement.md §3 Payment method "deposit and
 * withdrawal min and max"; CB-021). One rule for the cashbox form and the api, so a player is
 * never told an amount is fine that the api then refuses, or the other way round.
 *
 * A `max_cents` of 0 (or below) means the method has no maximum: that is how a method without
 * one reaches the site (the method list then shows no range), and the api used to read the same
 * 0 as "nothing is allowed" while the form let the amount through.
 */

/** Limits in the currency's minor units; `step_cents` is the amount step. */
export interface AmountLimits {
  min_cents: number;
  max_cents: number;
  step_cents: number;
}

/** Why an amount is outside its limits; the caller words it (a message key, a sentence). */
export type AmountLimitProblem = 'below_min' | 'above_max' | 'off_step';

/** Whether the method caps the amount at all (a `max_cents` above 0). */
export function hasMaximum(limits: AmountLimits): boolean {
  return limits.max_cents > 0;
}

/** The largest amount allowed: the maximum, or the largest safe integer without one. */
export function maximumOf(limits: AmountLimits): number {
  return hasMaximum(limits) ? limits.max_cents : Number.MAX_SAFE_INTEGER;
}

/**
 * The first limit `amountCents` breaks, in the order the player fixes them (minimum, maximum,
 * step), or null when the amount is allowed.
 */
export function amountLimitProblem(
  amountCents: number,
  limits: AmountLimits,
): AmountLimitProblem | null {
  if (amountCents < limits.min_cents) return 'below_min';
  if (amountCents > maximumOf(limits)) return 'above_max';
  if (!isMultipleOfStep(amountCents, limits.step_cents)) return 'off_step';
  return null;
}
