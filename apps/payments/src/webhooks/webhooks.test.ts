import { createServer, type IncomingMessage } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { PSP_SIGNATURE_HEADER, pspWebhookSchema } from '@croupier/contracts/psp';
import { buildPaymentsApp } from '../app.js';
import { parsePaymentsEnv } from '../config/env.js';
import { MovableClock } from '../lib/clock.js';
import {
  buildTestPsp,
  createPayment,
  pathOf,
  postForm,
  WEBHOOK_SECRET,
} from '../testing/test-psp.js';
import { verifyWebhookSignature } from './signature.js';

const psp = await buildTestPsp({ persist: false });
const { app } = psp;

async function succeededPayment() {
  const payment = (await createPayment(app, { method: 'voucher' })).json();
  await postForm(app, pathOf(payment.redirect_url), { code: 'VOUCHER-OK-1' });
  return payment.id as string;
}

describe('webhooks', () => {
  it('are signed over the raw body with the webhook secret and match the contract', async () => {
    const id = await succeededPayment();
    await psp.advance(0);
    const delivery = psp.sent.find((sent) => sent.webhook.data.id === id);
    expect(delivery).toBeDefined();
    if (!delivery) return;
    expect(delivery.headers['content-type']).toBe('application/json');
    const check = verifyWebhookSignature({
      secret: WEBHOOK_SECRET,
      header: delivery.headers[PSP_SIGNATURE_HEADER],
      body: delivery.body,
      nowSeconds: Math.floor(psp.clock.now().getTime() / 1000),
    });
    expect(check.ok).toBe(true);
    const webhook = pspWebhookSchema.parse(JSON.parse(delivery.body));
    expect(webhook).toMatchObject({ type: 'payment.succeeded', data: { id, status: 'succeeded' } });
  });

  it('are retried after 1 s, 2 s, 4 s … until the merchant answers 2xx, each attempt recorded', async () => {
    let failuresLeft = 3;
    psp.respond = () => (failuresLeft-- > 0 ? 503 : 204);
    const id = await succeededPayment();
    const attemptsOf = () => psp.sent.filter((sent) => sent.webhook.data.id === id);

    await psp.advance(0);
    expect(attemptsOf()).toHaveLength(1);
    await psp.advance(999);
    expect(attemptsOf()).toHaveLength(1);
    await psp.advance(1);
    expect(attemptsOf()).toHaveLength(2);
    await psp.advance(1_999);
    expect(attemptsOf()).toHaveLength(2);
    await psp.advance(1);
    expect(attemptsOf()).toHaveLength(3);
    await psp.advance(4_000);
    expect(attemptsOf()).toHaveLength(4);
    await psp.advance(60 * 60_000);
    expect(attemptsOf()).toHaveLength(4); // acknowledged: no more attempts

    // The same event every time (same id and body), freshly signed.
    const deliveries = attemptsOf();
    expect(new Set(deliveries.map((sent) => sent.body)).size).toBe(1);
    const event = app.sandbox.context.store.events.get(deliveries[0]?.webhook.id ?? '');
    expect(event?.attempts.map((attempt) => attempt.status)).toEqual([503, 503, 503, 204]);
    expect(event?.delivered_at).not.toBeNull();
    psp.respond = () => 200;
  });

  it('back off to at most the cap, and "Retry now" on the sandbox page sends at once', async () => {
    psp.respond = () => 500;
    const id = await succeededPayment();
    const attemptsOf = () => psp.sent.filter((sent) => sent.webhook.data.id === id);
    await psp.advance(0);
    for (let step = 0; step < 12; step += 1) await psp.advance(psp.env.WEBHOOK_RETRY_MAX_MS);
    const event = app.sandbox.context.store.events.get(attemptsOf()[0]?.webhook.id ?? '');
    if (!event) throw new Error('event not recorded');
    const gaps = event.attempts
      .slice(1)
      .map(
        (attempt, index) => Date.parse(attempt.at) - Date.parse(event.attempts[index]?.at ?? ''),
      );
    expect(Math.max(...gaps)).toBe(psp.env.WEBHOOK_RETRY_MAX_MS);

    const page = await app.inject({ method: 'GET', url: '/sandbox' });
    expect(page.body).toContain(event.id);
    expect(page.body).toContain('Retry now');
    psp.respond = () => 200;
    const before = attemptsOf().length;
    const retry = await postForm(app, `/sandbox/webhooks/${event.id}/retry`, {});
    expect(retry.statusCode).toBe(303);
    await psp.advance(0);
    expect(attemptsOf()).toHaveLength(before + 1);
    expect(app.sandbox.context.store.events.get(event.id)?.delivered_at).not.toBeNull();
  });
});

