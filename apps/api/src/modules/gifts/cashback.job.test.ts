import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { cashbackRuns, playerGifts } from '../../db/schema/gifts.js';
import { playerGroups, players } from '../../db/schema/players.js';
import type { PlayerAccountKind } from '../ledger/ledger-types.js';
import { postTransaction } from '../ledger/post-transaction.js';
import { registerTestPlayer } from '../../testing/players.js';
import { buildTestApp } from '../../testing/test-app.js';
import { brandSeed } from '../brand/brand.seed.js';
import {
  cashbackAmount,
  cashbackJob,
  endedWeek,
  isoWeekOf,
  nextCashbackRun,
  runCashback,
  vipTierOf,
} from './cashback.job.js';
import { activateGift } from './gifts.service.js';

describe('cashback periods and rules', () => {
  it('names ISO weeks, the year being the Thursday’s', () => {
    expect(isoWeekOf(new Date('2026-11-16T00:00:00Z'))).toBe('2026-W47');
    expect(isoWeekOf(new Date('2026-11-22T23:59:59Z'))).toBe('2026-W47');
    expect(isoWeekOf(new Date('2027-01-01T12:00:00Z'))).toBe('2026-W53');
    expect(isoWeekOf(new Date('2021-01-03T12:00:00Z'))).toBe('2020-W53');
    expect(isoWeekOf(new Date('2025-12-29T00:00:00Z'))).toBe('2026-W01');
  });

  it('runs on Mondays at 00:05 UTC for the week that just ended', () => {
    expect(nextCashbackRun(new Date('2026-11-18T10:00:00Z'))).toEqual(
      new Date('2026-11-23T00:05:00Z'),
    );
    expect(nextCashbackRun(new Date('2026-11-23T00:05:00Z'))).toEqual(
      new Date('2026-11-30T00:05:00Z'),
    );
    expect(nextCashbackRun(new Date('2026-11-23T00:01:00Z'))).toEqual(
      new Date('2026-11-23T00:05:00Z'),
    );
    expect(endedWeek(new Date('2026-11-23T00:05:00Z'))).toEqual({
      period: '2026-W47',
      from: new Date('2026-11-16T00:00:00Z'),
      to: new Date('2026-11-23T00:00:00Z'),
    });
  });

  it('reads the VIP tier from the brand’s groups and rounds the amount down', () => {
    const groups = brandSeed.groups;
    expect(vipTierOf([], groups)).toBe('regular');
    expect(vipTierOf([groups.vipTiers.gold, groups.vipTiers.silver], groups)).toBe('gold');
    expect(vipTierOf([groups.vipTiers.bronzeLegacy], groups)).toBe('bronze');
    expect(vipTierOf([groups.vipTiers.diamond, 21], groups)).toBe('diamond');
    expect(cashbackAmount(12_345, 10)).toBe(1_234);
    expect(cashbackAmount(99, 12.5)).toBe(12);
    // A crypto loss in 1e-8 coin stays exact.
    expect(cashbackAmount(9_007_199_254_740_991, 15)).toBe(1_351_079_888_211_148);
  });
});

