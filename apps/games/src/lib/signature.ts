import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * `X-REQUEST-SIGN` = hex HMAC-SHA256(shared secret, raw body), of `''` for a GET (DESIGN.md §6):
 * the casino signs what it sends the studio, the studio signs what it sends the wallet.
 */
export function signBody(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('hex');
}

/** Constant-time check of a signature header against the raw body. */
export function isValidSignature(secret: string, body: string, header: unknown): boolean {
  if (typeof header !== 'string' || !/^[0-9a-fA-F]{64}$/.test(header)) return false;
  const expected = Buffer.from(signBody(secret, body), 'hex');
  return timingSafeEqual(Buffer.from(header, 'hex'), expected);
}
