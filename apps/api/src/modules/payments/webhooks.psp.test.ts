import { createHmac, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { PspPayment } from '@croupier/contracts/psp';
import { ledgerTransactions } from '../../db/schema/ledger.js';
import { payments, providerWebhooks } from '../../db/schema/payments.js';
import {
  buildTestAppWithPayments,
  eventually,
  postHostedForm,
} from '../../testing/payments-sandbox.js';
import { createPayment, fund, payingPlayer, realBalance } from './payments.test-helpers.js';

/**
 * RELIABILITY WI-11 (F10 webhook abuse): replayed, forged, stale and tampered provider events,
 * and a late failure after success. Events are signed here with the sandbox's secret, for
 * payments the real sandbox holds.
 */
describe('provider webhooks (WI-11)', async () => {
  const { app, database, psp } = await buildTestAppWithPayments({ CASHOUT_HOLD_MS: '0' });
  const db = database.db;

  const sign = (body: string, t = Math.floor(Date.now() / 1000), secret = psp.webhookSecret) =>
    `t=${t},v1=${createHmac('sha256', secret).update(`${t}.${body}`).digest('hex')}`;
  const deliver = (body: string, signature: string | null = sign(body)) =>
    app.inject({
      method: 'POST',
      url: '/api/payments/webhooks/sandbox',
      headers: {
        'content-type': 'application/json',
        ...(signature === null ? {} : { 'x-psp-signature': signature }),
      },
      payload: body,
    });
  const event = (type: string, data: PspPayment, id = `evt_${randomUUID()}`) =>
    JSON.stringify({ id, type, created_at: new Date().toISOString(), data });

  /** A card deposit waiting on the hosted page, and the provider's record of it. */
  const openDeposit = async (amount = 5_000) => {
    const player = await payingPlayer(app, { verified: true });
    const created = await createPayment(app, player.cookie, {
      action: 'deposit',
      payment_method_id: 'visa-mastercard',
      amount_cents: amount,
      currency: 'EUR',
    });
    const [row] = await db.select().from(payments).where(eq(payments.id, created.id));
    const atProvider = await app.payments.provider.getPayment(row?.providerPaymentId ?? '');
    return { player, created, atProvider };
  };
  const credits = async (paymentId: number, kind = 'deposit') =>
    db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.reference, `${kind}:${paymentId}`));
  const rowOf = async (id: number) =>
    (await db.select().from(payments).where(eq(payments.id, id)))[0];

  it('credits once however often an event comes, under one id or many', async () => {
    const { player, created, atProvider } = await openDeposit();
    const succeeded = event('payment.succeeded', { ...atProvider, status: 'succeeded' });
    const answers = [];
    for (let attempt = 0; attempt < 5; attempt += 1) answers.push(await deliver(succeeded));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.map((answer) => answer.json<{ outcome: string }>().outcome)).toEqual([
      'applied',
      'duplicate',
      'duplicate',
      'duplicate',
      'duplicate',
    ]);
    // The same news under new event ids: the ledger reference still books it once.
    for (let attempt = 0; attempt < 5; attempt += 1) {
      const again = await deliver(
        event('payment.succeeded', { ...atProvider, status: 'succeeded' }),
      );
      expect(again.json()).toEqual({ received: true, outcome: 'ignored' });
    }
    expect(await credits(created.id)).toHaveLength(1);
    expect(await realBalance(app, player.cookie, 'EUR')).toBe(5_000);
  });

  it('refuses forged, stale and unsigned events with 401 and books nothing', async () => {
    const { player, created, atProvider } = await openDeposit();
    const body = event('payment.succeeded', { ...atProvider, status: 'succeeded' });
    const now = Math.floor(Date.now() / 1000);
    const forged = await deliver(body, sign(body, now, 'not-the-secret'));
    const stale = await deliver(body, sign(body, now - 6 * 60));
    const unsigned = await deliver(body, null);
    const garbled = await deliver(body, 't=abc,v1=xyz');
    for (const response of [forged, stale, unsigned, garbled]) {
      expect(response.statusCode).toBe(401);
      expect(response.json<{ code: string }>().code).toBe('invalid_signature');
    }
    // Signed but not an event of the provider's: 400.
    const nonsense = JSON.stringify({ hello: 'world' });
    expect((await deliver(nonsense)).statusCode).toBe(400);
    expect(
      await db
        .select()
        .from(providerWebhooks)
        .where(eq(providerWebhooks.eventId, JSON.parse(body).id)),
    ).toEqual([]);
    expect(await credits(created.id)).toEqual([]);
    expect(await realBalance(app, player.cookie, 'EUR')).toBe(0);
  });

  it('holds a payment for review when the amount or currency differs, crediting nothing', async () => {
    const { player, created, atProvider } = await openDeposit();
    const swapped = await deliver(
      event('payment.succeeded', { ...atProvider, status: 'succeeded', amount: 500_000 }),
    );
    expect(swapped.json()).toEqual({ received: true, outcome: 'held' });
    const row = await rowOf(created.id);
    expect(row).toMatchObject({ state: 'pending', heldForReview: true });
    expect(row?.reason).toMatch(/^amount_mismatch/);
    const otherCurrency = await deliver(
      event('payment.succeeded', { ...atProvider, status: 'succeeded', currency: 'USD' }),
    );
    expect(otherCurrency.json<{ outcome: string }>().outcome).toBe('held');
    expect(await credits(created.id)).toEqual([]);
    expect(await realBalance(app, player.cookie, 'EUR')).toBe(0);
  });

  it('never reverses a settled deposit on a late failure; a charge-back takes the money back', async () => {
    const { player, created, atProvider } = await openDeposit();
    await deliver(event('payment.succeeded', { ...atProvider, status: 'succeeded' }));
    const late = await deliver(
      event('payment.declined', { ...atProvider, status: 'declined', decline_reason: 'fraud' }),
    );
    expect(late.json<{ outcome: string }>().outcome).toBe('held');
    expect(await rowOf(created.id)).toMatchObject({ state: 'succeeded', heldForReview: true });
    expect(await realBalance(app, player.cookie, 'EUR')).toBe(5_000);

    const chargeback = event('payment.charged_back', { ...atProvider, status: 'succeeded' });
    expect((await deliver(chargeback)).json<{ outcome: string }>().outcome).toBe('applied');
    expect(await credits(created.id, 'deposit_reversal')).toHaveLength(1);
    expect(await realBalance(app, player.cookie, 'EUR')).toBe(0);
    expect((await rowOf(created.id))?.reason).toBe('charged_back');
    // A second charge-back message under a new id changes nothing.
    await deliver(event('payment.charged_back', { ...atProvider, status: 'succeeded' }));
    expect(await credits(created.id, 'deposit_reversal')).toHaveLength(1);
  });

  it('takes a charge-back only down to zero and records the shortfall for an operator', async () => {
    const { player, created, atProvider } = await openDeposit(10_000);
    await deliver(event('payment.succeeded', { ...atProvider, status: 'succeeded' }));
    // The player withdraws most of it before the charge-back arrives.
    await createPayment(app, player.cookie, {
      action: 'cashout',
      payment_method_id: 'bank-transfer',
      amount_cents: 7_000,
      currency: 'EUR',
      fields: { iban: 'DE89370400440532013000' },
    });
    await deliver(event('payment.charged_back', { ...atProvider, status: 'succeeded' }));
    expect(await realBalance(app, player.cookie, 'EUR')).toBe(0);
    expect(await rowOf(created.id)).toMatchObject({
      heldForReview: true,
      reason: 'charged_back; shortfall 7000',
    });
  });

  it('follows a real charge-back card from the provider (4000 0000 0000 0259)', async () => {
    const { player, created } = await openDeposit(4_000);
    await postHostedForm(created.redirect_url ?? '', {
      number: '4000000000000259',
      expiry: '12/39',
      cvc: '123',
      name: 'Anna Berg',
    });
    await eventually(
      async () => (await credits(created.id, 'deposit_reversal')).length === 1,
      'the charge-back',
    );
    expect(await credits(created.id)).toHaveLength(1);
    expect(await realBalance(app, player.cookie, 'EUR')).toBe(0);
  });

  it('stores an event for a payment it does not know and answers 404 (the provider retries)', async () => {
    const { atProvider } = await openDeposit();
    const stranger = { ...atProvider, id: 'pay_nobody', merchant_reference: '987654321' };
    const id = `evt_${randomUUID()}`;
    const body = event('payment.succeeded', { ...stranger, status: 'succeeded' }, id);
    expect((await deliver(body)).statusCode).toBe(404);
    expect((await deliver(body)).statusCode).toBe(404);
    const [stored] = await db
      .select()
      .from(providerWebhooks)
      .where(eq(providerWebhooks.eventId, id));
    expect(stored).toMatchObject({ outcome: 'unknown', type: 'payment.succeeded' });
  });

  it('settles a payout once however often the provider calls back (WI-12 replay)', async () => {
    const player = await payingPlayer(app, { verified: true });
    await fund(app, player.id, 'EUR', 10_000);
    const cashout = await createPayment(app, player.cookie, {
      action: 'cashout',
      payment_method_id: 'bank-transfer',
      amount_cents: 4_000,
      currency: 'EUR',
      fields: { iban: 'DE89370400440532013000' },
    });
    await app.outbox.runJobNow('cashout-processing');
    await app.outbox.runJobNow('cashout-processing');
    const paid = await eventually(async () => {
      const row = await rowOf(cashout.id);
      return row?.state === 'succeeded' ? row : undefined;
    }, 'the payout paid');
    const payout = await app.payments.provider.getPayout(paid.providerPaymentId ?? '');
    for (let attempt = 0; attempt < 3; attempt += 1) {
      const body = JSON.stringify({
        id: `evt_${randomUUID()}`,
        type: attempt === 2 ? 'payout.failed' : 'payout.paid',
        created_at: new Date().toISOString(),
        data: { ...payout, status: attempt === 2 ? 'failed' : 'paid' },
      });
      expect((await deliver(body)).statusCode).toBe(200);
    }
    expect(await credits(cashout.id, 'withdrawal_settle')).toHaveLength(1);
    expect(await credits(cashout.id, 'withdrawal_release')).toEqual([]);
    expect(await realBalance(app, player.cookie, 'EUR')).toBe(6_000);
  });
});
