import { createHash, createHmac, randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  lotteriesResponseSchema,
  lotteryDrawSchema,
  lotterySchema,
  lotteryStatusesSchema,
} from '@croupier/contracts/lotteries';
import { verifyDraw, type DrawCrypto } from '@croupier/domain/lotteries/draw';
import { playerGifts } from '../../db/schema/gifts.js';
import { playerLootboxes } from '../../db/schema/lootboxes.js';
import { scheduledTasks } from '../../db/schema/outbox.js';
import { registerTestPlayer, type TestPlayer } from '../../testing/players.js';
import { buildTestApp, xhr } from '../../testing/test-app.js';
import { addPoints } from '../comp-points/comp-points.repository.js';
import { createLottery, drawLottery } from './lotteries.service.js';

/** Anyone's check of a draw, written apart from the server's: node:crypto over the published data. */
const verifier: DrawCrypto = {
  sha256: async (data) => new Uint8Array(createHash('sha256').update(data).digest()),
  hmacSha256: async (key, message) =>
    new Uint8Array(createHmac('sha256', key).update(message).digest()),
};

/**
 * Lotteries over HTTP on a real database (engagement.md §3 Lottery, §7; TN-014..TN-019, RT-028,
 * CP-006, CP-030; docs/lotteries.md): tickets from comp points in EUR, JPY and BTC, the common
 * balance, the frozen list, a draw that runs once and pays through the grant paths, and a proof
 * anyone recomputes from the published data only.
 */
