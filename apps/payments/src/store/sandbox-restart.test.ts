import { appendFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import {
  auth,
  buildTestPsp,
  createPayment,
  pathOf,
  payoutRequest,
  postForm,
} from '../testing/test-psp.js';
import { JOURNAL_FILE } from '@croupier/journal/journal';

describe('the sandbox after a restart', () => {
  it('restores payments, saved cards, addresses and pending timed steps after a restart', async () => {
    const before = await buildTestPsp();
    const card = (await createPayment(before.app, { customer: { id: 'restart' } })).json();
    await postForm(before.app, pathOf(card.redirect_url), {
      number: '4242424242424242',
      expiry: '12/30',
      cvc: '123',
      name: 'A',
      save: '1',
    });
    const address = (
      await before.app.inject({
        method: 'POST',
        url: '/v1/crypto/addresses',
        headers: auth,
        payload: {
          customer: { id: 'restart' },
          currency: 'BTC',
          webhook_url: 'https://casino.test/h',
        },
      })
    ).json();
    const payout = (
      await before.app.inject({
        method: 'POST',
        url: '/v1/payouts',
        headers: auth,
        payload: payoutRequest(),
      })
    ).json();
    before.respond = () => 503; // the casino is down: the webhook stays unacknowledged
    await before.advance(0);
    const readBefore = (
      await before.app.inject({ method: 'GET', url: `/v1/payments/${card.id}`, headers: auth })
    ).json();

    const after = await before.restart();
    const readAfter = await after.app.inject({
      method: 'GET',
      url: `/v1/payments/${card.id}`,
      headers: auth,
    });
    expect(readAfter.json()).toEqual(readBefore);

    // The saved card still charges in one click, and the address is still the customer's.
    const oneClick = await createPayment(after.app, {
      customer: { id: 'restart' },
      saved_token: readBefore.payment_profile.token,
    });
    expect(oneClick.json().status).toBe('succeeded');
    const sameAddress = await after.app.inject({
      method: 'POST',
      url: '/v1/crypto/addresses',
      headers: auth,
      payload: {
        customer: { id: 'restart' },
        currency: 'BTC',
        webhook_url: 'https://casino.test/h',
      },
    });
    expect(sameAddress.json()).toEqual(address);

    // The same reference is still taken.
    const replay = await createPayment(after.app, {
      merchant_reference: oneClick.json().merchant_reference,
      amount: 1,
    });
    expect(replay.statusCode).toBe(409);

    // The payout and the unacknowledged webhook carry on where they stopped.
    await after.advance(after.env.PAYOUT_PROCESSING_MS);
    await after.advance(after.env.PAYOUT_DELAY_MS);
    const paid = await after.app.inject({
      method: 'GET',
      url: `/v1/payouts/${payout.id}`,
      headers: auth,
    });
    expect(paid.json().status).toBe('paid');
    const firstEvent = after.sent.find((sent) => sent.webhook.data.id === card.id);
    expect(firstEvent?.webhook.type).toBe('payment.succeeded');
  });

  it('ignores a torn last line left by a crash', async () => {
    const before = await buildTestPsp();
    const payment = (await createPayment(before.app)).json();
    await before.app.close();
    appendFileSync(join(before.dataDir, JOURNAL_FILE), '{"c":"payments","v":{"id":"pay_tor');
    const after = await buildTestPsp({ dataDir: before.dataDir });
    const read = await after.app.inject({
      method: 'GET',
      url: `/v1/payments/${payment.id}`,
      headers: auth,
    });
    expect(read.statusCode).toBe(200);
    // New lines still append cleanly after the torn one.
    const next = await createPayment(after.app);
    expect(next.statusCode).toBe(201);
  });
});
