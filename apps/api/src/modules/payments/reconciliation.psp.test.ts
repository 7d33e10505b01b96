import { desc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ledgerAudits } from '../../db/schema/ledger.js';
import { payments } from '../../db/schema/payments.js';
import {
  buildTestAppWithPayments,
  eventually,
  postHostedForm,
} from '../../testing/payments-sandbox.js';
import { createPayment, fund, payingPlayer } from './payments.test-helpers.js';
import { previousUtcDay, reconcileDay } from './reconciliation.service.js';

/**
 * RELIABILITY WI-15: the daily reconciliation against the provider's settlement report finds
 * every deliberate mismatch and nothing on a clean day.
 */
describe('PSP reconciliation (WI-15)', async () => {
  const { app, database, clock } = await buildTestAppWithPayments({ CASHOUT_HOLD_MS: '0' });
  const db = database.db;
  const provider = app.payments.provider;
  const today = () => clock.now().toISOString().slice(0, 10);

  const cardDeposit = async (cookie: string, amount: number, number = '4242424242424242') => {
    const created = await createPayment(app, cookie, {
      action: 'deposit',
      payment_method_id: 'visa-mastercard',
      amount_cents: amount,
      currency: 'EUR',
    });
    await postHostedForm(created.redirect_url ?? '', {
      number,
      expiry: '12/39',
      cvc: '123',
      name: 'Anna Berg',
    });
    return created.id;
  };
  const rowOf = async (id: number) =>
    (await db.select().from(payments).where(eq(payments.id, id)))[0];

  it('reports nothing on a clean day, then 3 of 3 deliberate mismatches', async () => {
    const { cookie, id } = await payingPlayer(app, { verified: true });
    const deposits = [
      await cardDeposit(cookie, 5_000),
      await cardDeposit(cookie, 6_000),
      await cardDeposit(cookie, 7_000),
    ];
    const chargedBack = await cardDeposit(cookie, 2_000, '4000000000000259');
    await fund(app, id, 'EUR', 10_000);
    const cashout = await createPayment(app, cookie, {
      action: 'cashout',
      payment_method_id: 'bank-transfer',
      amount_cents: 4_000,
      currency: 'EUR',
      fields: { iban: 'DE89370400440532013000' },
    });
    await app.outbox.runJobNow('cashout-processing');
    await eventually(async () => {
      const states = await Promise.all(
        [...deposits, cashout.id].map(async (paymentId) => (await rowOf(paymentId))?.state),
      );
      const back = (await rowOf(chargedBack))?.reason === 'charged_back';
      return back && states.every((state) => state === 'succeeded');
    }, 'every payment settled');

    const clean = await reconcileDay(app.deps, provider, today());
    expect(clean).toMatchObject({ ok: true, differences: [] });
    // 4 deposits, 1 payout, 1 charge-back on each side.
    expect(clean.providerLines).toBe(6);
    expect(clean.ourLines).toBe(6);

    // Three deliberate mismatches: an amount, a currency, a settlement we never booked.
    const [wrongAmount = 0, wrongCurrency = 0, missing = 0] = deposits;
    await db.update(payments).set({ amountCents: 5_100 }).where(eq(payments.id, wrongAmount));
    await db.update(payments).set({ currency: 'USD' }).where(eq(payments.id, wrongCurrency));
    await db
      .update(payments)
      .set({ state: 'pending', finishedAt: null })
      .where(eq(payments.id, missing));
    const dirty = await reconcileDay(app.deps, provider, today());
    expect(dirty.ok).toBe(false);
    expect(
      dirty.differences.map((difference) => [difference.problem, difference.paymentId]).sort(),
    ).toEqual(
      [
        ['amount_mismatch', wrongAmount],
        ['currency_mismatch', wrongCurrency],
        ['missing_here', missing],
      ].sort(),
    );
    const [audit] = await db
      .select()
      .from(ledgerAudits)
      .where(eq(ledgerAudits.kind, 'reconciliation'))
      .orderBy(desc(ledgerAudits.id))
      .limit(1);
    expect(audit).toMatchObject({ ok: false });
    expect(audit?.summary).toContain('3 differences');
  });

  it('runs daily over the previous UTC day (`npm run job -- psp-reconciliation`)', async () => {
    expect(previousUtcDay(new Date('2026-03-01T00:30:00Z'))).toBe('2026-02-28');
    const summary = await app.outbox.runJobNow('psp-reconciliation');
    expect(summary).toBe(`${previousUtcDay(clock.now())}: 0 differences`);
  });
});