describe('lotteries', async () => {
  const { app, database, clock } = await buildTestApp();
  const db = database.db;
  const deps = app.deps;
  const MINUTE = 60_000;

  const get = (cookie: string | null, url: string) =>
    app.inject({ method: 'GET', url, headers: cookie ? { ...xhr, cookie } : { ...xhr } });
  const buy = (player: TestPlayer, payload: unknown, key: string = randomUUID()) =>
    app.inject({
      method: 'POST',
      url: '/api/comp_points/exchange/lotteries',
      headers: { ...xhr, cookie: player.cookie, 'idempotency-key': key },
      payload: payload as Record<string, unknown>,
    });
  const newPlayer = (currency: 'EUR' | 'JPY' | 'BTC' = 'EUR', nickname?: string) =>
    registerTestPlayer(app, {
      ...(currency === 'EUR' ? {} : { currency }),
      ...(nickname ? { nickname } : {}),
    });
  const give = (playerId: number, points: number) =>
    db.transaction((tx) => addPoints(tx, playerId, points, clock.now()));
  const newLottery = async (minutesLeft = 30, prizes = 2) => {
    const slug = `test-${randomUUID().slice(0, 8)}`;
    const now = clock.now();
    const row = await createLottery(db, {
      slug,
      frontendIdentifier: slug,
      title: { en: 'Test lottery' },
      description: { en: 'A lottery of the tests' },
      startAt: new Date(now.getTime() - MINUTE),
      endAt: new Date(now.getTime() + minutesLeft * MINUTE),
      prizes: [
        { place: 1, title: { en: '€25 cash' }, gift_template_key: 'lottery-cash-25' },
        { place: 2, title: { en: 'A Rocket Box Max' }, lootbox_template_key: 'rocket-box-max' },
        { place: 3, title: { en: '€10 cash' }, gift_template_key: 'lottery-cash-10' },
      ].slice(0, prizes),
      depositRule: { eurCentsPerTicket: 2000, maxTicketsPerDeposit: 5 },
      groupIds: [],
    });
    if (!row) throw new Error('lottery not created');
    return row;
  };
  const statuses = async (player: TestPlayer) => {
    const response = await get(player.cookie, '/api/lotteries/statuses');
    expect(response.statusCode).toBe(200);
    return lotteryStatusesSchema.parse(response.json());
  };
  const draw = (lotteryId: number, at: Date) =>
    db.transaction((tx) => drawLottery(tx, deps, { lotteryId, now: at, log: app.log }));

  it('guests read the list and one lottery by id or slug; the seed is not served before the draw', async () => {
    const lottery = await newLottery();
    const list = lotteriesResponseSchema.parse((await get(null, '/api/lotteries')).json());
    const listed = list.find((entry) => entry.id === lottery.id);
    expect(listed).toMatchObject({ state: 'active', in_progress: true, tickets: [], winners: [] });
    expect(listed?.proof).toMatchObject({ seed: null, tickets_digest: null });
    expect(listed?.proof.seed_hash).toMatch(/^[0-9a-f]{64}$/);
    const bySlug = lotterySchema.parse((await get(null, `/api/lotteries/${lottery.slug}`)).json());
    const byId = lotterySchema.parse((await get(null, `/api/lotteries/${lottery.id}`)).json());
    expect(byId).toEqual(bySlug);
    expect(bySlug.prizes.map((prize) => prize.title)).toEqual(['€25 cash', 'A Rocket Box Max']);
    expect((await get(null, '/api/lotteries/no-such-lottery')).statusCode).toBe(404);
    expect((await get(null, '/api/lotteries/Bad%20Slug')).statusCode).toBe(422);
    expect((await get(null, `/api/lotteries/${lottery.slug}/draw`)).statusCode).toBe(409);
    expect(JSON.stringify(list)).not.toContain(
      (
        await db.query.lotteryDrawSeeds.findFirst({
          where: (seeds, { eq: same }) => same(seeds.lotteryId, lottery.id),
        })
      )?.seed ?? 'missing',
    );
  });

  it('statuses and a status need a session', async () => {
    const lottery = await newLottery();
    expect((await get(null, '/api/lotteries/statuses')).statusCode).toBe(401);
    expect((await get(null, `/api/lotteries/${lottery.id}/status`)).statusCode).toBe(401);
  });

  it.each(['EUR', 'JPY', 'BTC'] as const)(
    'CP-006 in %s: 2 tickets for comp points raise the ticket balance by 2; a replay adds nothing',
    async (currency) => {
      const lottery = await newLottery();
      const player = await newPlayer(currency);
      await give(player.player.id, 500);
      const rates = (await get(player.cookie, `/api/comp_points/rates/lotteries`)).json<
        { id: number; points: number; lottery_ids: number[]; currency: string }[]
      >();
      const rate = rates.find((entry) => entry.lottery_ids.includes(lottery.id));
      expect(rate).toMatchObject({ currency });
      const before = await statuses(player);
      const key = randomUUID();
      const body = { tickets_count: 2, lottery_id: lottery.id, group: 'SPECIAL_REWARDS' };
      const first = await buy(player, body, key);
      expect(first.statusCode).toBe(200);
      expect(first.json()).toMatchObject({ exchange: { type: 'lotteries', quantity: 2 } });
      const replay = await buy(player, body, key);
      expect(replay.json()).toEqual(first.json());
      const after = await statuses(player);
      expect(after.balance).toBe(before.balance + 2);
      const mine = after.statuses.find((status) => status.lottery_id === lottery.id);
      expect(mine?.tickets.map((ticket) => ticket.source)).toEqual(['exchange', 'exchange']);
      expect(mine?.tickets.every((ticket) => ticket.is_winner === null)).toBe(true);
      const points = (await get(player.cookie, '/api/player/comp_points')).json<{
        chargeable: { points: number };
      }>();
      expect(points.chargeable.points).toBe(500 - 2 * (rate?.points ?? 0));
      const status = await get(player.cookie, `/api/lotteries/${lottery.slug}/status`);
      expect(status.json()).toMatchObject({ lottery_id: lottery.id, tickets: mine?.tickets });
    },
  );

  it('refusals: bad body 422 with fields, unknown lottery, closed lottery, too few points', async () => {
    const lottery = await newLottery(1);
    const player = await newPlayer();
    await give(player.player.id, 60);
    const bad = await buy(player, { tickets_count: 0, lottery_id: lottery.id });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json<{ errors: object }>().errors)).toEqual(
      expect.arrayContaining(['tickets_count', 'group']),
    );
    const unknown = await buy(player, {
      tickets_count: 1,
      lottery_id: 999_999,
      group: 'SPECIAL_REWARDS',
    });
    expect(unknown.json()).toMatchObject({ code: 'lottery_not_found' });
    const poor = await buy(player, {
      tickets_count: 5,
      lottery_id: lottery.id,
      group: 'SPECIAL_REWARDS',
    });
    expect(poor.json()).toMatchObject({ code: 'insufficient_points' });
    clock.set(new Date(lottery.endAt.getTime() + 1));
    try {
      const closed = await buy(player, {
        tickets_count: 1,
        lottery_id: lottery.id,
        group: 'SPECIAL_REWARDS',
      });
      expect(closed.statusCode).toBe(422);
      expect(closed.json()).toMatchObject({ code: 'lottery_closed' });
      expect(
        lotterySchema.parse((await get(null, `/api/lotteries/${lottery.id}`)).json()).state,
      ).toBe('drawing');
    } finally {
      clock.set(new Date(lottery.startAt.getTime() + 2 * MINUTE));
    }
    expect((await statuses(player)).statuses).toEqual([]);
  });

  it('TN-019: the draw runs once at end_at, pays each place through the grant paths and tells the winner; anyone recomputes it', async () => {
    const lottery = await newLottery(30, 2);
    const alice = await newPlayer('EUR', 'alice-lottery');
    const bob = await newPlayer('JPY', 'bob-lottery');
    for (const player of [alice, bob]) {
      await give(player.player.id, 1_000);
      const bought = await buy(player, {
        tickets_count: 3,
        lottery_id: lottery.id,
        group: 'SPECIAL_REWARDS',
      });
      expect(bought.statusCode).toBe(200);
    }
    expect(await draw(lottery.id, new Date(lottery.endAt.getTime() - 1))).toBe('not_due');
    // Twice, as a retry or a second instance would: the second finds it drawn.
    const [one, two] = await Promise.all([
      draw(lottery.id, lottery.endAt),
      draw(lottery.id, lottery.endAt),
    ]);
    expect([one, two].sort()).toEqual(['already_drawn', 'drawn']);

    const drawn = lotterySchema.parse(
      (await get(alice.cookie, `/api/lotteries/${lottery.slug}`)).json(),
    );
    expect(drawn.state).toBe('drawn');
    expect(drawn.winners).toHaveLength(2);
    expect(drawn.proof.seed).toMatch(/^[0-9a-f]{64}$/);
    expect(drawn.proof.tickets_count).toBe(6);
    expect(drawn.tickets.every((ticket) => typeof ticket.is_winner === 'boolean')).toBe(true);

    // Recomputed from the published data only.
    const published = lotteryDrawSchema.parse(
      (await get(null, `/api/lotteries/${lottery.id}/draw`)).json(),
    );
    expect(published.seed_hash).toBe(drawn.proof.seed_hash);
    expect(published.tickets.map((ticket) => ticket.holder).sort()).toEqual(
      ['alice-***', 'alice-***', 'alice-***', 'bob-lo***', 'bob-lo***', 'bob-lo***'].sort(),
    );
    const check = await verifyDraw(verifier, {
      seedHash: published.seed_hash,
      seed: published.seed,
      ticketsDigest: published.tickets_digest,
      tickets: published.tickets,
      winners: published.winners,
      places: published.places,
    });
    expect(check).toEqual({ seedMatches: true, listMatches: true, winnersMatch: true, ok: true });
    expect(published.winners.map(String)).toEqual(
      drawn.winners.map((winner) => winner.ticket_number),
    );

    // Each place paid once under `lottery:<id>:prize:<place>`, in the winner's currency.
    const cash = await db
      .select()
      .from(playerGifts)
      .where(eq(playerGifts.sourceReference, `lottery:${lottery.id}:prize:1`));
    expect(cash).toHaveLength(1);
    const firstTicket = published.winners[0] ?? 0;
    const firstHolder = firstTicket <= 3 ? alice : bob;
    expect(cash[0]).toMatchObject({
      playerId: firstHolder.player.id,
      currency: firstHolder === alice ? 'EUR' : 'JPY',
    });
    const box = await db
      .select()
      .from(playerLootboxes)
      .where(eq(playerLootboxes.sourceReference, `lottery:${lottery.id}:prize:2`));
    expect(box).toHaveLength(1);
    const notifications = (await get(firstHolder.cookie, '/api/player/notifications')).body;
    expect(notifications).toContain(`won place 1`);

    // Tickets stop counting in the common balance once drawn; no ticket joins a drawn list.
    expect((await statuses(alice)).balance).toBe(0);
    const late = await buy(alice, {
      tickets_count: 1,
      lottery_id: lottery.id,
      group: 'SPECIAL_REWARDS',
    });
    expect(late.json()).toMatchObject({ code: 'lottery_closed' });
  });

  it('creating a lottery schedules its draw at end_at, one task per lottery', async () => {
    const lottery = await newLottery(45);
    const [task] = await db
      .select()
      .from(scheduledTasks)
      .where(eq(scheduledTasks.key, `lottery:${lottery.id}`));
    expect(task).toMatchObject({ job: 'lotteries.draw', state: 'pending' });
    expect(task?.runAt.toISOString()).toBe(lottery.endAt.toISOString());
  });

  it('a lottery with no tickets draws no winners', async () => {
    const lottery = await newLottery(5);
    expect(await draw(lottery.id, lottery.endAt)).toBe('drawn');
    const published = lotteryDrawSchema.parse(
      (await get(null, `/api/lotteries/${lottery.slug}/draw`)).json(),
    );
    expect(published).toMatchObject({ tickets: [], winners: [] });
  });
});
