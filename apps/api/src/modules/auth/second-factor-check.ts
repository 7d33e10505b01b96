import { VALIDATION } from '@croupier/contracts/users';
import type { AppDeps } from '../../app-deps.js';
import type { RequestContext } from '../../lib/request-context.js';
import { AppError } from '../../lib/app-error.js';
import type { PlayerRow } from '../player/player.service.js';
import { acceptTotp, verifySecondFactor } from './second-factor.js';
import { recordSecurityEvent } from '../audit/security-events.js';
import {
  FAILURE_WINDOW_MS,
  OTP_MAX_FAILURES,
  hardStopSecondsLeft,
  recordFailure,
} from './throttle.service.js';

export interface SecondFactorCheck {
  /** The request field the code came in, named in the 422 (`otp_attempt` or `otp`). */
  field: 'otp_attempt' | 'otp';
  /** A recovery code counts too (not while enrolling: that proves the authenticator works). */
  allowRecoveryCode: boolean;
}

/**
 * A second factor for a change outside sign-in (reset, enrolment, disabling, new recovery
 * codes), under the same AS-07 limit as sign-in: five wrong codes per account in 15 minutes,
 * then 429. Runs outside any transaction: the failure count must survive a rollback, and the
 * embedded database has one connection. A code is used up here, even if the change then fails.
 */
export async function requireSecondFactor(
  deps: AppDeps,
  context: RequestContext,
  player: Pick<PlayerRow, 'id' | 'twoFactorSecret'>,
  code: string | undefined,
  check: SecondFactorCheck,
): Promise<'totp' | 'recovery_code'> {
  if (code === undefined || code.trim() === '') {
    throw new AppError('otp_required', 'Enter the code from your authenticator app', {
      fields: { [check.field]: [VALIDATION.OTP_REQUIRED] },
      flags: { otp_required: true },
    });
  }
  const key = String(player.id);
  const stopLeft = await hardStopSecondsLeft(
    deps,
    'otp:account',
    key,
    FAILURE_WINDOW_MS,
    OTP_MAX_FAILURES,
  );
  if (stopLeft !== null) {
    throw new AppError('rate_limited', 'Too many wrong codes, try again in 15 minutes', {
      retryAfterSeconds: stopLeft,
    });
  }
  const db = deps.database.db;
  const method = check.allowRecoveryCode
    ? await verifySecondFactor(deps, db, player, code)
    : (await acceptTotp(deps, db, player, code.trim())) === null
      ? null
      : 'totp';
  if (!method) {
    await recordFailure(deps, 'otp:account', key);
    throw new AppError('otp_invalid', 'The code is not valid', {
      fields: { [check.field]: [VALIDATION.OTP_INVALID] },
      flags: { otp_required: true },
    });
  }
  if (method === 'recovery_code') {
    await recordSecurityEvent(deps, db, {
      playerId: player.id,
      type: 'recovery_code_used',
      context,
    });
  }
  return method;
}
