import { and, asc, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { containsCardNumber } from '@croupier/domain/payments/card';
import { VALIDATION } from '@croupier/contracts/users';
import {
  cryptoAddressSchema,
  paymentMethodsResponseSchema,
  type CreatePaymentResponse,
  type Payment,
} from '@croupier/contracts/payments';
import { ledgerTransactions } from '../../db/schema/ledger.js';
import { outboxEvents } from '../../db/schema/outbox.js';
import {
  cryptoAddresses,
  fraudChecks,
  paymentProfiles,
  payments,
  providerWebhooks,
} from '../../db/schema/payments.js';
import { players } from '../../db/schema/players.js';
import {
  buildTestAppWithPayments,
  eventually,
  postHostedForm,
  sendTestCoins,
} from '../../testing/payments-sandbox.js';
import { xhr } from '../../testing/test-app.js';
import {
  createPayment,
  createPaymentRequest,
  payingPlayer,
  playerGet,
  realBalance,
} from './payments.test-helpers.js';

/**
 * Deposits end to end against the real sandbox provider (a child process): our api creates the
 * payment, the test posts the provider's hosted form as a browser would, the provider's signed
 * webhook comes back over HTTP and the money lands (RELIABILITY WI-11 happy path, IN-07).
 */
describe('deposits through the sandbox provider', async () => {
  const { app, database, psp } = await buildTestAppWithPayments();
  const db = database.db;

  const card = (amount: number, extra: Record<string, unknown> = {}) => ({
    action: 'deposit',
    payment_method_id: 'visa-mastercard',
    amount_cents: amount,
    currency: 'EUR',
    ...extra,
  });
  const cardForm = (number: string, save = false) => ({
    number,
    expiry: '12/39',
    cvc: '123',
    name: 'Anna Berg',
    ...(save ? { save: 'on' } : {}),
  });
  const rowOf = async (id: number) =>
    (await db.select().from(payments).where(eq(payments.id, id)))[0];
  const settled = (id: number, state = 'succeeded') =>
    eventually(async () => {
      const row = await rowOf(id);
      return row?.state === state ? row : undefined;
    }, `payment ${id} ${state}`);

  it('deposits by card: hosted form, webhook, balance up, live pushes enqueued (CB-012, CB-028)', async () => {
    const { cookie, id } = await payingPlayer(app);
    const created = await createPayment(app, cookie, card(5_000));
    expect(created).toMatchObject({ state: 'pending', crypto: null, bonus_code: null });
    expect(created.redirect_url).toMatch(/\/pay\/pay_/);

    const back = await postHostedForm(
      created.redirect_url ?? '',
      cardForm('4242 4242 4242 4242', true),
    );
    expect(back.status).toBe(303);
    // The provider sends the player back to our deposit screen with both ids and the status.
    const returned = new URL(back.location ?? '');
    expect(returned.pathname).toBe('/deposit');
    expect(returned.searchParams.get('payment_id')).toBe(String(created.id));
    expect(returned.searchParams.get('status')).toBe('succeeded');

    await settled(created.id);
    expect(await realBalance(app, cookie, 'EUR')).toBe(5_000);
    const history = (await playerGet(app, cookie, '/api/player/payments')).json<Payment[]>();
    expect(history[0]).toMatchObject({ id: created.id, state: 'succeeded', recallable: false });
    expect(history[0]?.finished_at).not.toBeNull();

    const pushes = (await db.select().from(outboxEvents)).map(
      (event) =>
        event.payload as {
          channel?: string;
          playerId?: number;
          data?: { state?: string };
          reference?: string;
        },
    );
    expect(pushes).toContainEqual(
      expect.objectContaining({
        channel: 'payments_changes',
        playerId: id,
        data: expect.objectContaining({ id: created.id, state: 'succeeded' }),
      }),
    );
    // The ledger movement that the `balance` push is made from (ledger.plugin.ts).
    expect(pushes).toContainEqual(expect.objectContaining({ reference: `deposit:${created.id}` }));
    expect(pushes).toContainEqual(
      expect.objectContaining({ channel: 'payment_methods_updated', playerId: id }),
    );

    // The saved card is offered for one click; paying with it succeeds at once, credited once.
    const methods = paymentMethodsResponseSchema.parse(
      (await playerGet(app, cookie, '/api/player/payment_methods?action=deposit')).json(),
    );
    const saved = methods.find((method) => method.id === 'visa-mastercard')?.savedProfiles[0];
    expect(saved).toMatchObject({ brand: 'visa', last4: '4242', expiry: '12/39' });
    const oneClick = await createPayment(app, cookie, card(2_000, { saved_profile_id: saved?.id }));
    expect(oneClick).toMatchObject({ state: 'succeeded', redirect_url: null });
    // The provider's webhook for it arrives too, and books nothing more.
    await eventually(async () => {
      const hooks = await db.select().from(providerWebhooks);
      return hooks.some(
        (hook) =>
          (hook.payload as { data?: { merchant_reference?: string } }).data?.merchant_reference ===
            String(oneClick.id) && hook.outcome === 'ignored',
      );
    }, 'the one-click webhook');
    const credits = await db
      .select()
      .from(ledgerTransactions)
      .where(eq(ledgerTransactions.reference, `deposit:${oneClick.id}`));
    expect(credits).toHaveLength(1);
    expect(await realBalance(app, cookie, 'EUR')).toBe(7_000);
  });

  it('declines with the provider reason, and walks the 3-D Secure step (CB-013)', async () => {
    const { cookie } = await payingPlayer(app);
    const declined = await createPayment(app, cookie, card(5_000));
    await postHostedForm(declined.redirect_url ?? '', cardForm('4000000000000002'));
    const row = await settled(declined.id, 'declined');
    expect(row.reason).toBe('card_declined');
    expect(row.finishedAt).not.toBeNull();

    const secure = await createPayment(app, cookie, card(3_000));
    const challenge = await postHostedForm(secure.redirect_url ?? '', cardForm('4000000000003220'));
    expect(challenge.location).toMatch(/\/3ds$/);
    const done = await postHostedForm(
      new URL(challenge.location ?? '', secure.redirect_url ?? '').toString(),
      {
        action: 'complete',
        code: '123456',
      },
    );
    expect(done.status).toBe(303);
    await settled(secure.id);
    expect(await realBalance(app, cookie, 'EUR')).toBe(3_000);
  });

  it('takes vouchers, e-wallets and bank transfers (pending → processing → succeeded)', async () => {
    const { cookie } = await payingPlayer(app);
    const voucher = await createPayment(
      app,
      cookie,
      card(2_000, { payment_method_id: 'paysafecard' }),
    );
    await postHostedForm(voucher.redirect_url ?? '', { code: 'VOUCHER-OK-123' });
    await settled(voucher.id);

    const wallet = await createPayment(app, cookie, card(2_000, { payment_method_id: 'skrill' }));
    await postHostedForm(wallet.redirect_url ?? '', { email: 'anna@wallet.example' });
    await postHostedForm(`${wallet.redirect_url ?? ''}/wallet`, { decision: 'approve' });
    await settled(wallet.id);

    const bank = await createPayment(
      app,
      cookie,
      card(2_000, { payment_method_id: 'bank-transfer' }),
    );
    await postHostedForm(bank.redirect_url ?? '', {});
    await settled(bank.id);
    // In the order they were written: without ORDER BY, PostgreSQL returns rows in any order.
    const states = (await db.select().from(outboxEvents).orderBy(asc(outboxEvents.id)))
      .map((event) => event.payload as { channel?: string; data?: { id?: number; state?: string } })
      .filter((push) => push.channel === 'payments_changes' && push.data?.id === bank.id)
      .map((push) => push.data?.state);
    expect(states).toEqual(['pending', 'processing', 'succeeded']);
    expect(await realBalance(app, cookie, 'EUR')).toBe(6_000);
  });

  it('gives a crypto player a stable address, credits the coins received (CB-025, CB-026)', async () => {
    const { cookie, id } = await payingPlayer(app, { currency: 'BTC', profile: { city: null } });
    const address = async () =>
      cryptoAddressSchema.parse(
        (await playerGet(app, cookie, '/api/player/payment_methods/bitcoin/address')).json(),
      );
    const first = await address();
    expect(first.network).toMatch(/bitcoin/);
    expect(first.qr).toContain('<svg');
    expect((await address()).address).toBe(first.address);
    // Every coin of the spec has an address, each its own (CB-025).
    const coins = ['bitcoin-cash', 'ethereum', 'litecoin', 'dogecoin', 'tether'];
    const others = await Promise.all(
      coins.map(async (coin) =>
        cryptoAddressSchema.parse(
          (await playerGet(app, cookie, `/api/player/payment_methods/${coin}/address`)).json(),
        ),
      ),
    );
    expect(new Set([first, ...others].map((entry) => entry.address)).size).toBe(6);
    expect(
      (await playerGet(app, cookie, '/api/player/payment_methods/skrill/address')).statusCode,
    ).toBe(404);

    // A crypto player needs no complete profile (CB-003 is for fiat).
    const deposit: CreatePaymentResponse = await createPayment(app, cookie, {
      action: 'deposit',
      payment_method_id: 'bitcoin',
      amount_cents: 100_000,
      currency: 'BTC',
    });
    expect(deposit).toMatchObject({ state: 'pending', redirect_url: null });
    expect(deposit.crypto?.address).toBe(first.address);

    // The player sends a little more than announced: what arrives is credited.
    await sendTestCoins(psp, first.address, 150_000);
    const credited = await settled(deposit.id);
    expect(credited.amountCents).toBe(150_000);
    expect(await realBalance(app, cookie, 'BTC')).toBe(150_000);

    // Coins sent without opening a deposit are the address owner's too.
    await sendTestCoins(psp, first.address, 20_000);
    await eventually(
      async () => (await realBalance(app, cookie, 'BTC')) === 170_000,
      'unsolicited coins',
    );
    const [owner] = await db
      .select()
      .from(cryptoAddresses)
      .where(and(eq(cryptoAddresses.playerId, id), eq(cryptoAddresses.currency, 'BTC')));
    expect(owner?.address).toBe(first.address);

    // Below the method's minimum (0.0001 BTC) nothing is credited: held for an operator.
    await sendTestCoins(psp, first.address, 5_000);
    const held = await eventually(async () => {
      const rows = await db.select().from(payments).where(eq(payments.playerId, id));
      return rows.find((row) => row.heldForReview);
    }, 'the small transfer held');
    expect(held.reason).toMatch(/^below_minimum/);
    expect(await realBalance(app, cookie, 'BTC')).toBe(170_000);
  });

  it('drops a stored bonus code it cannot take and still deposits, keeps one it can; refuses a typed unknown one (CB-019)', async () => {
    const { cookie, id } = await payingPlayer(app);
    await db.update(players).set({ depositBonusCode: 'SPRING2024' }).where(eq(players.id, id));
    const without = await createPayment(app, cookie, card(5_000));
    expect(without).toMatchObject({ state: 'pending', bonus_code: null });
    const [player] = await db.select().from(players).where(eq(players.id, id));
    expect(player?.depositBonusCode).toBeNull();

    // A code the brand offers is taken and kept on the deposit (its gift comes on the credit,
    // gifts-deposit.psp.test.ts); an unknown one typed into the deposit is refused in place.
    await db.update(players).set({ depositBonusCode: 'WELCOME100' }).where(eq(players.id, id));
    const stored = await createPayment(app, cookie, card(5_000));
    expect(stored).toMatchObject({ state: 'pending', bonus_code: 'WELCOME100' });
    const before = await db.select().from(payments).where(eq(payments.playerId, id));
    const typed = await createPaymentRequest(
      app,
      cookie,
      card(5_000, { bonus_code: 'NO-SUCH-CODE' }),
    );
    expect(typed.statusCode).toBe(422);
    expect(typed.json()).toMatchObject({ errors: { bonus_code: [VALIDATION.BONUS_CODE_INVALID] } });
    const after = await db.select().from(payments).where(eq(payments.playerId, id));
    expect(after).toHaveLength(before.length);
  });

  it('stores no card number anywhere (IN-07)', async () => {
    const tables = [
      payments,
      paymentProfiles,
      providerWebhooks,
      fraudChecks,
      ledgerTransactions,
      outboxEvents,
    ];
    for (const table of tables) {
      const rows: unknown[] = await db.select().from(table);
      expect(rows.length, 'the card tests above stored rows').toBeGreaterThan(0);
      const strings: string[] = [];
      const collect = (value: unknown): void => {
        if (typeof value === 'string') strings.push(value);
        else if (Array.isArray(value)) value.forEach(collect);
        else if (value !== null && typeof value === 'object' && !(value instanceof Date)) {
          Object.values(value).forEach(collect);
        }
      };
      collect(rows);
      expect(strings.filter(containsCardNumber)).toEqual([]);
    }
    const created = await app.inject({
      method: 'POST',
      url: '/api/player/payments',
      headers: { ...xhr, cookie: (await payingPlayer(app)).cookie },
      payload: card(5_000, { bonus_code: '4242 4242 4242 4242' }),
    });
    // A card number sent to us anyway is refused before anything is stored.
    expect(created.statusCode).toBe(422);
  });
});
