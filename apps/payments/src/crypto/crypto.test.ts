import { describe, expect, it } from 'vitest';
import { pspCryptoAddressSchema } from '@croupier/contracts/psp';
import { auth, buildTestPsp, createPayment, postForm, WEBHOOK_URL } from '../testing/test-psp.js';

const psp = await buildTestPsp({ persist: false });
const { app } = psp;

function requestAddress(customerId: string, currency: string, webhookUrl = WEBHOOK_URL) {
  return app.inject({
    method: 'POST',
    url: '/v1/crypto/addresses',
    headers: auth,
    payload: { customer: { id: customerId }, currency, webhook_url: webhookUrl },
  });
}

const sendCoins = (address: string, amount: number) =>
  app.inject({ method: 'POST', url: '/sandbox/crypto/transfers', payload: { address, amount } });

const readPayment = async (id: string) =>
  (await app.inject({ method: 'GET', url: `/v1/payments/${id}`, headers: auth })).json();

const eventsOf = (id: string) =>
  psp.sent
    .filter((sent) => sent.webhook.data.id === id)
    .map((sent) => {
      const data = sent.webhook.data as {
        status: string;
        crypto: { confirmations: number } | null;
      };
      return `${sent.webhook.type} ${data.crypto?.confirmations ?? '-'}`;
    });

/** Lets `blocks` confirmations happen, one interval at a time. */
async function mine(blocks: number) {
  for (let block = 0; block < blocks; block += 1) await psp.advance(psp.env.CRYPTO_CONFIRMATION_MS);
}

describe('crypto deposit addresses', () => {
  it('are stable per customer and currency, and differ between them', async () => {
    const first = pspCryptoAddressSchema.parse((await requestAddress('alice', 'BTC')).json());
    const again = (await requestAddress('alice', 'BTC')).json();
    const eth = (await requestAddress('alice', 'ETH')).json();
    const bob = (await requestAddress('bob', 'BTC')).json();
    expect(again).toEqual(first);
    expect(first).toMatchObject({ currency: 'BTC', network: 'bitcoin-testnet', memo: null });
    expect(first.address).toMatch(/^tb1q/);
    expect(eth.address).toMatch(/^0x[0-9a-f]{40}$/);
    expect(new Set([first.address, eth.address, bob.address]).size).toBe(3);
  });

  it('a crypto payment carries the same address and no hosted page', async () => {
    const address = (await requestAddress('carol', 'LTC')).json();
    const payment = (
      await createPayment(app, {
        method: 'crypto',
        currency: 'LTC',
        amount: 5_000_000,
        customer: { id: 'carol' },
      })
    ).json();
    expect(payment).toMatchObject({
      status: 'requires_action',
      redirect_url: null,
      crypto: {
        address: address.address,
        network: 'litecoin-testnet',
        memo: null,
        confirmations: 0,
        confirmations_required: 3,
      },
    });
  });
});

describe('simulated transfers', () => {
  it('pay the waiting payment: processing, one webhook per confirmation, then succeeded', async () => {
    const payment = (
      await createPayment(app, {
        method: 'crypto',
        currency: 'BTC',
        amount: 120_000,
        customer: { id: 'dave' },
      })
    ).json();
    const sent = await sendCoins(payment.crypto.address, 120_000);
    expect(sent.statusCode).toBe(201);
    expect(sent.json()).toMatchObject({
      id: payment.id,
      status: 'processing',
      crypto: { confirmations: 0, confirmations_required: 2 },
    });
    await psp.advance(0);
    expect(eventsOf(payment.id)).toEqual(['payment.processing 0']);

    await psp.advance(psp.env.CRYPTO_CONFIRMATION_MS);
    expect(await readPayment(payment.id)).toMatchObject({
      status: 'processing',
      crypto: { confirmations: 1 },
    });
    await psp.advance(psp.env.CRYPTO_CONFIRMATION_MS);
    expect(await readPayment(payment.id)).toMatchObject({
      status: 'succeeded',
      crypto: { confirmations: 2 },
    });
    expect(eventsOf(payment.id)).toEqual([
      'payment.processing 0',
      'payment.processing 1',
      'payment.succeeded 2',
    ]);
  });

  it('credit what arrived, even when it differs from the amount asked for', async () => {
    const payment = (
      await createPayment(app, {
        method: 'crypto',
        currency: 'ETH',
        amount: 1_000_000,
        customer: { id: 'erin' },
      })
    ).json();
    await sendCoins(payment.crypto.address, 900_000);
    await mine(3);
    expect(await readPayment(payment.id)).toMatchObject({
      status: 'succeeded',
      amount: 900_000,
      crypto: { confirmations: 3 },
    });
  });

  it('to an address with no waiting payment become an unsolicited deposit for the customer', async () => {
    const address = (
      await requestAddress('frank', 'DOG', 'https://casino.test/hooks/frank')
    ).json();
    const deposit = (await sendCoins(address.address, 7_500_000)).json();
    expect(deposit.merchant_reference).toBe(`unsolicited:${deposit.id}`);
    expect(deposit).toMatchObject({
      method: 'crypto',
      currency: 'DOG',
      amount: 7_500_000,
      status: 'processing',
    });
    await mine(3);
    const events = psp.sent.filter((sent) => sent.webhook.data.id === deposit.id);
    expect(events.map((event) => event.url)).toEqual(
      Array(4).fill('https://casino.test/hooks/frank'),
    );
    expect(events.at(-1)?.webhook.type).toBe('payment.succeeded');
  });

  it('to an unknown address answer 404, and a bad body 422', async () => {
    expect((await sendCoins('tb1qnothing', 1)).statusCode).toBe(404);
    const address = (await requestAddress('gina', 'USDT')).json();
    expect((await sendCoins(address.address, 0)).statusCode).toBe(422);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: '/sandbox/crypto/transfers',
          payload: { address: address.address },
        })
      ).statusCode,
    ).toBe(422);
  });

  it('can be sent from the sandbox control page', async () => {
    const address = (await requestAddress('hank', 'BCH')).json();
    const page = await app.inject({ method: 'GET', url: '/sandbox' });
    expect(page.body).toContain(`Send test coins to ${address.address}`);
    const response = await postForm(app, '/sandbox/crypto/transfers', {
      address: address.address,
      amount: '25000',
    });
    expect(response.statusCode).toBe(303);
    expect(response.headers.location).toBe('/sandbox');
    const deposit = psp.app.sandbox.context.store.payments
      .values()
      .find((payment) => payment.customer.id === 'hank');
    expect(deposit).toMatchObject({ amount: 25_000, status: 'processing' });
    const bad = await postForm(app, '/sandbox/crypto/transfers', {
      address: address.address,
      amount: 'lots',
    });
    expect(bad.statusCode).toBe(422);
    expect(bad.body).toContain('Enter an amount in minor units');
  });
});
