import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { pspPaymentSchema } from '@croupier/contracts/psp';
import {
  auth,
  buildTestPsp,
  createPayment,
  paymentRequest,
  PUBLIC_URL,
} from '../testing/test-psp.js';

const psp = await buildTestPsp({ persist: false });
const { app } = psp;

describe('POST /v1/payments', () => {
  it('answers a card payment with the hosted card page to redirect the player to', async () => {
    const response = await createPayment(app, { amount: 1_050 });
    expect(response.statusCode).toBe(201);
    const payment = pspPaymentSchema.parse(response.json());
    expect(payment).toMatchObject({
      method: 'card',
      amount: 1_050,
      currency: 'EUR',
      status: 'requires_action',
    });
    expect(payment.redirect_url).toBe(`${PUBLIC_URL}/pay/${payment.id}`);
    expect(payment.id).toMatch(/^pay_/);
  });

  it('is idempotent by merchant reference: the same request again returns the same payment', async () => {
    const request = paymentRequest();
    const first = await app.inject({
      method: 'POST',
      url: '/v1/payments',
      headers: auth,
      payload: request,
    });
    const again = await app.inject({
      method: 'POST',
      url: '/v1/payments',
      headers: auth,
      payload: request,
    });
    expect(first.statusCode).toBe(201);
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
  });

  it('refuses a different payment under a used reference with 409', async () => {
    const request = paymentRequest();
    await app.inject({ method: 'POST', url: '/v1/payments', headers: auth, payload: request });
    for (const changed of [
      { amount: request.amount + 1 },
      { currency: 'USD' },
      { customer: { id: 'someone-else' } },
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: '/v1/payments',
        headers: auth,
        payload: { ...request, ...changed },
      });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ error: 'idempotency_conflict' });
    }
  });

  it('answers 401 JSON without the key or with a wrong one', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer wrong-key' },
      { authorization: 'Basic abc' },
    ]) {
      const response = await app.inject({
        method: 'POST',
        url: '/v1/payments',
        headers,
        payload: paymentRequest(),
      });
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ error: 'unauthorized', message: expect.any(String) });
    }
    const read = await app.inject({ method: 'GET', url: '/v1/payments/pay_x' });
    expect(read.statusCode).toBe(401);
  });

  it.each([
    ['no body', undefined],
    ['an array', []],
    ['amount as text', { amount: '10' }],
    ['a negative amount', { amount: -5 }],
    ['a fractional amount', { amount: 10.5 }],
    ['an unknown method', { method: 'cheque' }],
    ['a lower-case currency', { currency: 'eur' }],
    ['a return URL that is not a URL', { return_url: 'cashbox' }],
    ['no customer', { customer: undefined }],
    ['a BTC card payment', { currency: 'BTC' }],
    ['a EUR crypto payment', { method: 'crypto' }],
    ['a saved token for a voucher', { method: 'voucher', saved_token: 'tok_x' }],
    ['an unknown saved card', { saved_token: 'tok_unknown' }],
  ])('answers 422 with field errors for %s', async (_name, change) => {
    const payload =
      change === undefined || Array.isArray(change) ? change : { ...paymentRequest(), ...change };
    const response = await app.inject({
      method: 'POST',
      url: '/v1/payments',
      headers: auth,
      payload,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({
      error: 'invalid_request',
      message: expect.any(String),
    });
  });

  it('answers 422 for malformed JSON', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/v1/payments',
      headers: { ...auth, 'content-type': 'application/json' },
      payload: '{"amount": ',
    });
    expect(response.statusCode).toBe(422);
  });

  it('never answers 5xx, whatever the body', async () => {
    const mutated = fc.record(
      {
        merchant_reference: fc.oneof(fc.string({ maxLength: 80 }), fc.integer()),
        method: fc.oneof(
          fc.constantFrom('card', 'crypto', 'voucher', 'ewallet', 'bank_transfer'),
          fc.string(),
        ),
        amount: fc.oneof(fc.integer(), fc.double(), fc.string(), fc.constant(null)),
        currency: fc.oneof(
          fc.constantFrom('EUR', 'BTC', 'JPY', 'USDT'),
          fc.string({ maxLength: 6 }),
        ),
        customer: fc.oneof(fc.record({ id: fc.string({ maxLength: 70 }) }), fc.anything()),
        return_url: fc.oneof(fc.webUrl(), fc.string()),
        webhook_url: fc.oneof(fc.webUrl(), fc.string()),
        saved_token: fc.string({ maxLength: 70 }),
      },
      { requiredKeys: [] },
    );
    await fc.assert(
      fc.asyncProperty(fc.oneof(mutated, fc.anything()), async (payload) => {
        const response = await app.inject({
          method: 'POST',
          url: '/v1/payments',
          headers: { ...auth, 'content-type': 'application/json' },
          payload: JSON.stringify(payload) ?? 'null',
        });
        expect(response.statusCode).toBeLessThan(500);
      }),
      { numRuns: 150 },
    );
  });
});

describe('GET /v1/payments/:id', () => {
  it('reads a payment back, and 404 for one that does not exist', async () => {
    const created = (await createPayment(app)).json();
    const read = await app.inject({
      method: 'GET',
      url: `/v1/payments/${created.id}`,
      headers: auth,
    });
    expect(read.statusCode).toBe(200);
    expect(read.json()).toEqual(created);
    const missing = await app.inject({
      method: 'GET',
      url: '/v1/payments/pay_nothing',
      headers: auth,
    });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ error: 'not_found' });
  });
});

describe('hosted payments nobody finishes', () => {
  it('are canceled after the expiry, with a webhook', async () => {
    const created = (await createPayment(app, { method: 'voucher' })).json();
    await psp.advance(psp.env.PAYMENT_EXPIRY_MS);
    const read = await app.inject({
      method: 'GET',
      url: `/v1/payments/${created.id}`,
      headers: auth,
    });
    expect(read.json()).toMatchObject({ status: 'canceled', redirect_url: null });
    expect(psp.sent.map((sent) => [sent.webhook.type, sent.webhook.data.id])).toContainEqual([
      'payment.canceled',
      created.id,
    ]);
  });
});
