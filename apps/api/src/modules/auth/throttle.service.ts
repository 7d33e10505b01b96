import type { AppDeps } from '../../app.js';
import { countFailuresSince, deleteFailures, insertFailure } from './auth-failures.repository.js';

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

export function clearFailures(deps: AppDeps, scope: FailureScope, key: string): Promise<void> {
  return deleteFailures(deps.database.db, scope, key);
}
