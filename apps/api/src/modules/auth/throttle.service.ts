import type { AppDeps } from '../../app-deps.js';
import {
  countFailuresSince,
  deleteFailures,
  insertFailure,
  nthLatestFailureSince,
} from './auth-failures.repository.js';

/**
 * Failure counting behind the captcha threshold and the hard stops (RELIABILITY AS-03, AS-07;
 * requirements SS-011). Counts live in the database so every api instance agrees, and use the
 * app clock so tests can move through the windows.
 */
export type FailureScope =
  'sign_in:account' | 'sign_in:ip' | 'otp:account' | 'mail:ip' | 'mail:account';

export const FAILURE_WINDOW_MS = 15 * 60_000;
/** SS-011: a captcha after 3 failed sign-ins per account or per IP within 15 minutes. */
export const CAPTCHA_AFTER_FAILURES = 3;
/** AS-03: at most 100 failures per account a day; then only the e-mail reset path is open. */
export const ACCOUNT_HARD_STOP = 100;
export const ACCOUNT_HARD_STOP_WINDOW_MS = 24 * 3_600_000;
/** AS-07: five wrong codes per 15 minutes, then 429. */
export const OTP_MAX_FAILURES = 5;

export function recordFailure(deps: AppDeps, scope: FailureScope, key: string): Promise<void> {
  return insertFailure(deps.database.db, scope, key, deps.clock.now());
}

export function failuresWithin(
  deps: AppDeps,
  scope: FailureScope,
  key: string,
  windowMs: number,
): Promise<number> {
  return countFailuresSince(
    deps.database.db,
    scope,
    key,
    new Date(deps.clock.now().getTime() - windowMs),
  );
}

/**
 * Whole seconds until `key` is out of a hard stop of `max` failures per window, or null when it
 * is not in one: the stop ends when the `max`-th most recent failure leaves the window (nothing
 * is recorded while stopped). The 429's `Retry-After` (DESIGN.md §4).
 */
export async function hardStopSecondsLeft(
  deps: AppDeps,
  scope: FailureScope,
  key: string,
  windowMs: number,
  max: number,
): Promise<number | null> {
  const now = deps.clock.now().getTime();
  const at = await nthLatestFailureSince(
    deps.database.db,
    scope,
    key,
    new Date(now - windowMs),
    max,
  );
  if (at === undefined) return null;
  // The window includes its first millisecond, so the failure leaves it one millisecond later.
  return Math.max(1, Math.floor((at.getTime() + windowMs - now) / 1000) + 1);
}

export function clearFailures(deps: AppDeps, scope: FailureScope, key: string): Promise<void> {
  return deleteFailures(deps.database.db, scope, key);
}
