import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  giftChangeAnswerSchema,
  giftOfferSchema,
  giftSchema,
  type GiftTemplateRules,
} from '@croupier/contracts/gifts';
import { playerSchema } from '@croupier/contracts/player';
import { playerGifts } from '../../db/schema/gifts.js';
import { ledgerAccounts } from '../../db/schema/ledger.js';
import { notifications } from '../../db/schema/notifications.js';
import { payments } from '../../db/schema/payments.js';
import { playerGroups, players } from '../../db/schema/players.js';
import { registerTestPlayer } from '../../testing/players.js';
import { buildTestApp, xhr } from '../../testing/test-app.js';
import { trialBalance } from '../ledger/ledger-audit.service.js';
import { postTransaction } from '../ledger/ledger.service.js';
import { enqueueEvent } from '../outbox/outbox.service.js';
import { insertTemplate, type NewGiftTemplate } from './gift-templates.repository.js';
import { issueGift, type PlayerGiftRow } from './gifts.service.js';

/**
 * The gifts engine over HTTP against a real database (engagement.md §4 Gifts, §7; DESIGN.md §12):
 * the lists, activation and the queue rule, cancel with forfeit, the expiry job, the withdrawal
 * and self-exclusion forfeits, deposit and registration gifts, and the refusals (401, 404, 422),
 * in EUR, JPY (no decimals) and BTC (1e-8). After every change the ledger's `player_bonus`
 * balance equals the `bonus_cents` of the gift being wagered, and the trial balance is zero.
 */
