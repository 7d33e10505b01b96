import { createHash } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/transaction.js';
import { claimTwoFactorStep, type PlayerRow } from '../player/player.service.js';
import { useRecoveryCode } from './recovery-codes.repository.js';

/**
 * Checking a second factor (RFC 6238; RELIABILITY AS-07): SHA-1, 6 digits, 30-second steps,
 * one step of drift either way, and each code accepted once — the step is recorded atomically,
 * so a replayed or raced code fails. A recovery code works instead, once.
 */
export const TOTP_PERIOD_SECONDS = 30;
export const TOTP_DIGITS = 6;

export function totpFor(secretBase32: string, label: string, issuer: string): TOTP {
  return new TOTP({
    issuer,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_SECONDS,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** Recovery codes are compared without case, spaces or dashes, and stored hashed. */
export function normalizeRecoveryCode(code: string): string {
  return code.replace(/[\s-]/g, '').toLowerCase();
}

export function hashRecoveryCode(code: string): string {
  return createHash('sha256').update(normalizeRecoveryCode(code)).digest('hex');
}

/** The accepted time step of a TOTP code, or null (wrong, or replayed). */
export async function acceptTotp(
  deps: AppDeps,
  tx: Executor,
  player: Pick<PlayerRow, 'id' | 'twoFactorSecret'>,
  code: string,
): Promise<number | null> {
  if (!player.twoFactorSecret || !/^\d{6}$/.test(code)) return null;
  const now = deps.clock.now().getTime();
  const totp = totpFor(player.twoFactorSecret, String(player.id), 'croupier');
  const delta = totp.validate({ token: code, timestamp: now, window: 1 });
  if (delta === null) return null;
  const step = Math.floor(now / 1000 / TOTP_PERIOD_SECONDS) + delta;
  return (await claimTwoFactorStep(tx, player.id, step)) ? step : null;
}

export async function verifySecondFactor(
  deps: AppDeps,
  tx: Executor,
  player: Pick<PlayerRow, 'id' | 'twoFactorSecret'>,
  code: string,
): Promise<'totp' | 'recovery_code' | null> {
  const trimmed = code.trim();
  if (/^\d{6}$/.test(trimmed)) {
    return (await acceptTotp(deps, tx, player, trimmed)) === null ? null : 'totp';
  }
  const used = await useRecoveryCode(tx, player.id, hashRecoveryCode(trimmed), deps.clock.now());
  return used ? 'recovery_code' : null;
}
