import { randomInt } from 'node:crypto';
import { Secret } from 'otpauth';
import QRCode from 'qrcode';
import type { RecoveryCodesResponse, TwoFactorEnrolResponse } from '@croupier/contracts/security';
import type { AppDeps } from '../../app-deps.js';
import type { RequestContext } from '../../lib/request-context.js';
import type { SessionCookies } from './session-cookie.js';
import { AppError } from '../../lib/app-error.js';
import { brandService } from '../brand/brand.service.js';
import type { Executor } from '../../db/transaction.js';
import { getPlayerRow, updatePlayer, type PlayerRow } from '../player/player.service.js';
import { replaceRecoveryCodes } from './recovery-codes.repository.js';
import { requireSecondFactor } from './second-factor-check.js';
import { hashRecoveryCode, totpFor } from './second-factor.js';
import { recordSecurityEvent } from '../audit/security-events.js';
import { queueSecurityNotice } from './security-mail.js';
import { endOtherSessions, startSession, type AuthContext } from './sessions.service.js';

/**
 * Two-factor enrolment and management (RELIABILITY AS-07; AS-08 re-auth is the caller's).
 * Enrolling stores a fresh 160-bit seed that does nothing until a code from it is confirmed;
 * confirming turns 2FA on, gives ten one-time recovery codes, ends the other sessions and
 * rotates this one (a step-up). Turning it off needs a code too.
 */

export const RECOVERY_CODE_COUNT = 10;
const BASE32 = 'abcdefghijklmnopqrstuvwxyz234567';

/** `xxxx-xxxx` of base32 letters: 40 bits each, typed without confusing 0/O or 1/l. */
export function newRecoveryCode(): string {
  let code = '';
  for (let index = 0; index < 8; index += 1) {
    if (index === 4) code += '-';
    code += BASE32[randomInt(BASE32.length)];
  }
  return code;
}

async function loadPlayer(deps: AppDeps, playerId: number): Promise<PlayerRow> {
  const player = await getPlayerRow(deps, playerId);
  if (!player) throw new AppError('not_signed_in', 'Your session has ended, please sign in again');
  return player;
}

function alreadyOn(): AppError {
  return new AppError('conflict', 'Two-factor authentication is already on');
}

function notOn(): AppError {
  return new AppError('conflict', 'Two-factor authentication is not on');
}

async function issueRecoveryCodes(
  deps: AppDeps,
  tx: Executor,
  playerId: number,
): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, newRecoveryCode);
  await replaceRecoveryCodes(tx, playerId, codes.map(hashRecoveryCode), deps.clock.now());
  return codes;
}

/** `POST /api/player/two_factor`: a new seed for the authenticator, shown as text and QR code. */
export async function enrolTwoFactor(
  deps: AppDeps,
  playerId: number,
): Promise<TwoFactorEnrolResponse> {
  const player = await loadPlayer(deps, playerId);
  if (player.twoFactorEnabledAt) throw alreadyOn();
  const { config } = await brandService(deps).get();
  const secret = new Secret({ size: 20 }).base32;
  await updatePlayer(deps, deps.database.db, playerId, {
    twoFactorSecret: secret,
    twoFactorLastStep: null,
  });
  const otpauthUrl = totpFor(secret, player.email, config.name).toString();
  const svg = await QRCode.toString(otpauthUrl, { type: 'svg', errorCorrectionLevel: 'M' });
  return {
    secret,
    otpauth_url: otpauthUrl,
    qr_svg: `data:image/svg+xml;base64,${Buffer.from(svg).toString('base64')}`,
  };
}

/** `POST /api/player/two_factor/confirm`: the first code turns 2FA on. */
export async function confirmTwoFactor(
  deps: AppDeps,
  context: RequestContext,
  cookies: SessionCookies,
  auth: AuthContext,
  otp: string,
): Promise<RecoveryCodesResponse> {
  const player = await loadPlayer(deps, auth.playerId);
  if (player.twoFactorEnabledAt) throw alreadyOn();
  if (!player.twoFactorSecret) {
    throw new AppError('conflict', 'Start two-factor enrolment first');
  }
  await requireSecondFactor(deps, context, player, otp, {
    field: 'otp',
    allowRecoveryCode: false,
  });
  return deps.database.db.transaction(async (tx) => {
    await updatePlayer(deps, tx, player.id, { twoFactorEnabledAt: deps.clock.now() });
    const codes = await issueRecoveryCodes(deps, tx, player.id);
    await endOtherSessions(deps, tx, player.id, auth.sessionId, 'two_factor_enabled');
    // AS-04: the session now holds a stronger proof, so it gets a new id.
    await startSession(deps, tx, context, cookies, player.id);
    await recordSecurityEvent(deps, tx, {
      playerId: player.id,
      type: 'two_factor_enabled',
      context,
    });
    await queueSecurityNotice(deps, tx, player, 'two_factor_enabled');
    return { recovery_codes: codes };
  });
}

/** `DELETE /api/player/two_factor`: with a code (or a recovery code) from the player. */
export async function disableTwoFactor(
  deps: AppDeps,
  context: RequestContext,
  auth: AuthContext,
  otp: string,
): Promise<void> {
  const player = await loadPlayer(deps, auth.playerId);
  if (!player.twoFactorEnabledAt) throw notOn();
  await requireSecondFactor(deps, context, player, otp, { field: 'otp', allowRecoveryCode: true });
  await deps.database.db.transaction(async (tx) => {
    await updatePlayer(deps, tx, player.id, {
      twoFactorSecret: null,
      twoFactorEnabledAt: null,
      twoFactorLastStep: null,
    });
    await replaceRecoveryCodes(tx, player.id, [], deps.clock.now());
    await endOtherSessions(deps, tx, player.id, auth.sessionId, 'two_factor_disabled');
    await recordSecurityEvent(deps, tx, {
      playerId: player.id,
      type: 'two_factor_disabled',
      context,
    });
    await queueSecurityNotice(deps, tx, player, 'two_factor_disabled');
  });
}

/** `POST /api/player/two_factor/recovery_codes`: ten new codes; the old ones stop working. */
export async function regenerateRecoveryCodes(
  deps: AppDeps,
  context: RequestContext,
  auth: AuthContext,
  otp: string,
): Promise<RecoveryCodesResponse> {
  const player = await loadPlayer(deps, auth.playerId);
  if (!player.twoFactorEnabledAt) throw notOn();
  await requireSecondFactor(deps, context, player, otp, { field: 'otp', allowRecoveryCode: true });
  return deps.database.db.transaction(async (tx) => {
    const codes = await issueRecoveryCodes(deps, tx, player.id);
    await recordSecurityEvent(deps, tx, {
      playerId: player.id,
      type: 'recovery_codes_regenerated',
      context,
    });
    return { recovery_codes: codes };
  });
}