describe('gifts engine', async () => {
  const { app, database } = await buildTestApp();
  const db = database.db;
  const deps = app.deps;
  const now = () => deps.clock.now();

  const AMOUNTS = { EUR: 1_000, JPY: 1_500, BTC: 20_000 } as const;
  type Currency = keyof typeof AMOUNTS;

  const rules = (patch: Partial<GiftTemplateRules> = {}): GiftTemplateRules => ({
    amount: { kind: 'fixed', cents: { ...AMOUNTS } },
    wagering: { multiplier: 10, of: 'bonus' },
    contributions: { slots: 100, '*': 20 },
    maxBetCents: { EUR: 500, JPY: 700, BTC: 10_000 },
    activationDays: 3,
    wageringDays: 7,
    eligibility: {},
    ...patch,
  });
  const newTemplate = (
    patch: Partial<NewGiftTemplate> = {},
    rulePatch: Partial<GiftTemplateRules> = {},
  ) =>
    insertTemplate(db, {
      key: `test-${randomUUID().slice(0, 8)}`,
      kind: 'non_deposit',
      family: 'bonus',
      title: 'Test bonus',
      groupKey: 'test_bonus',
      rules: rules(rulePatch),
      terms: { en: 'Wager it ten times.' },
      ...patch,
    });
  const issue = (playerId: number, templateId: number, currency: string, extra: object = {}) =>
    db.transaction((tx) =>
      issueGift(tx, deps, {
        playerId,
        templateId,
        currency,
        sourceReference: `test:${randomUUID()}`,
        now: now(),
        ...extra,
      }),
    );
  const newPlayer = (currency: Currency = 'EUR') =>
    registerTestPlayer(app, currency === 'EUR' ? {} : { currency });

  const get = (cookie: string | null, url: string) =>
    app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const activate = (cookie: string, id: unknown, family = 'bonuses') =>
    app.inject({
      method: 'POST',
      url: `/api/player/${family}/${String(id)}/activation`,
      headers: { ...xhr, cookie },
    });
  const cancel = (cookie: string, id: unknown, family = 'bonuses') =>
    app.inject({
      method: 'DELETE',
      url: `/api/player/${family}/${String(id)}`,
      headers: { ...xhr, cookie },
    });
  const giftRow = async (id: number): Promise<PlayerGiftRow> => {
    const [row] = await db.select().from(playerGifts).where(eq(playerGifts.id, id));
    if (!row) throw new Error(`no gift ${id}`);
    return row;
  };
  const balanceOf = async (playerId: number, currency: string, kind: string) => {
    const [row] = await db
      .select()
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.playerId, playerId),
          eq(ledgerAccounts.currency, currency),
          eq(ledgerAccounts.kind, kind),
        ),
      );
    return row?.balance ?? 0;
  };
  /** The engine's invariant, and the books' (RELIABILITY §3.2). */
  const expectBooksHold = async (playerId: number, currency: string) => {
    const playing = await db
      .select()
      .from(playerGifts)
      .where(
        and(
          eq(playerGifts.playerId, playerId),
          eq(playerGifts.currency, currency),
          eq(playerGifts.stage, 'handle_bets'),
        ),
      );
    expect(playing.length).toBeLessThanOrEqual(1);
    expect(await balanceOf(playerId, currency, 'player_bonus')).toBe(playing[0]?.bonusCents ?? 0);
    const books = await trialBalance(db);
    expect(books.ok, JSON.stringify(books)).toBe(true);
  };
  const fund = (playerId: number, currency: string, cents: number) =>
    db.transaction((tx) =>
      postTransaction(tx, {
        reference: `test-fund:${randomUUID()}`,
        kind: 'adjustment',
        currency,
        legs: [
          { account: { kind: 'house' }, amount: -cents },
          { account: { kind: 'player_real', playerId }, amount: cents },
        ],
        now: now(),
      }),
    );
  const drain = () => app.outbox.drain();

  it('lists need a signed-in player; deposit offers are empty for guests, registration offers public', async () => {
    for (const url of ['/api/player/bonuses', '/api/player/freespins', '/api/v2/bonuses']) {
      expect((await get(null, url)).statusCode, url).toBe(401);
    }
    const deposit = await get(null, '/api/bonuses/deposit');
    expect(deposit.statusCode).toBe(200);
    expect(deposit.json()).toEqual([]);
    const registration = await get(null, '/api/bonuses/registration?currency=EUR');
    expect(registration.statusCode).toBe(200);
    const offers = giftOfferSchema.array().parse(registration.json());
    expect(offers.every((offer) => offer.type === 'NonDeposit')).toBe(true);
    expect((await get(null, '/api/bonuses/registration?currency=eur')).statusCode).toBe(422);
    const { cookie } = await newPlayer();
    expect((await get(cookie, '/api/bonuses/deposit?currency=1')).statusCode).toBe(422);
    expect(
      (await app.inject({ method: 'POST', url: '/api/player/bonuses/1/activation', headers: xhr }))
        .statusCode,
    ).toBe(401);
    expect(
      (await app.inject({ method: 'DELETE', url: '/api/player/freespins/1', headers: xhr }))
        .statusCode,
    ).toBe(401);
  });

  for (const currency of ['EUR', 'JPY', 'BTC'] as const) {
    it(`${currency}: issue, activate, queue, cancel with forfeit; the next waiting gift starts`, async () => {
      const { cookie, player } = await newPlayer(currency);
      const template = await newTemplate();
      const amount = AMOUNTS[currency];
      const first = (await issue(player.id, template.id, currency)).gift;
      const second = (await issue(player.id, template.id, currency)).gift;

      const listed = giftSchema.array().parse((await get(cookie, '/api/player/bonuses')).json());
      expect(listed.map((gift) => gift.id)).toEqual([second.id, first.id]);
      expect(listed[1]).toMatchObject({
        stage: 'issued',
        type: 'NonDeposit',
        family: 'bonus',
        currency,
        amount_cents: amount,
        bonus_cents: 0,
        amount_wager_requirement_cents: 10 * amount,
        activatable: true,
        cancelable: true,
        terms: 'Wager it ten times.',
        bonuses: [{ title: 'Test bonus' }],
      });
      expect(listed[1]?.activatable_until).not.toBeNull();
      expect((await get(cookie, '/api/player/freespins')).json()).toEqual([]);
      expect(giftSchema.array().parse((await get(cookie, '/api/v2/bonuses')).json())).toHaveLength(
        2,
      );
      await expectBooksHold(player.id, currency);

      // Activation: wagering starts, the bonus money is granted from promotions.
      const started = await activate(cookie, first.id);
      expect(started.statusCode, started.body).toBe(200);
      const answer = giftChangeAnswerSchema.parse(started.json());
      expect(answer.stage).toBe('handle_bets');
      expect(answer.gift).toMatchObject({
        stage: 'handle_bets',
        bonus_cents: amount,
        amount_wager_requirement_cents: 10 * amount,
        activatable: false,
        cancelable: true,
      });
      expect(answer.gift.wager_until).not.toBeNull();
      expect(await balanceOf(player.id, currency, 'player_bonus')).toBe(amount);
      await expectBooksHold(player.id, currency);

      // One bonus is wagered at a time: the second waits.
      const queued = giftChangeAnswerSchema.parse((await activate(cookie, second.id)).json());
      expect(queued.stage).toBe('wait');
      expect(await balanceOf(player.id, currency, 'player_bonus')).toBe(amount);
      await expectBooksHold(player.id, currency);

      // A second activation of the same gift is refused with its reason.
      const again = await activate(cookie, first.id);
      expect(again.statusCode).toBe(422);
      expect(again.json()).toEqual({
        code: 'invalid_input',
        errors: { base: ['not_activatable'] },
      });

      // Cancel: the bonus money goes back to promotions, real money untouched, the next starts.
      await fund(player.id, currency, 777);
      const canceled = await cancel(cookie, first.id);
      expect(canceled.statusCode, canceled.body).toBe(200);
      expect(giftChangeAnswerSchema.parse(canceled.json()).gift).toMatchObject({
        stage: 'canceled',
        bonus_cents: 0,
        cancelable: false,
      });
      expect(await balanceOf(player.id, currency, 'player_real')).toBe(777);
      expect((await giftRow(first.id)).endReason).toBe('player');
      expect(await giftRow(second.id)).toMatchObject({ stage: 'handle_bets', bonusCents: amount });
      expect(await balanceOf(player.id, currency, 'player_bonus')).toBe(amount);
      await expectBooksHold(player.id, currency);

      // Canceling an ended gift is refused.
      const twice = await cancel(cookie, first.id);
      expect(twice.statusCode).toBe(422);
      expect(twice.json()).toEqual({ code: 'invalid_input', errors: { base: ['not_cancelable'] } });

      // Each change told the player on bonuses_changes with the gift and a button to the gifts.
      const told = await db
        .select()
        .from(notifications)
        .where(eq(notifications.playerId, player.id));
      expect(told.length).toBeGreaterThanOrEqual(5);
      expect(told.every((row) => row.type === 'bonuses_changes')).toBe(true);
      expect(told[0]?.payload).toMatchObject({
        identifier: `gift:${first.id}`,
        content: { button: { title: 'Open gifts', path: '/profile/gifts' } },
      });
    });
  }

  it('two activations at once: one bonus is wagered, the other waits', async () => {
    const { cookie, player } = await newPlayer('JPY');
    const template = await newTemplate();
    const gifts = await Promise.all([
      issue(player.id, template.id, 'JPY'),
      issue(player.id, template.id, 'JPY'),
    ]);
    const answers = await Promise.all(gifts.map(({ gift }) => activate(cookie, gift.id)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([200, 200]);
    const stages = answers.map((answer) => giftChangeAnswerSchema.parse(answer.json()).stage);
    expect(stages.sort()).toEqual(['handle_bets', 'wait']);
    await expectBooksHold(player.id, 'JPY');
  });

  it('free spins the studio cannot take now: 503, the gift stays issued', async () => {
    const { cookie, player } = await newPlayer();
    const template = await newTemplate(
      { kind: 'giftspin', family: 'freespins', title: 'Ten spins' },
      {
        amount: { kind: 'winnings' },
        freespins: {
          count: 10,
          games: ['croupier/fruit-slot'],
          betCents: { EUR: 20 },
          playDays: 3,
        },
      },
    );
    const { gift } = await issue(player.id, template.id, 'EUR');
    const answer = await activate(cookie, gift.id, 'freespins');
    expect(answer.statusCode, answer.body).toBe(503);
    expect((await giftRow(gift.id)).stage).toBe('issued');
    expect((await activate(cookie, gift.id, 'bonuses')).statusCode).toBe(404);
    // Another player's free spins: 404 on both calls, and nothing changes (AC-01).
    const other = await newPlayer();
    expect((await activate(other.cookie, gift.id, 'freespins')).statusCode).toBe(404);
    expect((await cancel(other.cookie, gift.id, 'freespins')).statusCode).toBe(404);
    expect((await giftRow(gift.id)).stage).toBe('issued');
    const canceled = await cancel(cookie, gift.id, 'freespins');
    expect(giftChangeAnswerSchema.parse(canceled.json()).gift).toMatchObject({
      stage: 'canceled',
      family: 'freespins',
    });
  });

  it('a gift without wagering pays real money at once and finishes', async () => {
    const { cookie, player } = await newPlayer('JPY');
    const template = await newTemplate(
      { kind: 'cash' },
      { wagering: { multiplier: 0, of: 'bonus' } },
    );
    const { gift } = await issue(player.id, template.id, 'JPY');
    expect(gift.wagerRequirementCents).toBe(0);
    const answer = giftChangeAnswerSchema.parse((await activate(cookie, gift.id)).json());
    expect(answer.gift).toMatchObject({ stage: 'finished', type: 'Cash', cancelable: false });
    expect(await balanceOf(player.id, 'JPY', 'player_real')).toBe(1_500);
    await expectBooksHold(player.id, 'JPY');
  });

  it('when the wallet ends the bonus in play, the player is told and the next waiting one starts', async () => {
    const { cookie, player } = await newPlayer('BTC');
    const template = await newTemplate();
    const first = (await issue(player.id, template.id, 'BTC')).gift;
    const second = (await issue(player.id, template.id, 'BTC')).gift;
    await activate(cookie, first.id);
    await activate(cookie, second.id);
    expect((await giftRow(second.id)).stage).toBe('wait');

    // What the wallet does inside a bet that meets the requirement (max win 15,000).
    await db.transaction(async (tx) => {
      await postTransaction(tx, {
        reference: `test-convert:${first.id}`,
        kind: 'bonus_convert',
        currency: 'BTC',
        legs: [
          { account: { kind: 'player_bonus', playerId: player.id }, amount: -20_000 },
          { account: { kind: 'player_real', playerId: player.id }, amount: 15_000 },
          { account: { kind: 'promotions' }, amount: 5_000 },
        ],
        now: now(),
      });
      await tx
        .update(playerGifts)
        .set({ stage: 'wager_done', bonusCents: 0, wageredCents: 200_000, endedAt: now() })
        .where(eq(playerGifts.id, first.id));
      await enqueueEvent(tx, 'gift.wagering-ended', {
        playerId: player.id,
        giftId: first.id,
        currency: 'BTC',
        stage: 'wager_done',
        convertedCents: 15_000,
        forfeitedCents: 5_000,
        createdAt: now().toISOString(),
      });
    });
    await drain();
    expect(await giftRow(second.id)).toMatchObject({ stage: 'handle_bets', bonusCents: 20_000 });
    await expectBooksHold(player.id, 'BTC');
    const told = await db.select().from(notifications).where(eq(notifications.playerId, player.id));
    // What was paid and what the max win held back, in the gift's currency (BTC: 8 decimals).
    expect(told.map((row) => (row.payload as { text: string }).text)).toContainEqual(
      expect.stringContaining(
        'wagering complete, 0.00015000 BTC was paid to your real balance. The 0.00005000 BTC above its max win was removed.',
      ),
    );
  });

  it('404 for another player’s gift or the other family’s path; 422 for bad ids', async () => {
    const owner = await newPlayer();
    const other = await newPlayer();
    const template = await newTemplate();
    const { gift } = await issue(owner.player.id, template.id, 'EUR');
    expect((await activate(other.cookie, gift.id)).statusCode).toBe(404);
    expect((await cancel(other.cookie, gift.id)).statusCode).toBe(404);
    expect((await activate(owner.cookie, gift.id, 'freespins')).statusCode).toBe(404);
    expect((await cancel(owner.cookie, gift.id, 'freespins')).statusCode).toBe(404);
    expect((await activate(owner.cookie, 999_999_999)).statusCode).toBe(404);
    for (const id of ['abc', '0', '-1', '1.5', '99999999999999999999']) {
      expect((await activate(owner.cookie, id)).statusCode, id).toBe(422);
      expect((await cancel(owner.cookie, id)).statusCode, id).toBe(422);
    }
    expect((await giftRow(gift.id)).stage).toBe('issued');
    await expectBooksHold(owner.player.id, 'EUR');
  });

  it('the expiry job: an issued gift past its window expires, a bonus past its deadline is forfeited', async () => {
    const { cookie, player } = await newPlayer();
    const template = await newTemplate();
    const late = (await issue(player.id, template.id, 'EUR')).gift;
    const playing = (await issue(player.id, template.id, 'EUR')).gift;
    const waiting = (await issue(player.id, template.id, 'EUR')).gift;
    await activate(cookie, playing.id);
    await activate(cookie, waiting.id);
    const past = new Date(now().getTime() - 1_000);
    await db.update(playerGifts).set({ activatableUntil: past }).where(eq(playerGifts.id, late.id));
    const refused = await activate(cookie, late.id);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ base: ['activation_expired'] });
    await db.update(playerGifts).set({ wagerUntil: past }).where(eq(playerGifts.id, playing.id));

    await app.outbox.runJobNow('gifts-expiry');
    expect(await giftRow(late.id)).toMatchObject({ stage: 'expired', endReason: 'expiry' });
    expect(await giftRow(playing.id)).toMatchObject({
      stage: 'expired',
      endReason: 'expiry',
      bonusCents: 0,
    });
    expect(await giftRow(waiting.id)).toMatchObject({ stage: 'handle_bets', bonusCents: 1_000 });
    await expectBooksHold(player.id, 'EUR');
  });

  it('a withdrawal request forfeits the bonus in play in that currency, never real money', async () => {
    const { cookie, player } = await newPlayer();
    const template = await newTemplate();
    const { gift } = await issue(player.id, template.id, 'EUR');
    await activate(cookie, gift.id);
    await fund(player.id, 'EUR', 5_000);
    await db.transaction((tx) =>
      postTransaction(tx, {
        reference: `withdrawal_reserve:test-${randomUUID()}`,
        kind: 'withdrawal_reserve',
        currency: 'EUR',
        legs: [
          { account: { kind: 'player_real', playerId: player.id }, amount: -2_000 },
          { account: { kind: 'withdrawals_pending' }, amount: 2_000 },
        ],
        now: now(),
      }),
    );
    await drain();
    expect(await giftRow(gift.id)).toMatchObject({ stage: 'canceled', endReason: 'withdrawal' });
    expect(await balanceOf(player.id, 'EUR', 'player_real')).toBe(3_000);
    await expectBooksHold(player.id, 'EUR');
  });

  it('a time-out ends every gift: the bonus in play is forfeited, issued and waiting ones canceled', async () => {
    const { cookie, player } = await newPlayer();
    const template = await newTemplate();
    const playing = (await issue(player.id, template.id, 'EUR')).gift;
    const waiting = (await issue(player.id, template.id, 'EUR')).gift;
    const issued = (await issue(player.id, template.id, 'EUR')).gift;
    await activate(cookie, playing.id);
    await activate(cookie, waiting.id);
    const timeOut = await app.inject({
      method: 'POST',
      url: '/api/user_limits',
      headers: { ...xhr, cookie },
      payload: { type: 'cooling_off', days: 1 },
    });
    expect(timeOut.statusCode, timeOut.body).toBe(201);
    await drain();
    for (const id of [playing.id, waiting.id, issued.id]) {
      expect(await giftRow(id)).toMatchObject({ stage: 'canceled', endReason: 'self_exclusion' });
    }
    await expectBooksHold(player.id, 'EUR');
    // RG-06: no new bonus of any kind while it runs, by any path.
    await expect(issue(player.id, template.id, 'EUR')).rejects.toMatchObject({
      fields: { base: ['self_excluded'] },
    });
    const code = await app.inject({
      method: 'POST',
      url: '/api/bonuses/coupon',
      headers: { ...xhr, cookie },
      payload: { coupon_code: 'WELCOME10' },
    });
    expect(code.json()).toEqual({
      code: 'invalid_input',
      errors: { coupon_code: ['not_eligible'] },
    });
  });

  describe('deposit gifts (GF-010, GF-011, CB-029)', () => {
    const depositTemplate = (
      rulePatch: Partial<GiftTemplateRules> = {},
      groupKey = 'welcome_test',
    ) =>
      newTemplate(
        { kind: 'deposit_bonus', groupKey, title: 'Deposit match' },
        {
          amount: {
            kind: 'percent',
            percent: 100,
            capCents: { EUR: 20_000, JPY: 30_000, BTC: 500_000 },
          },
          wagering: { multiplier: 5, of: 'deposit_and_bonus' },
          ...rulePatch,
        },
      );
    /** A credited deposit as the cashbox books it, with the gift chosen in the deposit step. */
    const credit = async (
      playerId: number,
      currency: string,
      cents: number,
      templateId?: number,
    ) => {
      const [row] = await db
        .insert(payments)
        .values({
          playerId,
          action: 'deposit',
          state: 'succeeded',
          methodId: 'test',
          provider: 'test',
          amountCents: cents,
          currency,
          createdAt: now(),
          updatedAt: now(),
        })
        .returning();
      if (!row) throw new Error('no payment');
      await db.transaction((tx) =>
        postTransaction(tx, {
          reference: `deposit:${row.id}`,
          kind: 'deposit',
          currency,
          legs: [
            { account: { kind: 'psp_clearing' }, amount: -cents },
            { account: { kind: 'player_real', playerId }, amount: cents },
          ],
          metadata: {
            paymentId: row.id,
            method: 'test',
            ...(templateId ? { giftTemplateId: templateId } : {}),
          },
          now: now(),
        }),
      );
      await drain();
      return row.id;
    };
    // The deposits' own gifts: a first deposit also completes the seeded first-deposit
    // achievement, whose prize (`tournament:…`) is another story (tournaments.routes.test.ts).
    const giftsOf = async (playerId: number) =>
      (await db.select().from(playerGifts).where(eq(playerGifts.playerId, playerId))).filter(
        (gift) => !gift.sourceReference.startsWith('tournament:'),
      );

    it('offers the eligible templates and issues the chosen one, activated, when the deposit is credited', async () => {
      const { cookie, player } = await newPlayer('JPY');
      const first = await depositTemplate({
        eligibility: { depositNumber: 1, minDepositCents: { JPY: 1_000 } },
      });
      const second = await depositTemplate({ eligibility: { depositNumber: 2 } });
      const random = await depositTemplate({}, 'random_deposit');
      const promoOnly = await depositTemplate({ eligibility: { promoOnly: true } });
      const offers = giftOfferSchema
        .array()
        .parse((await get(cookie, '/api/bonuses/deposit')).json());
      const ids = offers.map((offer) => offer.id);
      expect(ids).toContain(first.id);
      expect(ids).not.toContain(second.id);
      expect(ids).not.toContain(random.id);
      expect(ids).not.toContain(promoOnly.id);
      expect(offers.find((offer) => offer.id === first.id)).toMatchObject({
        currency: 'JPY',
        type: 'Deposit bonus',
        percent: 100,
        amount_cents: null,
        max_amount_cents: 30_000,
        min_deposit_cents: 1_000,
        deposit_number: 1,
        wager_multiplier: 5,
      });

      // Below the minimum: credited, no gift.
      await credit(player.id, 'JPY', 999, first.id);
      expect(await giftsOf(player.id)).toEqual([]);

      // The second deposit: the first-deposit template is no longer offered nor given.
      const offersNow = giftOfferSchema
        .array()
        .parse((await get(cookie, '/api/bonuses/deposit')).json());
      expect(offersNow.map((offer) => offer.id)).toContain(second.id);
      expect(offersNow.map((offer) => offer.id)).not.toContain(first.id);
      expect(await giftsOf(player.id)).toEqual([]);

      const paymentId = await credit(player.id, 'JPY', 2_500, second.id);
      const [gift] = await giftsOf(player.id);
      expect(gift).toMatchObject({
        stage: 'handle_bets',
        kind: 'deposit_bonus',
        amountCents: 2_500,
        bonusCents: 2_500,
        // 5 × (deposit + bonus)
        wagerRequirementCents: 25_000,
        depositId: paymentId,
        sourceReference: `deposit:${paymentId}:${second.key}`,
      });
      await expectBooksHold(player.id, 'JPY');

      // The third deposit is not the second: that template is refused on it.
      await credit(player.id, 'JPY', 2_500, second.id);
      expect(await giftsOf(player.id)).toHaveLength(1);
    });

    it('caps a percentage at the currency’s cap (BTC) and queues behind the bonus in play', async () => {
      const { cookie, player } = await newPlayer('BTC');
      const plain = await newTemplate();
      const { gift: playing } = await issue(player.id, plain.id, 'BTC');
      await activate(cookie, playing.id);
      const template = await depositTemplate();
      await credit(player.id, 'BTC', 9_000_000, template.id);
      const gifts = await giftsOf(player.id);
      expect(gifts.find((gift) => gift.templateId === template.id)).toMatchObject({
        stage: 'wait',
        amountCents: 500_000,
        bonusCents: 0,
      });
      await expectBooksHold(player.id, 'BTC');
    });

    it('refuses players GF-010 excludes: multi-account group 100, a stored bonus code, bonuses off', async () => {
      const template = await depositTemplate();
      const multi = await newPlayer();
      await db
        .insert(playerGroups)
        .values({ playerId: multi.player.id, groupId: 100, source: 'test' });
      expect((await get(multi.cookie, '/api/bonuses/deposit')).json()).toEqual([]);
      await credit(multi.player.id, 'EUR', 5_000, template.id);
      expect(await giftsOf(multi.player.id)).toEqual([]);

      const coded = await newPlayer();
      await db
        .update(players)
        .set({ depositBonusCode: 'CODE' })
        .where(eq(players.id, coded.player.id));
      expect((await get(coded.cookie, '/api/bonuses/deposit')).json()).toEqual([]);

      const off = await newPlayer();
      await db.update(players).set({ canIssueBonuses: false }).where(eq(players.id, off.player.id));
      expect((await get(off.cookie, '/api/bonuses/deposit')).json()).toEqual([]);
      await credit(off.player.id, 'EUR', 5_000, template.id);
      expect(await giftsOf(off.player.id)).toEqual([]);

      // GF-021: the player enables bonuses again, then the offers are back.
      const enable = await app.inject({
        method: 'PATCH',
        url: '/api/player/update_bonus_settings',
        headers: { ...xhr, cookie: off.cookie },
        payload: { can_issue: true },
      });
      expect(enable.statusCode, enable.body).toBe(200);
      expect(playerSchema.parse(enable.json()).can_issue_bonuses).toBe(true);
      const offers = giftOfferSchema
        .array()
        .parse((await get(off.cookie, '/api/bonuses/deposit')).json());
      expect(offers.map((offer) => offer.id)).toContain(template.id);
      for (const payload of [{}, { can_issue: 'yes' }, null]) {
        const bad = await app.inject({
          method: 'PATCH',
          url: '/api/player/update_bonus_settings',
          headers: { ...xhr, cookie: off.cookie, 'content-type': 'application/json' },
          payload: JSON.stringify(payload),
        });
        expect(bad.statusCode, JSON.stringify(payload)).toBe(422);
      }
      const guest = await app.inject({
        method: 'PATCH',
        url: '/api/player/update_bonus_settings',
        headers: xhr,
        payload: { can_issue: true },
      });
      expect(guest.statusCode).toBe(401);
    });
  });

  it('issues the registration gift chosen at sign-up (bonus_id), once', async () => {
    const template = await newTemplate({ kind: 'registration', title: 'Welcome bonus' });
    const registered = await registerTestPlayer(app, { bonus_id: template.id });
    await drain();
    const gifts = giftSchema
      .array()
      .parse((await get(registered.cookie, '/api/player/bonuses')).json());
    expect(gifts).toHaveLength(1);
    expect(gifts[0]).toMatchObject({
      title: 'Welcome bonus',
      stage: 'issued',
      amount_cents: 1_000,
    });
    const [row] = await db
      .select()
      .from(playerGifts)
      .where(eq(playerGifts.playerId, registered.player.id));
    expect(row?.sourceReference).toBe(`registration:${registered.player.id}:${template.key}`);

    // Not a registration template: nothing issued.
    const other = await newTemplate();
    const second = await registerTestPlayer(app, { bonus_id: other.id });
    await drain();
    expect((await get(second.cookie, '/api/player/bonuses')).json()).toEqual([]);

    await expect(registerTestPlayer(app, { bonus_id: 'one' })).rejects.toThrow(/422/);
  });

  it('free spins past their play window: the spins left are dropped, what they won is wagered', async () => {
    const { player } = await newPlayer('BTC');
    const template = await newTemplate(
      { kind: 'giftspin', family: 'freespins', title: 'Late spins' },
      {
        amount: { kind: 'winnings' },
        wagering: { multiplier: 3, of: 'bonus' },
        freespins: {
          count: 10,
          games: ['croupier/fruit-slot'],
          betCents: { BTC: 100 },
          playDays: 1,
        },
      },
    );
    const { gift } = await issue(player.id, template.id, 'BTC');
    const windowEnd = new Date(now().getTime() - 60_000);
    await db.transaction(async (tx) => {
      await tx
        .update(playerGifts)
        .set({ stage: 'activated', freespinsLeft: 4, amountCents: 900, wagerUntil: windowEnd })
        .where(eq(playerGifts.id, gift.id));
      await postTransaction(tx, {
        reference: `test-spin-wins:${gift.id}`,
        kind: 'adjustment',
        currency: 'BTC',
        legs: [
          { account: { kind: 'provider_clearing' }, amount: -900 },
          { account: { kind: 'bonus_liability' }, amount: 900 },
        ],
        now: now(),
      });
    });
    // Within the grace after the window nothing happens (a spin may still be on its way).
    await app.outbox.runJobNow('gifts-expiry');
    expect((await giftRow(gift.id)).stage).toBe('activated');
    await db
      .update(playerGifts)
      .set({ wagerUntil: new Date(now().getTime() - 6 * 60_000) })
      .where(eq(playerGifts.id, gift.id));
    await app.outbox.runJobNow('gifts-expiry');
    expect(await giftRow(gift.id)).toMatchObject({
      stage: 'handle_bets',
      freespinsLeft: 0,
      bonusCents: 900,
      wagerRequirementCents: 2_700,
    });
    await expectBooksHold(player.id, 'BTC');
  });

  it('free spins that won start wagering their winnings; free spins that won nothing finish', async () => {
    const { cookie, player } = await newPlayer();
    const template = await newTemplate(
      { kind: 'giftspin', family: 'freespins', title: 'Fifty spins' },
      {
        amount: { kind: 'winnings' },
        wagering: { multiplier: 20, of: 'bonus' },
        freespins: {
          count: 50,
          games: ['croupier/fruit-slot'],
          betCents: { EUR: 20 },
          playDays: 3,
        },
      },
    );
    const won = (await issue(player.id, template.id, 'EUR')).gift;
    const lost = (await issue(player.id, template.id, 'EUR')).gift;
    const listed = giftSchema.array().parse((await get(cookie, '/api/player/freespins')).json());
    expect(listed.map((gift) => gift.id)).toEqual([lost.id, won.id]);
    expect(listed[0]).toMatchObject({
      type: 'Giftspin',
      family: 'freespins',
      freespins_total: 50,
      games: ['croupier/fruit-slot'],
      freespin_bet_cents: 20,
    });
    expect((await get(cookie, '/api/player/bonuses')).json()).toEqual([]);

    // As the wallet leaves them after the spins: played, winnings held in bonus_liability.
    await db.transaction(async (tx) => {
      await tx
        .update(playerGifts)
        .set({ stage: 'activated', freespinsLeft: 0, amountCents: 340 })
        .where(eq(playerGifts.id, won.id));
      await tx
        .update(playerGifts)
        .set({ stage: 'activated', freespinsLeft: 0 })
        .where(eq(playerGifts.id, lost.id));
      await postTransaction(tx, {
        reference: `test-spin-wins:${won.id}`,
        kind: 'adjustment',
        currency: 'EUR',
        legs: [
          { account: { kind: 'provider_clearing' }, amount: -340 },
          { account: { kind: 'bonus_liability' }, amount: 340 },
        ],
        now: now(),
      });
      for (const [gift, winningsCents] of [
        [won, 340],
        [lost, 0],
      ] as const) {
        await enqueueEvent(tx, 'gift.freespins-ended', {
          playerId: player.id,
          giftId: gift.id,
          currency: 'EUR',
          winningsCents,
          createdAt: now().toISOString(),
        });
      }
    });
    await drain();
    expect(await giftRow(won.id)).toMatchObject({
      stage: 'handle_bets',
      bonusCents: 340,
      wagerRequirementCents: 6_800,
    });
    expect(await giftRow(lost.id)).toMatchObject({ stage: 'finished', bonusCents: 0 });
    await expectBooksHold(player.id, 'EUR');
    const told = await db.select().from(notifications).where(eq(notifications.playerId, player.id));
    expect(told.every((row) => row.type === 'freespins_changes')).toBe(true);
  });
});
