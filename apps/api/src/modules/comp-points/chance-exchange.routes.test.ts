import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  compPointRatesResponseSchema,
  compPointsBalanceSchema,
  exchangeAnswerSchema,
  exchangeRefusalSchema,
  redeemableRewardsResponseSchema,
  type CompPointRate,
} from '@croupier/contracts/comp-points';
import { chanceDrawResultSchema, chanceStateSchema } from '@croupier/contracts/lootboxes';
import { playerGifts } from '../../db/schema/gifts.js';
import { lootboxTemplates } from '../../db/schema/lootboxes.js';
import { registerTestPlayer, type TestPlayer } from '../../testing/players.js';
import { buildTestApp, xhr } from '../../testing/test-app.js';
import { martCurrencies } from '../brand/seed-data/comp-points.js';
import { addPoints } from './comp-points.repository.js';

/**
 * Comp points buy Rocket Chance entries (issue 17, RT-035; docs/api.md "Rocket Chance"): the
 * `chances` rate type over HTTP against a real database. The rate is listed in every
 * real-money currency, the exchange debits the points and issues the entry gift in one
 * transaction (idempotent by the key, never spending a point twice), and the entry is then
 * drawn on `POST /api/player/chance/draws`. In EUR, JPY (no decimals) and BTC.
 */
