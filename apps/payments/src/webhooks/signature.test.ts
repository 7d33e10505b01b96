import { describe, expect, it } from 'vitest';
import { signWebhook, verifyWebhookSignature } from './signature.js';

const secret = 'whsec-test';
const body = '{"id":"evt_1","type":"payment.succeeded"}';
const t = 1_768_478_400;

describe('webhook signatures', () => {
  it('verify with the secret, the exact body and a fresh timestamp', () => {
    const header = signWebhook(secret, body, t);
    expect(header).toMatch(/^t=1768478400,v1=[0-9a-f]{64}$/);
    expect(verifyWebhookSignature({ secret, header, body, nowSeconds: t + 10 })).toEqual({
      ok: true,
      t,
    });
  });

  it('fail for another body, another secret, an old timestamp or a malformed header', () => {
    const header = signWebhook(secret, body, t);
    expect(
      verifyWebhookSignature({ secret, header, body: body.replace('1', '2'), nowSeconds: t }),
    ).toEqual({ ok: false, reason: 'mismatch' });
    expect(verifyWebhookSignature({ secret: 'other', header, body, nowSeconds: t })).toEqual({
      ok: false,
      reason: 'mismatch',
    });
    expect(verifyWebhookSignature({ secret, header, body, nowSeconds: t + 301 })).toEqual({
      ok: false,
      reason: 'expired',
    });
    for (const bad of [undefined, '', 'v1=abc', `t=${t}`, `t=x,v1=${'0'.repeat(64)}`]) {
      expect(verifyWebhookSignature({ secret, header: bad, body, nowSeconds: t })).toEqual({
        ok: false,
        reason: 'malformed',
      });
    }
  });

  it('accept any one of several v1 values (secret rotation)', () => {
    const current = signWebhook(secret, body, t).split(',')[1];
    const header = `t=${t},v1=${'ab'.repeat(32)},${current}`;
    expect(verifyWebhookSignature({ secret, header, body, nowSeconds: t }).ok).toBe(true);
  });
});
