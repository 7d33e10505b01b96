import { describe, expect, it } from 'vitest';
import type { PspCreatePayout } from '@croupier/contracts/psp';
import {
  auth,
  buildTestPsp,
  createPayment,
  pathOf,
  payoutRequest,
  postForm,
} from '../testing/test-psp.js';

const psp = await buildTestPsp({ persist: false });
const { app } = psp;

const createPayout = (overrides: Partial<PspCreatePayout> = {}) =>
  app.inject({
    method: 'POST',
    url: '/v1/payouts',
    headers: auth,
    payload: payoutRequest(overrides),
  });

const readPayout = async (id: string) =>
  (await app.inject({ method: 'GET', url: `/v1/payouts/${id}`, headers: auth })).json();

const eventsOf = (id: string) =>
  psp.sent.filter((sent) => sent.webhook.data.id === id).map((sent) => sent.webhook.type);

/** Lets the payout run its course: processing, then paid or failed. */
async function runPayout() {
  await psp.advance(psp.env.PAYOUT_PROCESSING_MS);
  await psp.advance(psp.env.PAYOUT_DELAY_MS);
}

describe('payouts', () => {
  it('go pending → processing → paid, with a webhook at each step', async () => {
    const created = await createPayout();
    expect(created.statusCode).toBe(201);
    const payout = created.json();
    expect(payout).toMatchObject({ status: 'pending', amount: 10_000, failure_reason: null });
    expect(payout.id).toMatch(/^po_/);

    await psp.advance(psp.env.PAYOUT_PROCESSING_MS - 1);
    expect((await readPayout(payout.id)).status).toBe('pending');
    await psp.advance(1);
    expect((await readPayout(payout.id)).status).toBe('processing');
    expect(eventsOf(payout.id)).toEqual(['payout.processing']);

    await psp.advance(psp.env.PAYOUT_DELAY_MS);
    expect((await readPayout(payout.id)).status).toBe('paid');
    expect(eventsOf(payout.id)).toEqual(['payout.processing', 'payout.paid']);
  });

  it.each([
    [
      'an IBAN containing FAIL',
      { method: 'bank_transfer', destination: { iban: 'DE00FAIL0000' } },
      'account_closed',
    ],
    [
      'a crypto address ending in fail',
      { method: 'crypto', currency: 'BTC', destination: { address: 'tb1qxyzfail' } },
      'address_rejected',
    ],
    [
      'a wallet e-mail starting with fail',
      { method: 'ewallet', destination: { wallet_email: 'fail@wallet.test' } },
      'wallet_unavailable',
    ],
  ] as const)('fail when the destination is %s', async (_name, overrides, reason) => {
    const payout = (await createPayout(overrides as Partial<PspCreatePayout>)).json();
    await runPayout();
    expect(await readPayout(payout.id)).toMatchObject({ status: 'failed', failure_reason: reason });
    expect(eventsOf(payout.id)).toEqual(['payout.processing', 'payout.failed']);
  });

  it('pay out to a saved card of the customer', async () => {
    const payment = (await createPayment(app, { customer: { id: 'card-payee' } })).json();
    await postForm(app, pathOf(payment.redirect_url), {
      number: '4242424242424242',
      expiry: '12/30',
      cvc: '123',
      name: 'A',
      save: '1',
    });
    const token = (
      await app.inject({ method: 'GET', url: `/v1/payments/${payment.id}`, headers: auth })
    ).json().payment_profile.token;
    const payout = (
      await createPayout({ method: 'card', customer: { id: 'card-payee' }, destination: { token } })
    ).json();
    await runPayout();
    expect((await readPayout(payout.id)).status).toBe('paid');
    const stranger = await createPayout({
      method: 'card',
      customer: { id: 'someone' },
      destination: { token },
    });
    expect(stranger.statusCode).toBe(422);
  });

  it('are idempotent by merchant reference', async () => {
    const request = payoutRequest();
    const first = await app.inject({
      method: 'POST',
      url: '/v1/payouts',
      headers: auth,
      payload: request,
    });
    const again = await app.inject({
      method: 'POST',
      url: '/v1/payouts',
      headers: auth,
      payload: request,
    });
    expect(again.statusCode).toBe(200);
    expect(again.json().id).toBe(first.json().id);
    const changed = await app.inject({
      method: 'POST',
      url: '/v1/payouts',
      headers: auth,
      payload: { ...request, amount: 1 },
    });
    expect(changed.statusCode).toBe(409);
  });

  it.each([
    ['a voucher payout', { method: 'voucher' }],
    ['a bank payout without IBAN', { destination: {} }],
    ['a crypto payout in EUR', { method: 'crypto', destination: { address: 'tb1q' } }],
    [
      'a wallet payout to no e-mail',
      { method: 'ewallet', destination: { wallet_email: 'nobody' } },
    ],
    ['a zero amount', { amount: 0 }],
  ] as const)('refuse %s with 422', async (_name, overrides) => {
    const response = await createPayout(overrides as Partial<PspCreatePayout>);
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ error: 'invalid_request' });
  });

  it('need the key, and 404 for an unknown payout', async () => {
    expect(
      (await app.inject({ method: 'POST', url: '/v1/payouts', payload: payoutRequest() }))
        .statusCode,
    ).toBe(401);
    expect(
      (await app.inject({ method: 'GET', url: '/v1/payouts/po_none', headers: auth })).statusCode,
    ).toBe(404);
  });
});
