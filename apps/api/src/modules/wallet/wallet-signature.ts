import { createHmac, timingSafeEqual } from 'node:crypto';
import type { Env } from '../../config/env.js';
import { refuse } from './wallet-refusal.js';

/**
 * The studios allowed to call the wallet and their HMAC secrets: our own studio
 * (GAMES_STUDIO / GAMES_SECRET) plus `WALLET_STUDIOS` entries `id:secret`.
 */
export function studioSecrets(
  env: Pick<Env, 'GAMES_STUDIO' | 'GAMES_SECRET' | 'WALLET_STUDIOS'>,
): ReadonlyMap<string, string> {
  const secrets = new Map<string, string>([[env.GAMES_STUDIO, env.GAMES_SECRET]]);
  for (const entry of env.WALLET_STUDIOS) {
    const separator = entry.indexOf(':');
    if (separator <= 0 || separator === entry.length - 1) continue;
    secrets.set(entry.slice(0, separator), entry.slice(separator + 1));
  }
  return secrets;
}

export function signBody(secret: string, body: Buffer | string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/**
 * Checks `X-REQUEST-SIGN` against the exact bytes received, before anything reads them: an
 * unknown studio, a missing or a wrong signature is a 403 and nothing is parsed. Compared in
 * constant time so the answer time leaks nothing about the expected digest.
 */
export function assertSigned(
  secrets: ReadonlyMap<string, string>,
  studio: string,
  rawBody: Buffer,
  signature: string | string[] | undefined,
): void {
  const secret = secrets.get(studio);
  if (secret === undefined) throw refuse.badSignature('Unknown studio');
  if (typeof signature !== 'string' || signature.length === 0) {
    throw refuse.badSignature('Missing X-REQUEST-SIGN');
  }
  const expected = Buffer.from(signBody(secret, rawBody), 'utf8');
  const given = Buffer.from(signature.trim().toLowerCase(), 'utf8');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    throw refuse.badSignature('Bad X-REQUEST-SIGN');
  }
}
