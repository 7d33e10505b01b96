import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  createPaymentResponseSchema,
  paymentSchema,
  paymentsResponseSchema,
  PAYMENT_STATES,
  type Payment,
} from '@croupier/contracts/payments';
import { limitReachedResponseSchema } from '@croupier/contracts/errors';
import { VALIDATION } from '@croupier/contracts/users';
import { payments } from '../../db/schema/payments.js';
import { ledgerTransactions } from '../../db/schema/ledger.js';
import { buildTestApp, xhr } from '../../testing/test-app.js';
import { approvePendingCashouts, cancelUnacknowledgedDeposits } from './cashout-processing.job.js';
import {
  createPayment,
  createPaymentRequest,
  fund,
  payingPlayer,
  playerGet,
  realBalance,
} from './payments.test-helpers.js';

/**
 * The cashbox without a provider (its address answers nothing): every check before the provider
 * call, cash-outs (reserved at once, sent later by the job) and recall. The provider's side is
 * in the *.psp.test.ts files.
 */
describe('payments: checks, cash-outs and recall', async () => {
  const { app, database, clock } = await buildTestApp({
    PAYMENTS_API_URL: 'http://127.0.0.1:9',
    PAYMENTS_TIMEOUT_MS: '500',
  });
  const db = database.db;

  const deposit = (amount: number, extra: Record<string, unknown> = {}) => ({
    action: 'deposit',
    payment_method_id: 'visa-mastercard',
    amount_cents: amount,
    currency: 'EUR',
    ...extra,
  });
  const cashout = (amount: number, iban = 'DE89370400440532013000') => ({
    action: 'cashout',
    payment_method_id: 'bank-transfer',
    amount_cents: amount,
    currency: 'EUR',
    fields: { iban },
  });
  const history = async (cookie: string, query = '') =>
    paymentsResponseSchema.parse(
      (await playerGet(app, cookie, `/api/player/payments${query}`)).json(),
    );
  const recall = (cookie: string, id: number) =>
    app.inject({
      method: 'POST',
      url: `/api/player/payments/${id}/recall`,
      headers: { ...xhr, cookie },
    });
  const stateOf = async (id: number) =>
    (await db.select().from(payments).where(eq(payments.id, id)))[0]?.state;

  it('answers 422, never 500, for a table of bad bodies (CB-012)', async () => {
    const { cookie } = await payingPlayer(app, { verified: true });
    const bad: [Record<string, unknown>, string][] = [
      [{}, 'action'],
      [{ ...deposit(5_000), action: 'refund' }, 'action'],
      [{ ...deposit(5_000), amount_cents: -5 }, 'amount_cents'],
      [{ ...deposit(5_000), amount_cents: 10.5 }, 'amount_cents'],
      [{ ...deposit(5_000), amount_cents: '50' }, 'amount_cents'],
      [{ ...deposit(5_000), amount_cents: 2 ** 60 }, 'amount_cents'],
      [{ ...deposit(5_000), currency: 'euro' }, 'currency'],
      [{ ...deposit(5_000), payment_method_id: '' }, 'payment_method_id'],
      [{ ...deposit(5_000), payment_method_id: 'x'.repeat(65) }, 'payment_method_id'],
      [{ ...deposit(5_000), saved_profile_id: 'one' }, 'saved_profile_id'],
      [{ ...deposit(5_000), fields: 'iban' }, 'fields'],
      [{ ...cashout(5_000), fields: { iban: 'x'.repeat(40) } }, 'fields.iban'],
      [deposit(5_000, { payment_method_id: 'no-such-method' }), 'payment_method_id'],
      [deposit(5_000, { currency: 'USD' }), 'currency'],
      [deposit(5_000, { payment_method_id: 'bitcoin' }), 'payment_method_id'],
      [deposit(999), 'amount'],
      [deposit(500_100), 'amount'],
      [deposit(5_050), 'amount'],
      [cashout(5_000, 'DE00370400440532013000'), 'fields.iban'],
      [{ ...cashout(5_000), fields: {} }, 'fields.iban'],
      [{ ...cashout(5_000), payment_method_id: 'visa-mastercard', fields: {} }, 'saved_profile_id'],
      [
        { ...cashout(5_000), payment_method_id: 'skrill', fields: { wallet_email: 'nope' } },
        'fields.wallet_email',
      ],
      [{ ...cashout(5_000), payment_method_id: 'paysafecard' }, 'payment_method_id'],
    ];
    for (const [body, field] of bad) {
      const response = await createPaymentRequest(app, cookie, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(
        Object.keys(response.json<{ errors: object }>().errors),
        JSON.stringify(body),
      ).toContain(field);
    }
    const notJson = await app.inject({
      method: 'POST',
      url: '/api/player/payments',
      headers: { ...xhr, cookie, 'content-type': 'application/json' },
      payload: '{"action":',
    });
    expect(notJson.statusCode).toBe(400);
    expect(await history(cookie)).toEqual([]);
  });

  it('checks min, max and step with the message keys the site translates (CB-021)', async () => {
    const { cookie } = await payingPlayer(app);
    const problem = async (amount: number) =>
      (await createPaymentRequest(app, cookie, deposit(amount))).json<{
        errors: { amount: string[] };
      }>().errors.amount;
    expect(await problem(999)).toEqual([VALIDATION.MIN_VALUE]);
    expect(await problem(500_100)).toEqual([VALIDATION.MAX_VALUE]);
    expect(await problem(1_250)).toEqual([VALIDATION.AMOUNT_STEP]);
  });

  it('sends a fiat player with a gap in the profile to complete it first (CB-003)', async () => {
    const { cookie } = await payingPlayer(app, { profile: { city: null } });
    const response = await createPaymentRequest(app, cookie, deposit(5_000));
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      code: 'invalid_input',
      errors: { base: [VALIDATION.PROFILE_INCOMPLETE] },
    });
  });

  it('answers 503 when the provider does not answer, keeps the deposit and cancels it later', async () => {
    const { cookie } = await payingPlayer(app);
    const key = randomUUID();
    const response = await createPaymentRequest(app, cookie, deposit(5_000), key);
    expect(response.statusCode).toBe(503);
    const [open] = await history(cookie);
    expect(open).toMatchObject({ action: 'deposit', state: 'pending', amount_cents: 5_000 });
    // The retry with the same key finds the same deposit and asks the provider again.
    expect((await createPaymentRequest(app, cookie, deposit(5_000), key)).statusCode).toBe(503);
    expect(await history(cookie)).toHaveLength(1);

    clock.advance(31 * 60_000);
    expect(await cancelUnacknowledgedDeposits(app.deps)).toBeGreaterThanOrEqual(1);
    // (Half an hour later the session is over: read the row itself.)
    const [canceled] = await db
      .select()
      .from(payments)
      .where(eq(payments.id, open?.id ?? 0));
    expect(canceled).toMatchObject({ state: 'canceled', reason: 'provider_unavailable' });
    expect(canceled?.finishedAt).not.toBeNull();
  });

  it('counts open deposits against a deposit limit and refuses a self-excluded player (LM-009, RG-06)', async () => {
    const { cookie } = await payingPlayer(app, { verified: true });
    const limit = await app.inject({
      method: 'POST',
      url: '/api/user_limits',
      headers: { ...xhr, cookie },
      payload: { type: 'deposit', period: 'day', amount_cents: 6_000 },
    });
    expect(limit.statusCode).toBeLessThan(300);
    // The refusal says how much is still allowed, so the player can act (issue 14 item 12).
    expect((await createPaymentRequest(app, cookie, deposit(7_000))).json()).toEqual({
      code: 'limit_reached',
      errors: { amount: [VALIDATION.LIMIT_REACHED] },
      limit: { type: 'deposit', remaining_cents: 6_000, currency: 'EUR' },
    });
    // 40 requested and still open + 30 more would pass the 60 of the day: 20 are left.
    expect((await createPaymentRequest(app, cookie, deposit(4_000))).statusCode).toBe(503);
    const over = await createPaymentRequest(app, cookie, deposit(3_000));
    expect(over.statusCode).toBe(422);
    expect(limitReachedResponseSchema.parse(over.json()).limit).toEqual({
      type: 'deposit',
      remaining_cents: 2_000,
      currency: 'EUR',
    });

    const excluded = await payingPlayer(app, { verified: true });
    await fund(app, excluded.id, 'EUR', 10_000);
    const exclusion = await app.inject({
      method: 'POST',
      url: '/api/user_limits',
      headers: { ...xhr, cookie: excluded.cookie },
      payload: { type: 'self_exclusion', months: 6 },
    });
    expect(exclusion.statusCode).toBeLessThan(300);
    const refused = await createPaymentRequest(app, excluded.cookie, deposit(5_000));
    expect(refused.statusCode).toBe(403);
    // Withdrawals stay open to an excluded player (RG-06).
    const withdrawn = await createPaymentRequest(app, excluded.cookie, cashout(5_000));
    expect(withdrawn.statusCode).toBe(201);
  });

  it.each([
    ['CAD', 'visa-mastercard', 6_000, 7_000],
    ['BTC', 'bitcoin', 600_000, 700_000],
  ])(
    'tells a %s player how much their deposit limit still allows, in their currency',
    async (currency, method, limitAmount, depositAmount) => {
      const { cookie } = await payingPlayer(app, { verified: true, currency });
      const limit = await app.inject({
        method: 'POST',
        url: '/api/user_limits',
        headers: { ...xhr, cookie },
        payload: { type: 'deposit', period: 'day', amount_cents: limitAmount },
      });
      expect(limit.statusCode).toBeLessThan(300);
      const over = await createPaymentRequest(
        app,
        cookie,
        deposit(depositAmount, { payment_method_id: method, currency }),
      );
      expect(over.statusCode).toBe(422);
      expect(limitReachedResponseSchema.parse(over.json()).limit).toEqual({
        type: 'deposit',
        remaining_cents: limitAmount,
        currency,
      });
    },
  );

  it('wants KYC before a withdrawal and refuses more than the cash (RG-09, CB-021)', async () => {
    const unverified = await payingPlayer(app);
    await fund(app, unverified.id, 'EUR', 10_000);
    expect((await createPaymentRequest(app, unverified.cookie, cashout(5_000))).json()).toEqual({
      code: 'invalid_input',
      errors: { base: [VALIDATION.KYC_REQUIRED] },
    });

    const verified = await payingPlayer(app, { verified: true });
    await fund(app, verified.id, 'EUR', 10_000);
    const tooMuch = await createPaymentRequest(app, verified.cookie, cashout(10_100));
    expect(tooMuch.statusCode).toBe(422);
    expect(tooMuch.json()).toEqual({
      code: 'insufficient_funds',
      errors: { amount: [VALIDATION.NOT_ENOUGH_MONEY] },
    });
    expect(await history(verified.cookie)).toEqual([]);
    expect(await realBalance(app, verified.cookie, 'EUR')).toBe(10_000);
  });

  it('reserves a cash-out at once, lists it recallable, and recalls it (CB-004, CB-005, CB-010)', async () => {
    const { cookie, id } = await payingPlayer(app, { verified: true });
    await fund(app, id, 'EUR', 20_000);
    const created = createPaymentResponseSchema.parse(
      await createPayment(app, cookie, cashout(5_000)),
    );
    expect(created).toMatchObject({
      action: 'cashout',
      state: 'pending',
      recallable: true,
      amount_cents: 5_000,
      currency: 'EUR',
      payment_method_id: 'bank-transfer',
      method_title: 'Bank transfer',
      finished_at: null,
      redirect_url: null,
      crypto: null,
    });
    expect(await realBalance(app, cookie, 'EUR')).toBe(15_000);
    const reserve = await db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.reference, `withdrawal_reserve:${created.id}`));
    expect(reserve).toHaveLength(1);

    // Approved by the job: reserved, still recallable while it waits out CASHOUT_HOLD_MS.
    await approvePendingCashouts(app.deps);
    const [reserved] = await history(cookie);
    expect(reserved).toMatchObject({ state: 'reserved', recallable: true });

    const recalled = await recall(cookie, created.id);
    expect(recalled.statusCode).toBe(200);
    expect(paymentSchema.parse(recalled.json())).toMatchObject({
      state: 'recalled',
      recallable: false,
    });
    expect(await realBalance(app, cookie, 'EUR')).toBe(20_000);
    const again = await recall(cookie, created.id);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toEqual({
      code: 'invalid_input',
      errors: { base: [VALIDATION.NOT_RECALLABLE] },
    });
    expect(await realBalance(app, cookie, 'EUR')).toBe(20_000);
  });

  it('keeps recall off where the licence forbids it (CB-010, Estonian licence)', async () => {
    const { cookie, id } = await payingPlayer(app, { verified: true });
    await fund(app, id, 'EUR', 10_000);
    const created = await createPayment(app, cookie, cashout(5_000));
    const onEstonianHost = await app.inject({
      url: '/api/player/payments',
      headers: { cookie, host: 'croupier.ee' },
    });
    expect(onEstonianHost.json<Payment[]>()[0]?.recallable).toBe(false);
    const refused = await app.inject({
      method: 'POST',
      url: `/api/player/payments/${created.id}/recall`,
      headers: { ...xhr, cookie, host: 'croupier.ee' },
    });
    expect(refused.statusCode).toBe(422);
    expect(await stateOf(created.id)).toBe('pending');
  });

  it("never shows or recalls another player's payment (IDOR)", async () => {
    const owner = await payingPlayer(app, { verified: true });
    await fund(app, owner.id, 'EUR', 10_000);
    const created = await createPayment(app, owner.cookie, cashout(5_000));
    const intruder = await payingPlayer(app);
    const response = await recall(intruder.cookie, created.id);
    expect(response.statusCode).toBe(404);
    expect(await stateOf(created.id)).toBe('pending');
    expect(await history(intruder.cookie)).toEqual([]);
    expect((await recall(intruder.cookie, 987_654_321)).statusCode).toBe(404);
    expect(
      (
        await app.inject({
          method: 'POST',
          url: `/api/player/payments/${created.id}/recall`,
          headers: xhr,
        })
      ).statusCode,
    ).toBe(401);
  });

  it('lists deposits and cash-outs newest first, filterable, with the CB-005 states (CB-004)', async () => {
    const { cookie, id } = await payingPlayer(app, { verified: true });
    await fund(app, id, 'EUR', 50_000);
    for (const amount of [2_000, 3_000]) await createPayment(app, cookie, cashout(amount));
    clock.advance(1_000);
    await createPaymentRequest(app, cookie, deposit(5_000));
    const all = await history(cookie);
    expect(all.map((payment) => payment.action)).toEqual(['deposit', 'cashout', 'cashout']);
    expect(all.every((payment) => PAYMENT_STATES.includes(payment.state))).toBe(true);
    expect((await history(cookie, '?action=cashout')).map((p) => p.amount_cents).sort()).toEqual([
      2_000, 3_000,
    ]);
    expect(await history(cookie, '?page=2&page_size=2')).toHaveLength(1);
  });

  it('answers a retry with the same Idempotency-Key with the first cash-out, and another body with 409', async () => {
    const { cookie, id } = await payingPlayer(app, { verified: true });
    await fund(app, id, 'EUR', 10_000);
    const key = randomUUID();
    const first = await createPaymentRequest(app, cookie, cashout(4_000), key);
    const second = await createPaymentRequest(app, cookie, cashout(4_000), key);
    expect(first.statusCode).toBe(201);
    expect(second.statusCode).toBe(201);
    expect(second.json<Payment>().id).toBe(first.json<Payment>().id);
    expect(await realBalance(app, cookie, 'EUR')).toBe(6_000);
    const conflict = await createPaymentRequest(app, cookie, cashout(5_000), key);
    expect(conflict.statusCode).toBe(409);
    const badKey = await createPaymentRequest(app, cookie, cashout(5_000), 'with space');
    expect(badKey.statusCode).toBe(422);
    expect(await history(cookie)).toHaveLength(1);
  });
});
