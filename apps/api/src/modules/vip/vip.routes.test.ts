import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { vipStatusProgressSchema, vipTiersResponseSchema } from '@croupier/contracts/vip';
import { notifications } from '../../db/schema/notifications.js';
import { playerGroups } from '../../db/schema/players.js';
import { vipStatuses } from '../../db/schema/vip.js';
import type { MovementKind } from '@croupier/contracts/events';
import { postTransaction } from '../ledger/post-transaction.js';
import { committedPushes } from '../../testing/pushes.js';
import { registerTestPlayer } from '../../testing/players.js';
import { buildTestApp } from '../../testing/test-app.js';
import { brandSeed } from '../brand/brand.seed.js';
import { progressOf as progressService } from './vip.service.js';

const TIERS = brandSeed.groups.vipTiers;
/** The groups these tests look at: the tiers and the tester group (registration adds others). */
const WATCHED = new Set([...Object.values(TIERS), 21]);

describe('VIP status and progress over HTTP', async () => {
  const { app, clock } = await buildTestApp();
  const db = app.deps.database.db;
  clock.set(new Date('2026-11-20T12:00:00Z'));
  let sequence = 0;

  /** Books a movement on the player's real money as the wallet or the cashbox would. */
  const book = async (
    playerId: number,
    currency: string,
    kind: Extract<MovementKind, 'deposit' | 'deposit_reversal' | 'bet' | 'win' | 'rollback'>,
    amount: number,
    at: Date = clock.now(),
  ) => {
    if (kind === 'bet' || kind === 'deposit_reversal') {
      // The money to stake or take back, from an adjustment (not VIP play).
      await db.transaction((tx) =>
        postTransaction(tx, {
          reference: `vip-test:${randomUUID()}`,
          kind: 'adjustment',
          currency,
          legs: [
            { account: { kind: 'player_real', playerId }, amount },
            { account: { kind: 'house' }, amount: -amount },
          ],
          now: at,
        }),
      );
    }
    sequence += 1;
    const toPlayer = kind === 'bet' || kind === 'deposit_reversal' ? -amount : amount;
    const actionId = `vip-test-${sequence}`;
    const play =
      kind === 'deposit' || kind === 'deposit_reversal'
        ? undefined
        : {
            studio: 'croupier',
            actionId,
            game: 'croupier/rocket-slot',
            provider: 'croupier',
            categories: ['slots'],
            round: `round-${sequence}`,
            roundFinished: true,
            split: { realCents: amount, bonusCents: 0 },
            eurCents: amount,
            ...(kind === 'rollback'
              ? { originalActionId: `vip-test-${sequence - 1}`, originalKind: 'bet' as const }
              : {}),
          };
    await db.transaction((tx) =>
      postTransaction(tx, {
        reference: `vip-test:${randomUUID()}`,
        kind,
        currency,
        legs: [
          { account: { kind: 'player_real', playerId }, amount: toPlayer },
          {
            account: {
              kind: kind.startsWith('deposit') ? 'psp_clearing' : 'provider_clearing',
            },
            amount: -toPlayer,
          },
        ],
        ...(play ? { play } : {}),
        now: at,
      }),
    );
    await app.outbox.drain();
  };

  const newPlayer = async (currency: string, groups: number[] = []) => {
    const { player, cookie } = await registerTestPlayer(app, { currency });
    for (const groupId of groups) {
      await db.insert(playerGroups).values({ playerId: player.id, groupId, source: 'test' });
    }
    return { id: player.id, cookie };
  };

  const progressOf = async (cookie: string) => {
    const response = await app.inject({
      method: 'GET',
      url: '/jam/vip_status_progress',
      headers: { cookie },
    });
    expect(response.statusCode).toBe(200);
    return vipStatusProgressSchema.parse(response.json());
  };

  const groupsOf = async (playerId: number) =>
    (
      await db
        .select({ groupId: playerGroups.groupId })
        .from(playerGroups)
        .where(eq(playerGroups.playerId, playerId))
    )
      .map((row) => row.groupId)
      .filter((group) => WATCHED.has(group))
      .sort((a, b) => a - b);

  const pushesOf = (playerId: number) => committedPushes(db, 'groups_updates', playerId);

  it('a guest gets 401 for the progress; the tiers are public brand data', async () => {
    const guest = await app.inject({ method: 'GET', url: '/jam/vip_status_progress' });
    expect(guest.statusCode).toBe(401);
    const tiers = await app.inject({ method: 'GET', url: '/api/vip/tiers' });
    expect(tiers.statusCode).toBe(200);
    const body = vipTiersResponseSchema.parse(tiers.json());
    expect(body.tiers.map((tier) => tier.key)).toEqual([
      'regular',
      'bronze',
      'silver',
      'gold',
      'platinum',
      'diamond',
    ]);
    const bronze = body.tiers[1];
    expect(bronze?.thresholds.EUR).toEqual({ depositCents: 600_000, betSumCents: 6_000_000 });
    expect(bronze?.thresholds.BRL).toEqual({ depositCents: 3_000_000, betSumCents: 30_000_000 });
    expect(bronze?.thresholds.AUD).toEqual({ depositCents: 900_000, betSumCents: 9_000_000 });
    expect(bronze?.groupId).toBe(TIERS.bronze);
    expect(body.tiers[0]?.groupId).toBe(TIERS.regular);
    expect(body.tiers[5]).toMatchObject({ key: 'diamond', lifelong: true, groupId: TIERS.diamond });
    expect(body.tiers[3]).toMatchObject({ cashbackPercent: 13, personalManager: true });
  });

  it('EUR: a deposit and bets move the progress; a rolled back bet takes its part back', async () => {
    const player = await newPlayer('EUR');
    const start = await progressOf(player.cookie);
    expect(start).toMatchObject({
      currency: 'EUR',
      currentStatus: 'regular',
      activeStatus: 'regular',
      nextStatus: 'bronze',
      depositThresholdCents: 600_000,
      betSumThresholdCents: 6_000_000,
      depositAmountCents: 0,
      betSumCents: 0,
      overallProgress: 0,
      quarter: '2026-Q4',
      quarterEndsAt: '2027-01-01T00:00:00.000Z',
      expiresAt: null,
    });
    await book(player.id, 'EUR', 'deposit', 300_000);
    await book(player.id, 'EUR', 'bet', 3_000_000);
    await book(player.id, 'EUR', 'win', 1_000_000);
    await book(player.id, 'EUR', 'bet', 1_200_000);
    await book(player.id, 'EUR', 'rollback', 1_200_000);
    const moved = await progressOf(player.cookie);
    // Deposit 50 %, bets 50 % (the win is not play, the rolled back bet is gone): 50.
    expect(moved).toMatchObject({
      depositAmountCents: 300_000,
      betSumCents: 3_000_000,
      overallProgress: 50,
      activeStatus: 'regular',
    });
    expect(await groupsOf(player.id)).not.toContain(TIERS.bronze);
  });

  it('crossing both thresholds promotes: groups follow, groups_updates is pushed, once', async () => {
    const player = await newPlayer('EUR', [TIERS.regular, 21]);
    await book(player.id, 'EUR', 'deposit', 600_000);
    expect((await progressOf(player.cookie)).activeStatus).toBe('regular');
    await book(player.id, 'EUR', 'bet', 5_999_999);
    expect((await progressOf(player.cookie)).activeStatus).toBe('regular');
    await book(player.id, 'EUR', 'bet', 1);
    const bronze = await progressOf(player.cookie);
    expect(bronze).toMatchObject({
      currentStatus: 'bronze',
      activeStatus: 'bronze',
      nextStatus: 'silver',
      depositThresholdCents: 1_800_000,
      betSumThresholdCents: 18_000_000,
      expiresAt: '2027-01-01T00:00:00.000Z',
    });
    expect(await groupsOf(player.id)).toEqual([21, TIERS.bronze].sort((a, b) => a - b));
    const pushes = await pushesOf(player.id);
    expect(pushes).toHaveLength(1);
    const [notice] = await db
      .select()
      .from(notifications)
      .where(
        and(
          eq(notifications.playerId, player.id),
          sql`${notifications.payload}->>'identifier' = 'vip:bronze'`,
        ),
      );
    expect(notice?.payload).toMatchObject({
      text: 'Your deposits and bets this quarter made you Bronze. The status holds until 31/12/2026.',
      content: { title: 'You are Bronze now', button: { path: '/rocketplay-vipclub' } },
    });
    const pushed = (pushes[0]?.data as { groups: number[] }).groups;
    expect(pushed).toContain(TIERS.bronze);
    expect(pushed).not.toContain(TIERS.regular);

    // Straight past silver to gold (×10) with one deposit and one bet.
    await book(player.id, 'EUR', 'deposit', 5_400_000);
    await book(player.id, 'EUR', 'bet', 54_000_000);
    expect((await progressOf(player.cookie)).activeStatus).toBe('gold');
    expect(await groupsOf(player.id)).toEqual([21, TIERS.gold].sort((a, b) => a - b));
    expect(await pushesOf(player.id)).toHaveLength(2);

    // A reversal lowers the progress, not the status reached.
    await book(player.id, 'EUR', 'deposit_reversal', 5_000_000);
    const after = await progressOf(player.cookie);
    expect(after).toMatchObject({ activeStatus: 'gold', currentStatus: 'bronze' });
    expect(after.depositAmountCents).toBe(1_000_000);
  });

  it('JPY (no minor unit) and BTC (1e-8) players reach bronze by their own thresholds', async () => {
    const yen = await newPlayer('JPY');
    await book(yen.id, 'JPY', 'deposit', 500_000);
    expect(await progressOf(yen.cookie)).toMatchObject({
      currency: 'JPY',
      depositThresholdCents: 1_000_000,
      betSumThresholdCents: 10_000_000,
      depositAmountCents: 500_000,
      overallProgress: 25,
    });
    await book(yen.id, 'JPY', 'deposit', 500_000);
    await book(yen.id, 'JPY', 'bet', 10_000_000);
    expect((await progressOf(yen.cookie)).activeStatus).toBe('bronze');

    const bitcoin = await newPlayer('BTC');
    await book(bitcoin.id, 'BTC', 'deposit', 3_500_000);
    await book(bitcoin.id, 'BTC', 'bet', 70_000_000);
    expect(await progressOf(bitcoin.cookie)).toMatchObject({
      currency: 'BTC',
      depositThresholdCents: 7_000_000,
      betSumThresholdCents: 70_000_000,
      overallProgress: 75,
      activeStatus: 'regular',
    });
    await book(bitcoin.id, 'BTC', 'deposit', 3_500_000);
    expect((await progressOf(bitcoin.cookie)).activeStatus).toBe('bronze');
    expect(await groupsOf(bitcoin.id)).toContain(TIERS.bronze);
  });

  it('only the player’s own currency promotes; an operator’s higher tier is never lowered', async () => {
    const player = await newPlayer('EUR', [TIERS.silver]);
    await book(player.id, 'BTC', 'deposit', 7_000_000);
    await book(player.id, 'BTC', 'bet', 70_000_000);
    await book(player.id, 'EUR', 'deposit', 600_000);
    await book(player.id, 'EUR', 'bet', 6_000_000);
    expect(await groupsOf(player.id)).toEqual([TIERS.silver]);
    expect((await progressOf(player.cookie)).activeStatus).toBe('silver');
  });

  it('the quarter’s end (the job at 00:00 UTC on 1 January) takes what the quarter gave', async () => {
    const earned = await newPlayer('EUR');
    await book(earned.id, 'EUR', 'deposit', 600_000);
    await book(earned.id, 'EUR', 'bet', 6_000_000);
    expect(await groupsOf(earned.id)).toEqual([TIERS.bronze]);
    const operatorGold = await newPlayer('EUR', [TIERS.gold]);
    const legacyBronze = await newPlayer('EUR', [TIERS.bronzeLegacy]);
    const diamond = await newPlayer('EUR', [TIERS.diamond]);
    const regular = await newPlayer('EUR');
    const early = await newPlayer('EUR');
    await book(early.id, 'EUR', 'deposit', 600_000);
    await book(early.id, 'EUR', 'bet', 6_000_000);

    // The new quarter starts; a bet of the old quarter's last second arrives late.
    const newYear = new Date('2027-01-01T00:00:00Z');
    clock.set(newYear);
    await book(regular.id, 'EUR', 'deposit', 600_000, new Date('2026-12-31T23:59:59Z'));
    await book(regular.id, 'EUR', 'bet', 6_000_000, new Date('2026-12-31T23:59:59Z'));
    expect(await groupsOf(regular.id)).toEqual([]);
    // One player deposits and plays enough in the first minute, before the job.
    await book(early.id, 'EUR', 'deposit', 600_000);
    await book(early.id, 'EUR', 'bet', 6_000_000);

    expect(app.outbox.jobNames()).toContain('vip-quarter-expiry');
    const summary = await app.outbox.runJobNow('vip-quarter-expiry');
    expect(summary).toMatch(/^2027-Q1: expired \d+, kept \d+$/);
    expect(await groupsOf(earned.id)).toEqual([TIERS.regular]);
    expect(await groupsOf(operatorGold.id)).toEqual([TIERS.regular]);
    expect(await groupsOf(legacyBronze.id)).toEqual([TIERS.regular]);
    expect(await groupsOf(diamond.id)).toEqual([TIERS.diamond]);
    expect(await groupsOf(early.id)).toEqual([TIERS.bronze]);
    const [status] = await db.select().from(vipStatuses).where(eq(vipStatuses.playerId, earned.id));
    expect(status).toMatchObject({ tier: 'regular', quarter: '2027-Q1' });

    // The sessions signed in before the jump have timed out; the service answers for them.
    const fresh = await progressService(app.deps, earned.id);
    expect(fresh).toMatchObject({
      quarter: '2027-Q1',
      activeStatus: 'regular',
      depositAmountCents: 0,
      betSumCents: 0,
      quarterEndsAt: '2027-04-01T00:00:00.000Z',
    });
    expect((await progressService(app.deps, diamond.id)).expiresAt).toBeNull();

    // A second run finds nothing more to take.
    const again = await app.outbox.runJobNow('vip-quarter-expiry');
    expect(again).toMatch(/expired 0/);
  });
});
