import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * Socket tokens (DESIGN.md §8; requirements NT-011): `base64url(payload).base64url(mac)` with
 * payload `{u: channel user, exp: unix seconds}` and mac = HMAC-SHA256(secret, payload part).
 * Short-lived because it travels in the socket URL (and so in proxy logs); the socket stays
 * authenticated after the handshake.
 */
export const TOKEN_LIFETIME_MS = 2 * 60 * 1000;

// One per process, so several apps in one process (the two-instance test) accept each other's
// tokens. Several processes must share REALTIME_SECRET, or a token from one is refused by the
// others (docs/realtime.md).
let processSecret: Buffer | undefined;

export function realtimeSecret(configured: string | undefined): Buffer {
  if (configured) return Buffer.from(configured, 'utf8');
  processSecret ??= randomBytes(32);
  return processSecret;
}

function mac(secret: Buffer, payloadPart: string): Buffer {
  return createHmac('sha256', secret).update(payloadPart).digest();
}

export function signToken(secret: Buffer, user: string, expiresAt: Date): string {
  const payload = JSON.stringify({ u: user, exp: Math.floor(expiresAt.getTime() / 1000) });
  const payloadPart = Buffer.from(payload, 'utf8').toString('base64url');
  return `${payloadPart}.${mac(secret, payloadPart).toString('base64url')}`;
}

/** The channel user of a valid, unexpired token; `undefined` for anything else. */
export function verifyToken(secret: Buffer, token: string, now: Date): string | undefined {
  const dot = token.indexOf('.');
  if (dot <= 0 || dot !== token.lastIndexOf('.')) return undefined;
  const payloadPart = token.slice(0, dot);
  const given = Buffer.from(token.slice(dot + 1), 'base64url');
  const expected = mac(secret, payloadPart);
  // Constant time, so the response time leaks nothing about how much of a forged mac matched.
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  let payload: unknown;
  try {
    payload = JSON.parse(Buffer.from(payloadPart, 'base64url').toString('utf8'));
  } catch {
    return undefined;
  }
  if (typeof payload !== 'object' || payload === null) return undefined;
  const { u, exp } = payload as { u?: unknown; exp?: unknown };
  if (typeof u !== 'string' || u.length === 0 || typeof exp !== 'number') return undefined;
  if (exp * 1000 <= now.getTime()) return undefined;
  return u;
}
