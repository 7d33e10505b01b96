import { createHmac, timingSafeEqual } from 'node:crypto';
import { PSP_SIGNATURE_TOLERANCE_SECONDS } from '@croupier/contracts/psp';

/**
 * `X-Psp-Signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + raw body)>`.
 * The timestamp is inside the MAC, so a captured delivery cannot be replayed later under a fresh
 * `t` (RELIABILITY AC-04).
 */
export function signWebhook(secret: string, body: string, t: number): string {
  const mac = createHmac('sha256', secret).update(`${t}.${body}`).digest('hex');
  return `t=${t},v1=${mac}`;
}

export type SignatureCheck =
  { ok: true; t: number } | { ok: false; reason: 'malformed' | 'expired' | 'mismatch' };

/**
 * Checks a signature header against the raw body: well formed, `t` within the tolerance of
 * `nowSeconds` (both ways), and one `v1` matching in constant time. Several `v1` values are
 * allowed so a secret can be rotated.
 */
export function verifyWebhookSignature(input: {
  secret: string;
  header: string | undefined;
  body: string;
  nowSeconds: number;
  toleranceSeconds?: number;
}): SignatureCheck {
  const tolerance = input.toleranceSeconds ?? PSP_SIGNATURE_TOLERANCE_SECONDS;
  let t: number | null = null;
  const candidates: string[] = [];
  for (const part of (input.header ?? '').split(',')) {
    const [key, value] = part.trim().split('=', 2);
    if (key === 't' && value && /^\d{1,12}$/.test(value)) t = Number(value);
    if (key === 'v1' && value && /^[0-9a-f]{64}$/.test(value)) candidates.push(value);
  }
  if (t === null || candidates.length === 0) return { ok: false, reason: 'malformed' };
  if (Math.abs(input.nowSeconds - t) > tolerance) return { ok: false, reason: 'expired' };
  const expected = Buffer.from(
    createHmac('sha256', input.secret).update(`${t}.${input.body}`).digest('hex'),
  );
  const matches = candidates.some((candidate) => timingSafeEqual(Buffer.from(candidate), expected));
  return matches ? { ok: true, t } : { ok: false, reason: 'mismatch' };
}