describe('the cashback job against the ledger', async () => {
  const { app, clock } = await buildTestApp();
  const db = app.deps.database.db;
  const deps = app.deps;
  let sequence = 0;

  const book = (
    playerId: number,
    currency: string,
    kind: 'deposit' | 'bet' | 'win' | 'rollback',
    amount: number,
    at: string,
  ) => {
    sequence += 1;
    const player: PlayerAccountKind = 'player_real';
    const toPlayer = kind === 'bet' ? -amount : amount;
    return db.transaction((tx) =>
      postTransaction(tx, {
        reference: `cashback-test:${randomUUID()}:${sequence}`,
        kind,
        currency,
        legs: [
          { account: { kind: player, playerId }, amount: toPlayer },
          {
            account: { kind: kind === 'deposit' ? 'psp_clearing' : 'provider_clearing' },
            amount: -toPlayer,
          },
        ],
        now: new Date(at),
      }),
    );
  };
  const playerIn = async (currency: string, groups: number[] = []) => {
    const { player } = await registerTestPlayer(app, { currency });
    for (const groupId of groups) {
      await db.insert(playerGroups).values({ playerId: player.id, groupId, source: 'test' });
    }
    return player.id;
  };
  const cashbackOf = (playerId: number) =>
    db
      .select()
      .from(playerGifts)
      .where(eq(playerGifts.playerId, playerId))
      .then((gifts) => gifts.filter((gift) => gift.kind === 'cashback'));

  it('pays each player a share of last week’s net loss per currency, by tier, once', async () => {
    const inWeek = '2026-11-18T12:00:00Z';
    const regular = await playerIn('EUR');
    const gold = await playerIn('EUR', [brandSeed.groups.vipTiers.gold]);
    const yen = await playerIn('JPY');
    const bitcoin = await playerIn('BTC');
    const winner = await playerIn('EUR');
    const small = await playerIn('EUR');
    const offBonuses = await playerIn('EUR');
    for (const [id, currency, deposit] of [
      [regular, 'EUR', 100_000],
      [gold, 'EUR', 100_000],
      [yen, 'JPY', 100_000],
      [bitcoin, 'BTC', 10_000_000],
      [winner, 'EUR', 10_000],
      [small, 'EUR', 10_000],
      [offBonuses, 'EUR', 100_000],
    ] as const) {
      await book(id, currency, 'deposit', deposit, '2026-11-10T00:00:00Z');
    }
    // Regular: bets 520 €, one of 20 € rolled back, wins 180 €: net loss 320 €.
    await book(regular, 'EUR', 'bet', 30_000, inWeek);
    await book(regular, 'EUR', 'bet', 20_000, inWeek);
    await book(regular, 'EUR', 'bet', 2_000, inWeek);
    await book(regular, 'EUR', 'rollback', 2_000, inWeek);
    await book(regular, 'EUR', 'win', 18_000, '2026-11-22T23:59:59Z');
    // Before and after the week: not counted.
    await book(regular, 'EUR', 'bet', 5_000, '2026-11-15T23:59:59Z');
    await book(regular, 'EUR', 'bet', 5_000, '2026-11-23T00:00:00Z');
    // Gold: net loss 200 € at 13 %.
    await book(gold, 'EUR', 'bet', 20_000, inWeek);
    // JPY (no decimals): ¥50,000 lost at 10 %.
    await book(yen, 'JPY', 'bet', 60_000, inWeek);
    await book(yen, 'JPY', 'win', 10_000, inWeek);
    // BTC (1e-8): 0.05 BTC lost.
    await book(bitcoin, 'BTC', 'bet', 5_000_000, inWeek);
    // Net winner, and a loss under the €10 minimum: nothing.
    await book(winner, 'EUR', 'bet', 5_000, inWeek);
    await book(winner, 'EUR', 'win', 9_000, inWeek);
    await book(small, 'EUR', 'bet', 900, inWeek);
    // Bonuses switched off (GF-021): nothing.
    await book(offBonuses, 'EUR', 'bet', 20_000, inWeek);
    await db.update(players).set({ canIssueBonuses: false }).where(eq(players.id, offBonuses));

    clock.set(new Date('2026-11-23T00:05:00Z'));
    const first = await cashbackJob(deps).run({
      db,
      now: clock.now(),
      log: app.log,
    });
    expect(first).toMatch(/^2026-W47: paid \d+/);

    const [regularGift] = await cashbackOf(regular);
    expect(regularGift).toMatchObject({
      stage: 'issued',
      currency: 'EUR',
      amountCents: 3_200,
      wagerRequirementCents: 0,
      sourceReference: `cashback:2026-W47:${regular}:EUR`,
    });
    expect((await cashbackOf(gold))[0]?.amountCents).toBe(2_600);
    expect((await cashbackOf(yen))[0]).toMatchObject({ currency: 'JPY', amountCents: 5_000 });
    expect((await cashbackOf(bitcoin))[0]).toMatchObject({ currency: 'BTC', amountCents: 500_000 });
    expect(await cashbackOf(winner)).toEqual([]);
    expect(await cashbackOf(small)).toEqual([]);
    expect(await cashbackOf(offBonuses)).toEqual([]);
    const [run] = await db.select().from(cashbackRuns).where(eq(cashbackRuns.period, '2026-W47'));
    expect(run?.finishedAt).toEqual(new Date('2026-11-23T00:05:00Z'));
    const paidFirst = run?.paid ?? 0;
    expect(paidFirst).toBeGreaterThanOrEqual(4);

    // Again, later the same week: the same period, nothing more paid.
    clock.set(new Date('2026-11-25T09:00:00Z'));
    const again = await runCashback(deps, clock.now());
    expect(again.period).toBe('2026-W47');
    expect(again.paid).toBe(0);
    expect(again.replayed).toBe(paidFirst);
    expect(await cashbackOf(regular)).toHaveLength(1);
  });

  it('activating the cashback pays it as real money (no wagering)', async () => {
    const player = await playerIn('EUR');
    await book(player, 'EUR', 'deposit', 50_000, '2026-11-24T00:00:00Z');
    await book(player, 'EUR', 'bet', 40_000, '2026-11-25T00:00:00Z');
    clock.set(new Date('2026-11-30T00:05:00Z'));
    // Through the scheduler, as `npm run job -- cashback` runs it.
    expect(app.outbox.jobNames()).toContain('cashback');
    expect(await app.outbox.runJobNow('cashback')).toMatch(/^2026-W48: paid [1-9]/);
    const [gift] = await cashbackOf(player);
    expect(gift?.amountCents).toBe(4_000);
    const activated = await db.transaction((tx) =>
      activateGift(tx, deps, { playerId: player, giftId: gift?.id ?? 0, now: clock.now() }),
    );
    expect(activated.stage).toBe('finished');
  });
});
