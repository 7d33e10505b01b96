import { randomBytes } from 'node:crypto';

/**
 * A prefixed random id: 128 bits in base64url, so a session id in a URL cannot be guessed and a
 * round or wallet action id never repeats (the wallet deduplicates by action id).
 */
export function newId(prefix: string): string {
  return `${prefix}_${randomBytes(16).toString('base64url')}`;
}