describe('comp points buy Rocket Chance entries', async () => {
  const { app, database, clock } = await buildTestApp();
  const db = database.db;

  const newPlayer = (currency: 'EUR' | 'JPY' | 'BTC' = 'EUR') =>
    registerTestPlayer(app, currency === 'EUR' ? {} : { currency });
  const get = (cookie: string | null, url: string) =>
    app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const post = (cookie: string | null, url: string, payload: object, key?: string) =>
    app.inject({
      method: 'POST',
      url,
      headers: {
        ...xhr,
        ...(cookie ? { cookie } : {}),
        ...(key ? { 'idempotency-key': key } : {}),
      },
      payload,
    });
  const exchange = (player: TestPlayer | null, payload: object, key: string = randomUUID()) =>
    post(player?.cookie ?? null, '/api/comp_points/exchange/chances', payload, key);
  const give = (playerId: number, points: number) =>
    db.transaction((tx) => addPoints(tx, playerId, points, clock.now()));
  const chargeable = async (player: TestPlayer) =>
    compPointsBalanceSchema.parse((await get(player.cookie, '/api/player/comp_points')).json())
      .chargeable.points;
  const chanceRates = async (player: TestPlayer | null, query = '') => {
    const response = await get(player?.cookie ?? null, `/api/comp_points/rates/chances${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return compPointRatesResponseSchema.parse(response.json());
  };
  const entryRate = async (player: TestPlayer | null): Promise<CompPointRate> => {
    const [rate] = await chanceRates(player);
    if (!rate) throw new Error('no Rocket Chance rate');
    return rate;
  };
  const chanceState = async (player: TestPlayer) =>
    chanceStateSchema.parse((await get(player.cookie, '/api/player/chance')).json());
  const entryGifts = (playerId: number) =>
    db.select().from(playerGifts).where(eq(playerGifts.playerId, playerId));

  describe('the rate (GET /api/comp_points/rates/chances, /rewards)', () => {
    it('is sold in every real-money currency the brand serves, at one price, never in FUN', async () => {
      const prices = new Set<number>();
      for (const currency of martCurrencies) {
        const rates = await chanceRates(null, `?currency=${currency}`);
        expect(rates, currency).toHaveLength(1);
        const [rate] = rates;
        expect(rate).toMatchObject({
          type: 'chances',
          group: 'SPECIAL_REWARDS',
          currency,
          amount_cents: 0,
          freespins_count: 0,
          wager: 0,
          games: [],
        });
        prices.add(rate?.points ?? 0);
      }
      expect([...prices]).toEqual([250]);
      expect(await chanceRates(null, '?currency=FUN')).toEqual([]);
      expect(martCurrencies).toEqual(expect.arrayContaining(['EUR', 'JPY', 'BTC']));
    });

    it('the mart lists it as a special reward; a player sees it in their own currency', async () => {
      const guestCards = redeemableRewardsResponseSchema.parse(
        (await get(null, '/api/comp_points/rewards')).json(),
      );
      const card = guestCards.find((entry) => entry.type === 'chances');
      expect(card).toMatchObject({
        group: 'SPECIAL_REWARDS',
        title: 'Rocket Chance entry',
        price_points: 250,
        available: false,
        missing_points: 250,
      });
      const btc = await newPlayer('BTC');
      await give(btc.player.id, 300);
      const cards = redeemableRewardsResponseSchema.parse(
        (await get(btc.cookie, '/api/comp_points/rewards?currency=EUR')).json(),
      );
      expect(cards.find((entry) => entry.type === 'chances')).toMatchObject({
        available: true,
        missing_points: 0,
        rate: { currency: 'BTC' },
      });
    });

    it('is not offered while the draw is off: no rate, and an exchange finds none', async () => {
      const player = await newPlayer();
      const rate = await entryRate(player);
      await give(player.player.id, rate.points);
      await db
        .update(lootboxTemplates)
        .set({ enabled: false })
        .where(eq(lootboxTemplates.key, 'rocket-chance'));
      try {
        expect(await chanceRates(player)).toEqual([]);
        const refused = await exchange(player, {
          points: rate.points,
          group: 'SPECIAL_REWARDS',
          rate_id: rate.id,
        });
        expect(refused.statusCode).toBe(422);
        expect(refused.json()).toMatchObject({ code: 'rate_not_found' });
      } finally {
        await db
          .update(lootboxTemplates)
          .set({ enabled: true })
          .where(eq(lootboxTemplates.key, 'rocket-chance'));
      }
      expect(await chargeable(player)).toBe(rate.points);
    });
  });

  describe('the exchange (POST /api/comp_points/exchange/chances)', () => {
    it('JPY: points debited, one entry gift per unit, each then drawn once', async () => {
      const player = await newPlayer('JPY');
      const rate = await entryRate(player);
      expect(rate.currency).toBe('JPY');
      await give(player.player.id, rate.points * 2 + 7);
      const response = await exchange(player, {
        exchange: { points: rate.points * 2, group: 'SPECIAL_REWARDS', rate_id: rate.id },
      });
      expect(response.statusCode, response.body).toBe(200);
      const answer = exchangeAnswerSchema.parse(response.json());
      expect(answer.exchange).toMatchObject({
        type: 'chances',
        group: 'SPECIAL_REWARDS',
        rate_id: rate.id,
        quantity: 2,
        points: rate.points * 2,
        currency: 'JPY',
        amount_cents: 0,
        lootbox_ids: [],
      });
      expect(answer.comp_points.chargeable.points).toBe(7);
      expect(answer.exchange.gift_ids).toHaveLength(2);

      // The entries are chance gifts in JPY, issued under the exchange's references, and kept
      // out of the gift list (GF-012: titled "Rocket Chance").
      const gifts = (await entryGifts(player.player.id)).filter((gift) =>
        answer.exchange.gift_ids.includes(gift.id),
      );
      expect(
        gifts.map((gift) => [gift.groupKey.startsWith('chance'), gift.stage, gift.currency]),
      ).toEqual([
        [true, 'issued', 'JPY'],
        [true, 'issued', 'JPY'],
      ]);
      expect(gifts.map((gift) => gift.sourceReference).sort()).toEqual([
        `comp-exchange:${answer.exchange.id}:1`,
        `comp-exchange:${answer.exchange.id}:2`,
      ]);
      const bonuses = (await get(player.cookie, '/api/player/bonuses')).json() as { id: number }[];
      expect(bonuses.filter((gift) => answer.exchange.gift_ids.includes(gift.id))).toEqual([]);

      const state = await chanceState(player);
      expect(state.entries.map((entry) => entry.gift_id).sort()).toEqual(
        [...answer.exchange.gift_ids].sort(),
      );
      const [first] = answer.exchange.gift_ids;
      const drawn = await post(player.cookie, '/api/player/chance/draws', { gift_id: first });
      expect(drawn.statusCode, drawn.body).toBe(200);
      const { draw } = chanceDrawResultSchema.parse(drawn.json());
      expect(draw.gift_id).toBe(first);
      if (draw.gift) expect(draw.gift.currency).toBe('JPY');
      expect((await chanceState(player)).entries).toHaveLength(1);
      const again = await post(player.cookie, '/api/player/chance/draws', { gift_id: first });
      expect(again.statusCode).toBe(422);
    });

    it('EUR: without a rate id, the chance rate of the group whose price is the points', async () => {
      const player = await newPlayer();
      const rate = await entryRate(player);
      await give(player.player.id, rate.points);
      const response = await exchange(player, { points: rate.points, group: 'SPECIAL_REWARDS' });
      expect(response.statusCode, response.body).toBe(200);
      const answer = exchangeAnswerSchema.parse(response.json());
      expect(answer.exchange).toMatchObject({ rate_id: rate.id, quantity: 1 });
      expect((await entryGifts(player.player.id)).map((gift) => gift.sourceReference)).toContain(
        `comp-exchange:${answer.exchange.id}`,
      );
    });

    it('refuses a guest, bad bodies, too few points, a wrong price and another type’s rate', async () => {
      expect((await exchange(null, { points: 250, group: 'SPECIAL_REWARDS' })).statusCode).toBe(
        401,
      );
      const player = await newPlayer('BTC');
      const rate = await entryRate(player);
      for (const body of [
        {},
        { points: 0, group: 'SPECIAL_REWARDS' },
        { points: 2.5, group: 'SPECIAL_REWARDS' },
        { points: rate.points, group: 'CHANCE' },
        { exchange: { points: rate.points, group: 'SPECIAL_REWARDS', quantity: 0 } },
        { points: 1e300, group: 'SPECIAL_REWARDS' },
        { points: rate.points, group: 'SPECIAL_REWARDS', quantity: Number.MAX_SAFE_INTEGER + 2 },
        { points: rate.points, group: 'SPECIAL\u0000REWARDS' },
      ]) {
        const response = await exchange(player, body);
        expect(response.statusCode, JSON.stringify(body)).toBe(422);
        expect(response.json()).toMatchObject({ code: 'invalid_input' });
      }
      // Hostile nesting is refused before it reaches the exchange, never a 500.
      let deep: unknown = rate.points;
      for (let level = 0; level < 200; level += 1) deep = { points: deep };
      const nested = await exchange(player, deep as Record<string, unknown>);
      expect(nested.statusCode).toBeGreaterThanOrEqual(400);
      expect(nested.statusCode).toBeLessThan(500);

      await give(player.player.id, rate.points - 40);
      const short = await exchange(player, {
        points: rate.points,
        group: 'SPECIAL_REWARDS',
        rate_id: rate.id,
      });
      expect(short.statusCode).toBe(422);
      expect(exchangeRefusalSchema.parse(short.json())).toEqual({
        code: 'insufficient_points',
        errors: { points: ['insufficient'] },
        missing_points: 40,
        price_points: rate.points,
      });
      const twoShort = await exchange(player, {
        points: rate.points * 2,
        group: 'SPECIAL_REWARDS',
        rate_id: rate.id,
        quantity: 2,
      });
      expect(twoShort.json()).toMatchObject({
        code: 'insufficient_points',
        missing_points: rate.points + 40,
      });
      const wrong = await exchange(player, {
        points: rate.points - 1,
        group: 'SPECIAL_REWARDS',
        rate_id: rate.id,
      });
      expect(wrong.json()).toMatchObject({ code: 'price_mismatch', price_points: rate.points });
      // A lootbox rate's id on the chances path is no chance rate (and the other way round).
      const [box] = compPointRatesResponseSchema.parse(
        (await get(player.cookie, '/api/comp_points/rates/lootboxes')).json(),
      );
      const crossed = await exchange(player, {
        points: box?.points ?? 1,
        group: 'SPECIAL_REWARDS',
        rate_id: box?.id ?? 1,
      });
      expect(crossed.json()).toMatchObject({ code: 'rate_not_found' });
      const other = await post(player.cookie, '/api/comp_points/exchange/lootboxes', {
        points: rate.points,
        group: 'SPECIAL_REWARDS',
        rate_id: rate.id,
      });
      expect(other.json()).toMatchObject({ code: 'rate_not_found' });

      expect(await chargeable(player)).toBe(rate.points - 40);
      expect(await entryGifts(player.player.id)).toEqual([]);
    });

    it('an Idempotency-Key replay answers the first exchange: one entry, points debited once', async () => {
      const player = await newPlayer();
      const rate = await entryRate(player);
      await give(player.player.id, rate.points * 3);
      const key = randomUUID();
      const body = { points: rate.points, group: 'SPECIAL_REWARDS', rate_id: rate.id };
      const first = await exchange(player, body, key);
      const again = await exchange(player, body, key);
      expect(first.statusCode, first.body).toBe(200);
      expect(again.statusCode).toBe(200);
      expect(again.json().exchange).toEqual(first.json().exchange);
      expect(await chargeable(player)).toBe(rate.points * 2);
      expect((await chanceState(player)).entries).toHaveLength(1);
      const conflict = await exchange(player, { ...body, points: rate.points * 2 }, key);
      expect(conflict.statusCode).toBe(422);
      expect(conflict.json()).toMatchObject({ code: 'idempotency_conflict' });
    });

    it('concurrent exchanges never spend a point twice: points for one, one entry', async () => {
      const player = await newPlayer('JPY');
      const rate = await entryRate(player);
      await give(player.player.id, rate.points * 2 - 1);
      const body = { points: rate.points, group: 'SPECIAL_REWARDS', rate_id: rate.id };
      const answers = await Promise.all(Array.from({ length: 5 }, () => exchange(player, body)));
      expect(answers.map((response) => response.statusCode).sort()).toEqual([
        200, 422, 422, 422, 422,
      ]);
      for (const refused of answers.filter((response) => response.statusCode === 422)) {
        expect(refused.json()).toMatchObject({ code: 'insufficient_points', missing_points: 1 });
      }
      expect(await chargeable(player)).toBe(rate.points - 1);
      expect((await chanceState(player)).entries).toHaveLength(1);
    });
  });
});
