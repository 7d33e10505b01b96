import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { PspMethod } from '@croupier/contracts/psp';
import { buildTestPsp, createPayment, PUBLIC_URL } from '../testing/test-psp.js';

const psp = await buildTestPsp({ persist: false });
const { app } = psp;

const anyField = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.constantFrom('', '4242424242424242', '12/30', 'complete', 'fail', 'approve', 'VOUCHER-OK-1'),
);
const anyForm = fc.dictionary(
  fc.constantFrom(
    'number',
    'expiry',
    'cvc',
    'name',
    'save',
    'code',
    'email',
    'action',
    'decision',
    'address',
    'amount',
  ),
  anyField,
);

describe('hosted pages under arbitrary input', () => {
  it('never answer 5xx to any form, on any step of any method', async () => {
    const methods: PspMethod[] = ['card', 'voucher', 'ewallet', 'bank_transfer', 'crypto'];
    const ids: string[] = [];
    for (const method of methods) {
      const currency = method === 'crypto' ? 'BTC' : 'EUR';
      ids.push((await createPayment(app, { method, currency })).json().id);
    }
    await fc.assert(
      fc.asyncProperty(
        fc.constantFrom(...ids),
        fc.constantFrom('', '/3ds', '/wallet'),
        fc.oneof(
          anyForm.map((form) => ({
            type: 'application/x-www-form-urlencoded',
            body: new URLSearchParams(form).toString(),
          })),
          fc
            .anything()
            .map((value) => ({ type: 'application/json', body: JSON.stringify(value) ?? 'null' })),
        ),
        async (id, step, { type, body }) => {
          const response = await app.inject({
            method: 'POST',
            url: `/pay/${id}${step}`,
            headers: { 'content-type': type, host: 'psp.test', origin: PUBLIC_URL },
            payload: body,
          });
          expect(response.statusCode).toBeLessThan(500);
          const page = await app.inject({
            method: 'GET',
            url: `/pay/${id}${step === '/3ds' ? step : ''}`,
          });
          expect(page.statusCode).toBeLessThan(500);
        },
      ),
      { numRuns: 200 },
    );
  });

  it('never answer 5xx to arbitrary simulated transfers', async () => {
    await fc.assert(
      fc.asyncProperty(fc.anything(), async (value) => {
        const response = await app.inject({
          method: 'POST',
          url: '/sandbox/crypto/transfers',
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(value) ?? 'null',
        });
        expect(response.statusCode).toBeLessThan(500);
      }),
      { numRuns: 100 },
    );
  });

  it('escape merchant text on the page', async () => {
    const payment = (
      await createPayment(app, { method: 'voucher', description: '<script>alert(1)</script>' })
    ).json();
    const page = await app.inject({ method: 'GET', url: `/pay/${payment.id}` });
    expect(page.body).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page.body).not.toContain('<script>');
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
    expect(page.headers['x-frame-options']).toBe('DENY');
  });
});