describe('webhook delivery over HTTP', () => {
  it('POSTs to the merchant URL and retries after a network error', async () => {
    const received: { headers: IncomingMessage['headers']; body: string }[] = [];
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push({ headers: request.headers, body });
        response.statusCode = received.length === 1 ? 500 : 200;
        response.end('ok');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));
    const { port } = server.address() as AddressInfo;

    const clock = new MovableClock();
    const env = parsePaymentsEnv({
      APP_ENV: 'test',
      LOG_LEVEL: 'silent',
      PAYMENTS_WEBHOOK_SECRET: WEBHOOK_SECRET,
      PUBLIC_URL: 'http://psp.test',
    });
    const real = await buildPaymentsApp({ env, clock, scheduler: 'manual', persist: false });
    afterAll(() => real.close());

    const payment = (
      await real.inject({
        method: 'POST',
        url: '/v1/payments',
        headers: { authorization: `Bearer ${env.PAYMENTS_API_KEY}` },
        payload: {
          merchant_reference: 'http-1',
          method: 'voucher',
          amount: 100,
          currency: 'EUR',
          customer: { id: 'p' },
          return_url: 'https://casino.test/back',
          webhook_url: `http://127.0.0.1:${port}/hooks`,
        },
      })
    ).json();
    await postForm(real, pathOf(payment.redirect_url), { code: 'VOUCHER-OK-HTTP' });
    await real.sandbox.runDue();
    expect(received).toHaveLength(1);
    clock.advance(1_000);
    await real.sandbox.runDue();
    expect(received).toHaveLength(2);
    const last = received[1];
    expect(
      last &&
        verifyWebhookSignature({
          secret: WEBHOOK_SECRET,
          header: String(last.headers[PSP_SIGNATURE_HEADER]),
          body: last.body,
          nowSeconds: Math.floor(clock.now().getTime() / 1000),
        }).ok,
    ).toBe(true);
    expect(
      real.sandbox.context.store.events.values()[0]?.attempts.map((attempt) => attempt.status),
    ).toEqual([500, 200]);
  });

  it('records an unreachable URL as an error and keeps retrying', async () => {
    // A port that was just free: nothing listens there, so the connection is refused.
    const closed = createServer();
    await new Promise<void>((resolve) => closed.listen(0, '127.0.0.1', resolve));
    const { port } = closed.address() as AddressInfo;
    await new Promise<void>((resolve) => closed.close(() => resolve()));
    const clock = new MovableClock();
    const env = parsePaymentsEnv({
      APP_ENV: 'test',
      LOG_LEVEL: 'silent',
      PUBLIC_URL: 'http://psp.test',
      WEBHOOK_TIMEOUT_MS: '2000',
    });
    const real = await buildPaymentsApp({ env, clock, scheduler: 'manual', persist: false });
    afterAll(() => real.close());
    const payment = (
      await real.inject({
        method: 'POST',
        url: '/v1/payments',
        headers: { authorization: `Bearer ${env.PAYMENTS_API_KEY}` },
        payload: {
          merchant_reference: 'http-2',
          method: 'voucher',
          amount: 100,
          currency: 'EUR',
          customer: { id: 'p' },
          return_url: 'https://casino.test/back',
          webhook_url: `http://127.0.0.1:${port}/hooks`,
        },
      })
    ).json();
    await postForm(real, pathOf(payment.redirect_url), { code: 'VOUCHER-OK-DOWN' });
    await real.sandbox.runDue();
    const event = real.sandbox.context.store.events.values()[0];
    expect(event?.attempts).toEqual([
      { at: expect.any(String), status: null, error: 'ECONNREFUSED' },
    ]);
    expect(event?.delivered_at).toBeNull();
    expect(event?.next_attempt_at).not.toBeNull();
  });
});
