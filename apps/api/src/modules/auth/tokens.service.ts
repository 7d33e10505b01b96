import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/transaction.js';
import { hashToken, newToken } from './sessions.service.js';
import {
  findTokenByHash,
  insertToken,
  markTokenUsed,
  retirePlayerTokens,
  type AuthTokenRow,
} from './tokens.repository.js';

/**
 * Links sent by mail (RELIABILITY AS-09): 256-bit, stored hashed, bound to one player (and for
 * confirmation to one address), short-lived and single-use. Issuing a new one retires the
 * player's older ones of the same kind.
 */
export type TokenPurpose = 'reset_password' | 'confirmation';

export const TOKEN_TTL_MS: Record<TokenPurpose, number> = {
  // SS-018: a reset link works for 6 hours.
  reset_password: 6 * 3_600_000,
  confirmation: 7 * 24 * 3_600_000,
};

export async function issueToken(
  deps: AppDeps,
  tx: Executor,
  purpose: TokenPurpose,
  playerId: number,
  email: string | null,
): Promise<string> {
  const now = deps.clock.now();
  await retirePlayerTokens(tx, playerId, purpose, now);
  const token = newToken();
  await insertToken(tx, {
    playerId,
    purpose,
    tokenHash: hashToken(token),
    email,
    createdAt: now,
    expiresAt: new Date(now.getTime() + TOKEN_TTL_MS[purpose]),
  });
  return token;
}

/** The unused, unexpired token row, without using it (a reset may still need the OTP). */
export async function findUsableToken(
  deps: AppDeps,
  tx: Executor,
  purpose: TokenPurpose,
  token: string,
): Promise<AuthTokenRow | null> {
  if (!/^[\w-]{43}$/.test(token)) return null;
  const row = await findTokenByHash(tx, purpose, hashToken(token));
  if (!row || row.usedAt || row.expiresAt.getTime() <= deps.clock.now().getTime()) return null;
  return row;
}

/** Uses the token; null when it is unknown, expired, or already used (even a moment ago). */
export async function consumeToken(
  deps: AppDeps,
  tx: Executor,
  purpose: TokenPurpose,
  token: string,
): Promise<AuthTokenRow | null> {
  const row = await findUsableToken(deps, tx, purpose, token);
  if (!row) return null;
  return (await markTokenUsed(tx, row.id, deps.clock.now())) ? row : null;
}
