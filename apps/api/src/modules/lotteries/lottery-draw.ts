import { createHash, createHmac, randomBytes } from 'node:crypto';
import { bytesToHex, type DrawCrypto } from '@croupier/domain/lotteries/draw';

/**
 * The draw's primitives on the server (docs/game-fairness.md "Lottery draws"): node:crypto's
 * SHA-256 and HMAC-SHA256 for `@croupier/domain/lotteries/draw`, and the seed from
 * `crypto.randomBytes`, the CSPRNG of the operating system.
 */
export const nodeDrawCrypto: DrawCrypto = {
  sha256: (data) => Promise.resolve(new Uint8Array(createHash('sha256').update(data).digest())),
  hmacSha256: (key, message) =>
    Promise.resolve(new Uint8Array(createHmac('sha256', key).update(message).digest())),
};

/** A fresh draw seed: 32 random bytes as 64 hex characters. */
export function newDrawSeed(): string {
  return bytesToHex(new Uint8Array(randomBytes(32)));
}

/** K-042's rule for names shown to others: the first 6 characters and `***`. */
export function maskHolder(nickname: string | null): string {
  const name = (nickname ?? '').trim() || 'Player';
  return `${Array.from(name).slice(0, 6).join('')}***`.replace(/\s+/g, '_');
}
