import { asc, eq, inArray, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Payment } from '@croupier/contracts/payments';
import { ledgerTransactions } from '../../db/schema/ledger.js';
import { payments } from '../../db/schema/payments.js';
import { buildTestAppWithPayments, eventually } from '../../testing/payments-sandbox.js';
import { xhr } from '../../testing/test-app.js';
import { trialBalance } from '../ledger/ledger-audit.service.js';
import { approvePendingCashouts, sendCashout } from './cashout-processing.job.js';
import { createPayment, fund, payingPlayer, realBalance } from './payments.test-helpers.js';

/**
 * Cash-outs against the real sandbox provider: approval, payout, paid or failed (RELIABILITY
 * WI-12: reserve → exactly one of settle, release or recall).
 */
describe('cash-outs through the sandbox provider', async () => {
  const { app, database } = await buildTestAppWithPayments({ CASHOUT_HOLD_MS: '0' });
  const db = database.db;
  const provider = app.payments.provider;

  const bankCashout = (amount: number, iban = 'DE89370400440532013000') => ({
    action: 'cashout',
    payment_method_id: 'bank-transfer',
    amount_cents: amount,
    currency: 'EUR',
    fields: { iban },
  });
  const rowsOf = (ids: number[]) => db.select().from(payments).where(inArray(payments.id, ids));
  const finished = (ids: number[]) =>
    eventually(
      async () => {
        const rows = await rowsOf(ids);
        return rows.every((row) => row.finishedAt !== null) ? rows : undefined;
      },
      `payments ${ids.join(', ')} finished`,
    );
  const movements = async (id: number) =>
    (
      await db
        .select()
        .from(ledgerTransactions)
        .where(
          inArray(ledgerTransactions.reference, [
            `withdrawal_reserve:${id}`,
            `withdrawal_settle:${id}`,
            `withdrawal_release:${id}`,
          ]),
        )
        .orderBy(asc(ledgerTransactions.id))
    ).map((transaction) => transaction.kind);

  it('approves, pays out and settles; a failing destination releases the money (CB-013)', async () => {
    const { cookie, id } = await payingPlayer(app, { verified: true });
    await fund(app, id, 'EUR', 20_000);
    const good = await createPayment(app, cookie, bankCashout(5_000));
    // An IBAN with a valid checksum that the sandbox bank refuses ("FAIL" in it).
    const bad = await createPayment(app, cookie, bankCashout(3_000, 'GB30FAIL60161331926819'));
    expect(await realBalance(app, cookie, 'EUR')).toBe(12_000);

    await app.outbox.runJobNow('cashout-processing');
    const [paid, failed] = await finished([good.id, bad.id]).then((rows) =>
      [good.id, bad.id].map((wanted) => rows.find((row) => row.id === wanted)),
    );
    expect(paid).toMatchObject({ state: 'succeeded', reason: null });
    expect(failed).toMatchObject({ state: 'rejected', reason: 'account_closed' });
    expect(await movements(good.id)).toEqual(['withdrawal_reserve', 'withdrawal_settle']);
    expect(await movements(bad.id)).toEqual(['withdrawal_reserve', 'withdrawal_release']);
    expect(await realBalance(app, cookie, 'EUR')).toBe(15_000);
    // Sent means no longer recallable.
    const recall = await app.inject({
      method: 'POST',
      url: `/api/player/payments/${good.id}/recall`,
      headers: { ...xhr, cookie },
    });
    expect(recall.statusCode).toBe(422);
  });

  it('lets exactly one of recall and send win each of 100 races; money released iff not paid (WI-12)', async () => {
    const { cookie, id } = await payingPlayer(app, { verified: true });
    const races = 100;
    const amount = 2_000;
    await fund(app, id, 'EUR', races * amount);
    const ids: number[] = [];
    for (let index = 0; index < races; index += 1) {
      ids.push((await createPayment(app, cookie, bankCashout(amount))).id);
    }
    while ((await approvePendingCashouts(app.deps)) > 0) {
      // Batches of 50 until every cash-out is reserved.
    }
    expect((await rowsOf(ids)).every((row) => row.state === 'reserved')).toBe(true);

    const outcomes = [];
    for (const [index, paymentId] of ids.entries()) {
      const recall = () =>
        app.inject({
          method: 'POST',
          url: `/api/player/payments/${paymentId}/recall`,
          headers: { ...xhr, cookie },
        });
      // The recall first reads the session and the player; the sender goes straight for the
      // lock. Holding the sender back by 0-15 database round trips (the unit the recall's own
      // reads take, on PGlite and PostgreSQL alike) lets each side win some races and meet the
      // other head-on in the rest.
      const send = async () => {
        for (let trip = 0; trip < index % 16; trip += 1) await db.execute(sql`SELECT 1`);
        return sendCashout(app.deps, provider, paymentId);
      };
      const [recalled, sent] = await Promise.all([recall(), send()]);
      outcomes.push({ paymentId, recalled: recalled.statusCode === 200, sent });
      expect([200, 422]).toContain(recalled.statusCode);
    }
    for (const outcome of outcomes) expect(outcome.recalled).not.toBe(outcome.sent);
    // Both sides won some races (else the test would prove nothing about the lock).
    expect(outcomes.some((outcome) => outcome.recalled)).toBe(true);
    expect(outcomes.some((outcome) => outcome.sent)).toBe(true);

    const rows = await finished(ids);
    let paidOut = 0;
    for (const row of rows) {
      const outcome = outcomes.find((entry) => entry.paymentId === row.id);
      const kinds = await movements(row.id);
      if (outcome?.recalled) {
        expect(row.state).toBe('recalled');
        expect(kinds.sort()).toEqual(['withdrawal_release', 'withdrawal_reserve']);
      } else {
        expect(row.state).toBe('succeeded');
        expect(kinds.sort()).toEqual(['withdrawal_reserve', 'withdrawal_settle']);
        paidOut += row.amountCents;
      }
    }
    expect(await realBalance(app, cookie, 'EUR')).toBe(races * amount - paidOut);
    const history = (
      await app.inject({ url: '/api/player/payments?page_size=100', headers: { cookie } })
    ).json<Payment[]>();
    expect(history.every((payment) => !payment.recallable)).toBe(true);
    expect((await trialBalance(db)).ok).toBe(true);
  });

  it('pays crypto out to an address and e-wallets to an e-mail', async () => {
    const { cookie, id } = await payingPlayer(app, { verified: true, currency: 'BTC' });
    await fund(app, id, 'BTC', 1_000_000);
    const coins = await createPayment(app, cookie, {
      action: 'cashout',
      payment_method_id: 'bitcoin',
      amount_cents: 50_000,
      currency: 'BTC',
      fields: { address: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx' },
    });
    const wallet = await payingPlayer(app, { verified: true });
    await fund(app, wallet.id, 'EUR', 10_000);
    const ewallet = await createPayment(app, wallet.cookie, {
      action: 'cashout',
      payment_method_id: 'skrill',
      amount_cents: 2_000,
      currency: 'EUR',
      fields: { wallet_email: 'anna@wallet.example' },
    });
    await app.outbox.runJobNow('cashout-processing');
    const rows = await finished([coins.id, ewallet.id]);
    expect(rows.map((row) => row.state)).toEqual(['succeeded', 'succeeded']);
    const [sent] = await db.select().from(payments).where(eq(payments.id, coins.id));
    expect(sent?.destination).toEqual({ address: 'tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx' });
    expect(await realBalance(app, cookie, 'BTC')).toBe(950_000);
  });
});
