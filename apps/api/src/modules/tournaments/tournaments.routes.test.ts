import { randomUUID } from 'node:crypto';
import { and, eq, like, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { LedgerMovementEvent } from '@croupier/contracts/events';
import {
  tournamentDetailSchema,
  tournamentListSchema,
  tournamentNotificationPushSchema,
  tournamentPlayerListSchema,
  tournamentPlayerStatusSchema,
  tournamentsStatusesPushSchema,
} from '@croupier/contracts/tournaments';
import { compPointBalances } from '../../db/schema/comp-points.js';
import { playerGifts } from '../../db/schema/gifts.js';
import { playerLootboxes } from '../../db/schema/lootboxes.js';
import { tournamentPayouts } from '../../db/schema/tournaments.js';
import { registerTestPlayer } from '../../testing/players.js';
import { buildTestApp, xhr } from '../../testing/test-app.js';
import { enqueueEvent } from '../outbox/outbox.service.js';
import { recordPublishedPushes } from '../../testing/pushes.js';
import { closeTournament } from './close.task.js';
import { tournamentSpecSchema, type TournamentSpecInput } from './tournaments.model.js';
import { insertTournament } from './tournaments.repository.js';

/**
 * Tournaments, quests and achievements over HTTP on a real database (engagement.md §3, §4, §7;
 * TN-001..TN-012, TN-020..TN-033): visibility, scoring from the typed events (any order,
 * redelivery, rollbacks), confirmation, the close paying each place once, quest levels and
 * achievements; players in EUR, USD, JPY and BTC.
 */
describe('tournaments', async () => {
  const { app, database, clock } = await buildTestApp();
  const db = database.db;
  const log = app.log;
  const HOUR = 3_600_000;

  const get = (cookie: string | null, url: string) =>
    app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });
  const confirmAs = (cookie: string, id: number | string, payload: unknown = { confirmed: true }) =>
    app.inject({
      method: 'POST',
      url: `/api/tournaments/${id}/confirm`,
      headers: { ...xhr, cookie },
      payload: payload as Record<string, unknown>,
    });

  let created = 0;
  /** An item running from an hour ago for a day (the clock's now), with a unique identifier. */
  const newTournament = async (spec: Partial<TournamentSpecInput> = {}) => {
    created += 1;
    const now = clock.now().getTime();
    const row = await insertTournament(
      db,
      tournamentSpecSchema.parse({
        frontendIdentifier: `test-race-${created}-${randomUUID().slice(0, 6)}`,
        title: `Test race ${created}`,
        type: 'tournament',
        currency: 'EUR',
        startAt: new Date(now - HOUR),
        endAt: new Date(now + 24 * HOUR),
        prizes: [
          {
            fromPlace: 1,
            toPlace: 1,
            prize: {
              kind: 'money',
              title: '€50 cash',
              amountCents: { EUR: 5_000, USD: 5_500, JPY: 8_000, BTC: 85_000 },
            },
          },
          {
            fromPlace: 2,
            toPlace: 2,
            prize: { kind: 'comp_points', title: '300 points', compPoints: 300 },
          },
          {
            fromPlace: 3,
            toPlace: 3,
            prize: { kind: 'lootbox', title: 'Rocket Box', lootboxTemplate: 'rocket-box' },
          },
        ],
        ...spec,
      }),
    );
    if (!row) throw new Error('not inserted');
    return row;
  };
  const newPlayer = async (currency = 'EUR', nickname?: string) => {
    const registered = await registerTestPlayer(app, {
      ...(currency === 'EUR' ? {} : { currency }),
      ...(nickname ? { nickname } : {}),
    });
    return { id: registered.player.id, cookie: registered.cookie };
  };

  let action = 0;
  type Play = Extract<LedgerMovementEvent, { kind: 'bet' | 'win' }>;
  const play = (
    kind: 'bet' | 'win',
    playerId: number,
    currency: string,
    amount: number,
    eurCents: number,
    options: { round?: string; provider?: string; categories?: string[]; at?: Date } = {},
  ): Play => {
    action += 1;
    return {
      kind,
      transactionId: action,
      reference: `test:${randomUUID()}`,
      currency,
      playerId,
      playerLegs: { player_real: kind === 'bet' ? -amount : amount },
      balance: null,
      metadata: {},
      createdAt: (options.at ?? clock.now()).toISOString(),
      play: {
        studio: 'test-studio',
        actionId: `${kind}-${randomUUID()}`,
        game: `${options.provider ?? 'juniper-jack'}/neon-lanterns`,
        provider: options.provider ?? 'juniper-jack',
        categories: options.categories ?? ['slots'],
        round: options.round ?? `round-${action}`,
        roundFinished: kind === 'win',
        split: { realCents: amount, bonusCents: 0 },
        eurCents,
      },
    };
  };
  const rollbackOf = (original: Play): LedgerMovementEvent => ({
    ...original,
    kind: 'rollback',
    transactionId: original.transactionId + 1_000_000,
    reference: `test:${randomUUID()}`,
    play: {
      ...original.play,
      actionId: `rollback-${randomUUID()}`,
      originalActionId: original.play.actionId,
      originalKind: original.kind,
    },
  });
  const deposit = (playerId: number, amount: number): LedgerMovementEvent => {
    action += 1;
    return {
      kind: 'deposit',
      transactionId: action,
      reference: `test:${randomUUID()}`,
      currency: 'EUR',
      playerId,
      playerLegs: { player_real: amount },
      balance: null,
      metadata: {},
      createdAt: clock.now().toISOString(),
    };
  };
  const publish = async (...events: LedgerMovementEvent[]) => {
    for (const event of events) await enqueueEvent(db, 'ledger.movement', event);
    await app.outbox.drain();
  };
  const detail = async (cookie: string | null, id: number | string) => {
    const response = await get(cookie, `/api/tournaments/${id}`);
    expect(response.statusCode).toBe(200);
    return tournamentDetailSchema.parse(response.json());
  };
  const status = async (cookie: string, id: number | string) => {
    const response = await get(cookie, `/api/tournaments/${id}/status`);
    expect(response.statusCode).toBe(200);
    return tournamentPlayerStatusSchema.parse(response.json());
  };
  // As the player's sockets get them: the status snapshots are published after the scores
  // batch commits, the notices and the close's statuses by the outbox's socket-push.
  const published = await recordPublishedPushes(app.deps.bus);
  const pushesOf = async (playerId: number, channel: string) => published.of(channel, playerId);

  describe('lists and visibility (TN-001, TN-006, TN-007)', () => {
    it('a guest sees the seeded items open to everyone, not the group-limited or hidden ones', async () => {
      const response = await get(null, '/api/tournaments');
      expect(response.statusCode).toBe(200);
      const list = tournamentListSchema.parse(response.json());
      const identifiers = list.map((item) => item.frontend_identifier);
      expect(identifiers).toContain('aurora-spins-race');
      expect(identifiers).toContain('quest--xs--starter');
      expect(identifiers).toContain('achievement--first-deposit');
      expect(identifiers).not.toContain('gold-club-race');
      const aurora = list.find((item) => item.frontend_identifier === 'aurora-spins-race');
      expect(aurora).toMatchObject({ kind: 'tournament', type: 'tournament', currency: 'EUR' });
      const quest = list.find((item) => item.frontend_identifier === 'quest--robot-s--circuit');
      expect(quest?.kind).toBe('quest');
      expect(quest?.quest?.size).toBe('robot-s');
      expect(quest?.quest?.levels).toHaveLength(15);
      const types = new Set(list.map((item) => item.type));
      for (const type of [
        'tournament',
        'producers',
        'action',
        'live',
        'achievements',
        'lottery',
        'quest',
      ]) {
        expect(types).toContain(type);
      }
      const statuses = new Set(list.map((item) => item.status));
      expect(statuses).toEqual(new Set(['active', 'future']));
    });

    it('a group member sees the group-limited item; hidden ids are 404, malformed ones 422', async () => {
      const gold = await newTournament({ groupIds: [424242] });
      const outsider = await newPlayer();
      const list = tournamentListSchema.parse(
        (await get(outsider.cookie, '/api/tournaments')).json(),
      );
      expect(list.some((item) => item.id === gold.id)).toBe(false);
      expect((await get(outsider.cookie, `/api/tournaments/${gold.id}`)).statusCode).toBe(404);
      expect((await get(null, `/api/tournaments/${gold.frontendIdentifier}`)).statusCode).toBe(404);
      const member = await newPlayer();
      await db.execute(
        sql`insert into player_groups (player_id, group_id, source) values (${member.id}, 424242, 'test')`,
      );
      const seen = tournamentListSchema.parse(
        (await get(member.cookie, '/api/tournaments')).json(),
      );
      expect(seen.some((item) => item.id === gold.id)).toBe(true);
      const hidden = await newTournament({ frontendIdentifier: 'nonvisible' });
      expect((await get(null, `/api/tournaments/${hidden.id}`)).statusCode).toBe(404);
      expect((await get(null, '/api/tournaments/999999')).statusCode).toBe(404);
      expect((await get(null, '/api/tournaments/Bad_Id!')).statusCode).toBe(422);
    });

    it('recent lists the archived items; the player list and status need a session (401)', async () => {
      const recent = tournamentListSchema.parse(
        (await get(null, '/api/tournaments/recent')).json(),
      );
      expect(recent.map((item) => item.frontend_identifier)).toContain('autumn-kickoff');
      expect(recent.every((item) => item.status === 'archive')).toBe(true);
      expect((await get(null, '/api/tournaments/player')).statusCode).toBe(401);
      expect((await get(null, '/api/tournaments/aurora-spins-race/status')).statusCode).toBe(401);
      const player = await newPlayer();
      const entries = tournamentPlayerListSchema.parse(
        (await get(player.cookie, '/api/tournaments/player')).json(),
      );
      expect(entries.length).toBeGreaterThan(5);
      const live = (await detail(null, 'live-tables-race')).id;
      expect(entries.find((entry) => entry.tournament_id === live)?.status).toBe(
        'confirmation_required',
      );
    });
  });

  describe('scores (TN-033)', () => {
    it('orders players by bets in the tournament currency, EUR, USD, JPY and BTC, masking others', async () => {
      const race = await newTournament();
      const eur = await newPlayer('EUR', 'Marta');
      const usd = await newPlayer('USD', 'Oskar');
      const jpy = await newPlayer('JPY');
      const btc = await newPlayer('BTC');
      await publish(
        play('bet', eur.id, 'EUR', 1_000, 1_000),
        play('bet', usd.id, 'USD', 2_000, 1_840), // counted as its EUR amount
        play('bet', jpy.id, 'JPY', 150, 95),
        play('bet', btc.id, 'BTC', 3_400, 200),
        play('win', eur.id, 'EUR', 5_000, 5_000), // wins do not score a bet-sum race
      );
      const board = await detail(eur.cookie, race.id);
      expect(board.leaderboard.map((row) => row.points)).toEqual([1_840, 1_000, 200, 95]);
      expect(board.leaderboard[0]).toMatchObject({
        nickname: 'Os***',
        is_me: false,
        award_place: 1,
      });
      expect(board.leaderboard[1]).toMatchObject({
        nickname: 'Marta',
        is_me: true,
        award_place: 2,
      });
      expect(board.leaderboard[0]?.prize?.kind).toBe('money');
      expect(board.players_count).toBe(4);
      expect(board.bets).toBe(1_840 + 1_000 + 200 + 95);
      const mine = await status(usd.cookie, race.id);
      expect(mine).toMatchObject({ place: 1, points: 1_840, confirmed: true });
      // The prize is shown in the player's currency.
      expect(mine.prize).toMatchObject({ kind: 'money', currency: 'USD', amount_cents: 5_500 });
      const guest = await detail(null, race.id);
      expect(guest.leaderboard.every((row) => !row.is_me && row.nickname.endsWith('***'))).toBe(
        true,
      );
      // No row names a player by id: a row holds its place, masked nickname and figures only
      // (an id as a substring of the whole answer matched dates on a fresh database).
      for (const row of [...guest.leaderboard, ...guest.top_players]) {
        expect(Object.keys(row).sort()).toEqual(
          ['award_place', 'bets', 'is_me', 'nickname', 'points', 'prize'].sort(),
        );
      }
    });

    it('a redelivered bet counts once; a rollback undoes it, before or after the bet', async () => {
      const race = await newTournament();
      const player = await newPlayer();
      const first = play('bet', player.id, 'EUR', 500, 500);
      const second = play('bet', player.id, 'EUR', 300, 300);
      await publish(first, first, rollbackOf(second), second);
      expect((await status(player.cookie, race.id)).points).toBe(500);
      await publish(rollbackOf(first), rollbackOf(first));
      expect(await status(player.cookie, race.id)).toMatchObject({ points: 0, place: null });
    });

    it('qualifying: provider, category and minimum bet; bets outside the dates count nothing', async () => {
      const race = await newTournament({
        qualifying: { providers: ['kestrel-forge'], categories: ['slots'], minBetCents: 100 },
      });
      const player = await newPlayer();
      await publish(
        play('bet', player.id, 'EUR', 500, 500, { provider: 'kestrel-forge' }),
        play('bet', player.id, 'EUR', 500, 500), // another provider
        play('bet', player.id, 'EUR', 99, 99, { provider: 'kestrel-forge' }), // under the minimum
        play('bet', player.id, 'EUR', 500, 500, {
          provider: 'kestrel-forge',
          categories: ['live'],
        }),
        play('bet', player.id, 'EUR', 500, 500, {
          provider: 'kestrel-forge',
          at: new Date(race.startAt.getTime() - 1),
        }),
      );
      expect((await status(player.cookie, race.id)).points).toBe(500);
    });

    it('biggest multiplier: the best round in hundredths', async () => {
      const race = await newTournament({ scoring: 'biggest_multiplier' });
      const player = await newPlayer();
      await publish(
        play('bet', player.id, 'EUR', 100, 100, { round: 'm-1' }),
        play('win', player.id, 'EUR', 2_500, 2_500, { round: 'm-1' }),
        play('bet', player.id, 'EUR', 100, 100, { round: 'm-2' }),
        play('win', player.id, 'EUR', 300, 300, { round: 'm-2' }),
      );
      expect((await status(player.cookie, race.id)).points).toBe(2_500);
    });

    it('pushes the status as it changes and tells who entered the prizes and who dropped out (TN-012)', async () => {
      const race = await newTournament({
        prizes: [
          {
            fromPlace: 1,
            toPlace: 1,
            prize: { kind: 'comp_points', title: '10 points', compPoints: 10 },
          },
        ],
      });
      const a = await newPlayer();
      const b = await newPlayer();
      await publish(play('bet', a.id, 'EUR', 100, 100));
      await publish(play('bet', b.id, 'EUR', 200, 200));
      const statuses = (await pushesOf(a.id, 'tournaments_statuses'))
        .map((data) => tournamentsStatusesPushSchema.parse(data))
        .filter((data) => data.tournament_id === race.id);
      expect(statuses.map((data) => data.place)).toEqual([1, 2]);
      const noticesA = (await pushesOf(a.id, 'tournament_notifications'))
        .map((data) => tournamentNotificationPushSchema.parse(data))
        .filter((data) => data.tournament_id === race.id);
      expect(noticesA.map((data) => data.kind)).toEqual(['entered_prizes', 'dropped_out']);
      const noticesB = (await pushesOf(b.id, 'tournament_notifications'))
        .map((data) => tournamentNotificationPushSchema.parse(data))
        .filter((data) => data.tournament_id === race.id);
      expect(noticesB.map((data) => data.kind)).toEqual(['entered_prizes']);
    });

    it('a batch of bets that overtakes two prize holders tells all four, with their new places (TN-012)', async () => {
      const race = await newTournament({
        prizes: [
          {
            fromPlace: 1,
            toPlace: 2,
            prize: { kind: 'comp_points', title: '10 points', compPoints: 10 },
          },
        ],
      });
      const [a, b, c, d] = [
        await newPlayer(),
        await newPlayer(),
        await newPlayer(),
        await newPlayer(),
      ];
      await publish(play('bet', a.id, 'EUR', 100, 100), play('bet', b.id, 'EUR', 200, 200));
      // One delivery: the consumer scores both bets in one batch.
      await publish(play('bet', c.id, 'EUR', 300, 300), play('bet', d.id, 'EUR', 400, 400));
      const last = async (playerId: number, channel: string) => {
        const pushes = (await pushesOf(playerId, channel)).filter(
          (data) => (data as { tournament_id: number }).tournament_id === race.id,
        );
        return pushes.at(-1);
      };
      const notice = async (playerId: number) =>
        tournamentNotificationPushSchema.parse(await last(playerId, 'tournament_notifications'));
      expect(await notice(d.id)).toMatchObject({ kind: 'entered_prizes', place: 1 });
      expect(await notice(c.id)).toMatchObject({ kind: 'entered_prizes', place: 2 });
      expect(await notice(b.id)).toMatchObject({ kind: 'dropped_out', place: 3 });
      expect(await notice(a.id)).toMatchObject({ kind: 'dropped_out', place: 4 });
      // The displaced players' pages move too: their status is pushed with the new place.
      const place = async (playerId: number) =>
        tournamentsStatusesPushSchema.parse(await last(playerId, 'tournaments_statuses')).place;
      expect([await place(d.id), await place(c.id), await place(b.id), await place(a.id)]).toEqual([
        1, 2, 3, 4,
      ]);
    });

    it('property: the leaderboard equals an oracle sum over any order, redelivery and rollbacks', async () => {
      const race = await newTournament();
      // Achievements whose progress is a count or a total are carried forward, not derived
      // again: the same oracle holds for them (a spin count on one provider, a EUR bet sum).
      const achievement = (kind: 'spin_count' | 'bet_sum', provider: string | null) =>
        newTournament({
          frontendIdentifier: `achievement--${kind.replace('_', '-')}-${randomUUID().slice(0, 6)}`,
          type: 'achievements',
          prizes: [],
          achievement: {
            goal: { kind, target: 1_000_000_000, provider },
            badge: '/brand/badges/first-deposit.svg',
            reward: null,
          },
        });
      const spins = await achievement('spin_count', 'juniper-jack');
      const wagered = await achievement('bet_sum', null);
      const players = await Promise.all([newPlayer(), newPlayer(), newPlayer()]);
      const expected = new Map<number, number>();
      const expectedSpins = new Map<number, number>();
      const add = (totals: Map<number, number>, playerId: number, amount: number) =>
        totals.set(playerId, (totals.get(playerId) ?? 0) + amount);
      await fc.assert(
        fc.asyncProperty(
          fc.array(
            fc.record({
              who: fc.integer({ min: 0, max: 2 }),
              stake: fc.integer({ min: 1, max: 5_000 }),
              rolledBack: fc.boolean(),
              elsewhere: fc.boolean(),
            }),
            { minLength: 1, maxLength: 10 },
          ),
          fc.array(fc.nat(), { maxLength: 5 }),
          fc.nat(),
          async (bets, redeliveries, seed) => {
            const events: LedgerMovementEvent[] = [];
            for (const entry of bets) {
              const player = players[entry.who];
              if (!player) continue;
              const placed = play('bet', player.id, 'EUR', entry.stake, entry.stake, {
                provider: entry.elsewhere ? 'kestrel-forge' : 'juniper-jack',
              });
              events.push(placed);
              if (entry.rolledBack) events.push(rollbackOf(placed));
              else {
                add(expected, player.id, entry.stake);
                if (!entry.elsewhere) add(expectedSpins, player.id, 1);
              }
            }
            for (const pick of redeliveries) {
              const again = events[pick % events.length];
              if (again) events.push(again);
            }
            let state = seed;
            for (let i = events.length - 1; i > 0; i -= 1) {
              state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
              const j = state % (i + 1);
              [events[i], events[j]] = [
                events[j] as LedgerMovementEvent,
                events[i] as LedgerMovementEvent,
              ];
            }
            await publish(...events);
            for (const player of players) {
              expect((await status(player.cookie, race.id)).points).toBe(
                expected.get(player.id) ?? 0,
              );
              expect((await status(player.cookie, spins.id)).achievement?.progress).toBe(
                expectedSpins.get(player.id) ?? 0,
              );
              expect((await status(player.cookie, wagered.id)).achievement?.progress).toBe(
                expected.get(player.id) ?? 0,
              );
            }
            const board = await detail(null, race.id);
            const sorted = [...expected.values()]
              .filter((value) => value > 0)
              .sort((x, y) => y - x);
            expect(board.leaderboard.map((row) => row.points)).toEqual(sorted);
          },
        ),
        { numRuns: 4 },
      );
    }, 180_000);
  });

  describe('confirmation (TN-009)', () => {
    it('bets count only after the player joined; the body must say confirmed true', async () => {
      const race = await newTournament({ entry: 'confirmation' });
      const player = await newPlayer();
      expect((await status(player.cookie, race.id)).confirmation_required).toBe(true);
      await publish(play('bet', player.id, 'EUR', 700, 700));
      expect((await confirmAs(player.cookie, race.id, { confirmed: false })).statusCode).toBe(422);
      const joined = await confirmAs(player.cookie, race.id);
      expect(joined.statusCode).toBe(200);
      expect(tournamentPlayerStatusSchema.parse(joined.json())).toMatchObject({
        confirmed: true,
        confirmation_required: false,
        points: 0,
      });
      expect((await confirmAs(player.cookie, race.frontendIdentifier)).statusCode).toBe(200);
      clock.advance(1_000);
      await publish(play('bet', player.id, 'EUR', 300, 300));
      expect((await status(player.cookie, race.id)).points).toBe(300);
    });
  });

  describe('the close (once, prizes paid by reference)', () => {
    it('freezes the board, pays each place once even when run twice, and later events count nothing', async () => {
      const race = await newTournament();
      const [first, second, third] = [await newPlayer(), await newPlayer(), await newPlayer()];
      await publish(
        play('bet', first.id, 'EUR', 900, 900),
        play('bet', second.id, 'EUR', 500, 500),
        play('bet', third.id, 'EUR', 500, 500),
      );
      // A tie at 500: the earlier score (second) takes place 2.
      clock.advance(25 * HOUR);
      const runs = await Promise.all([
        db.transaction((tx) => closeTournament(tx, app.deps, log, race.id, clock.now())),
        db.transaction((tx) => closeTournament(tx, app.deps, log, race.id, clock.now())),
      ]);
      expect(runs.filter((run) => run.startsWith('closed'))).toHaveLength(1);
      await app.outbox.drain();
      const payouts = await db
        .select()
        .from(tournamentPayouts)
        .where(like(tournamentPayouts.reference, `tournament:${race.id}:place:%`));
      expect(payouts.map((row) => [row.position, row.playerId, row.paid]).sort()).toEqual(
        [
          [1, first.id, true],
          [2, second.id, true],
          [3, third.id, true],
        ].sort(),
      );
      const gift = await db
        .select()
        .from(playerGifts)
        .where(eq(playerGifts.sourceReference, `tournament:${race.id}:place:1`));
      expect(gift).toHaveLength(1);
      expect(gift[0]).toMatchObject({ playerId: first.id, currency: 'EUR' });
      const [points] = await db
        .select()
        .from(compPointBalances)
        .where(eq(compPointBalances.playerId, second.id));
      expect(points?.persistent).toBeGreaterThanOrEqual(300);
      const boxes = await db
        .select()
        .from(playerLootboxes)
        .where(eq(playerLootboxes.playerId, third.id));
      expect(boxes).toHaveLength(1);
      const won = (await pushesOf(first.id, 'tournament_notifications'))
        .map((data) => tournamentNotificationPushSchema.parse(data))
        .filter((data) => data.tournament_id === race.id && data.kind === 'won');
      expect(won).toHaveLength(1);
      // Frozen: a late event booked inside the dates changes nothing.
      await publish(
        play('bet', third.id, 'EUR', 5_000, 5_000, { at: new Date(race.endAt.getTime() - 1) }),
      );
      const frozen = await detail(null, race.id);
      expect(frozen).toMatchObject({ finished: true, status: 'archive' });
      expect(frozen.leaderboard.map((row) => row.points)).toEqual([900, 500, 500]);
      clock.advance(-25 * HOUR);
    });

    it('pushes every entrant its final status at the close, the non-winners too', async () => {
      const race = await newTournament({
        entry: 'confirmation',
        prizes: [
          {
            fromPlace: 1,
            toPlace: 1,
            prize: { kind: 'comp_points', title: '10 points', compPoints: 10 },
          },
        ],
      });
      const [winner, runnerUp, joined] = [
        await newPlayer(),
        await newPlayer('USD'),
        await newPlayer(),
      ];
      for (const player of [winner, runnerUp, joined]) {
        expect((await confirmAs(player.cookie, race.id)).statusCode).toBe(200);
      }
      clock.advance(1_000);
      await publish(
        play('bet', winner.id, 'EUR', 900, 900),
        play('bet', runnerUp.id, 'USD', 500, 460),
      );
      const finalOf = async (playerId: number) =>
        (await pushesOf(playerId, 'tournaments_statuses'))
          .map((data) => tournamentsStatusesPushSchema.parse(data))
          .filter((data) => data.tournament_id === race.id && data.finished);
      expect(await finalOf(runnerUp.id)).toEqual([]);

      clock.advance(25 * HOUR);
      const closed = await app.inject({
        method: 'POST',
        url: `/__test/tournaments/${race.id}/close`,
        headers: xhr,
      });
      expect(closed.statusCode, closed.body).toBe(200);
      expect(closed.json()).toMatchObject({ result: expect.stringContaining('3 final statuses') });
      await app.outbox.drain();
      // The non-winner hears no `won`, only the final status: place 2, no prize, finished.
      const [runnerUpFinal, ...more] = await finalOf(runnerUp.id);
      expect(more).toEqual([]);
      expect(runnerUpFinal).toMatchObject({ finished: true, place: 2, points: 460, prize: null });
      expect(await finalOf(joined.id)).toMatchObject([
        { finished: true, place: null, points: 0, confirmed: true, prize: null },
      ]);
      expect(await finalOf(winner.id)).toMatchObject([
        { finished: true, place: 1, prize: { kind: 'comp_points' } },
      ]);
      // The same view the page reads (the clock back inside the session's life).
      clock.advance(-25 * HOUR - 1_000);
      expect(await status(runnerUp.cookie, race.id)).toEqual(runnerUpFinal);
    });

    it('property: each place is paid exactly once, however many closes run', async () => {
      await fc.assert(
        fc.asyncProperty(
          fc.integer({ min: 1, max: 4 }),
          fc.integer({ min: 0, max: 4 }),
          async (closes, bettors) => {
            const race = await newTournament();
            const players = await Promise.all(Array.from({ length: bettors }, () => newPlayer()));
            await publish(
              ...players.map((player, at) =>
                play('bet', player.id, 'EUR', 100 * (at + 1), 100 * (at + 1)),
              ),
            );
            const end = new Date(race.endAt.getTime() + 1);
            await Promise.all(
              Array.from({ length: closes }, () =>
                db.transaction((tx) => closeTournament(tx, app.deps, log, race.id, end)),
              ),
            );
            const payouts = await db
              .select()
              .from(tournamentPayouts)
              .where(eq(tournamentPayouts.tournamentId, race.id));
            expect(payouts).toHaveLength(Math.min(3, bettors));
            expect(new Set(payouts.map((row) => row.position)).size).toBe(payouts.length);
            const gifts = await db
              .select()
              .from(playerGifts)
              .where(like(playerGifts.sourceReference, `tournament:${race.id}:%`));
            expect(gifts).toHaveLength(bettors > 0 ? 1 : 0);
          },
        ),
        { numRuns: 5 },
      );
    }, 180_000);

    it('the close task is scheduled at the end and runs through the outbox worker', async () => {
      const race = await newTournament({ endAt: new Date(clock.now().getTime() + HOUR) });
      const player = await newPlayer();
      await publish(play('bet', player.id, 'EUR', 100, 100));
      const { scheduleClose } = await import('./close.task.js');
      await scheduleClose(db, app.deps, race);
      clock.advance(2 * HOUR);
      expect(await app.outbox.runDueTasks()).toContain(`tournament:${race.id}`);
      expect(await app.outbox.runDueTasks()).not.toContain(`tournament:${race.id}`);
      await app.outbox.drain();
      expect((await detail(null, race.id)).finished).toBe(true);
      clock.advance(-2 * HOUR);
    });
  });

  describe('quests (TN-020..TN-027) and achievements (TN-031)', () => {
    it('an xs quest: levels reached pay once, states follow the EUR bets (a USD player)', async () => {
      const quest = await newTournament({
        frontendIdentifier: `quest--xs--test-${randomUUID().slice(0, 6)}`,
        type: 'quest',
        prizes: [],
        levelPrizes: [
          null,
          { kind: 'comp_points', title: '50 points', compPoints: 50 },
          { kind: 'comp_points', title: '100 points', compPoints: 100 },
        ],
      });
      const player = await newPlayer('USD');
      // €600 in EUR cents: past €150 and €500.
      await publish(play('bet', player.id, 'USD', 65_000, 60_000));
      await publish(play('bet', player.id, 'USD', 100, 92));
      const mine = await status(player.cookie, quest.id);
      expect(mine.quest).toMatchObject({
        bets_eur_cents: 60_092,
        current_level: 3,
        next_threshold_eur: 1000,
      });
      expect(mine.quest?.levels.map((level) => level.state)).toEqual([
        'completed',
        'completed',
        'active',
        'locked',
        'locked',
        'locked',
      ]);
      // Levels 2 and 3 paid (level 1 pays nothing).
      const grantedNow = [false, true, true, false, false, false];
      expect(mine.quest?.levels.map((level) => level.granted)).toEqual(grantedNow);
      const [points] = await db
        .select()
        .from(compPointBalances)
        .where(eq(compPointBalances.playerId, player.id));
      expect(points?.persistent).toBeGreaterThanOrEqual(150);
      const notices = (await pushesOf(player.id, 'tournament_notifications'))
        .map((data) => tournamentNotificationPushSchema.parse(data))
        .filter((data) => data.tournament_id === quest.id);
      expect(notices.map((data) => [data.kind, data.place])).toEqual([
        ['quest_level', 2],
        ['quest_level', 3],
      ]);
      // The prizes are paid apart from the scores (tournaments-prizes): the last status pushed
      // already shows them granted, so the open quest page needs no reload.
      const statuses = (await pushesOf(player.id, 'tournaments_statuses'))
        .map((data) => tournamentPlayerStatusSchema.parse(data))
        .filter((data) => data.tournament_id === quest.id);
      expect(statuses.at(-1)?.quest?.levels.map((level) => level.granted)).toEqual(grantedNow);
      // A second prize-due event for the same player (a later batch that saw the levels before
      // they were paid) pays nothing again and says nothing.
      await enqueueEvent(db, 'tournaments.prize-due', {
        tournamentId: quest.id,
        playerId: player.id,
        createdAt: clock.now().toISOString(),
      });
      await app.outbox.drain();
      const levels = await db
        .select()
        .from(tournamentPayouts)
        .where(
          and(
            eq(tournamentPayouts.playerId, player.id),
            eq(tournamentPayouts.tournamentId, quest.id),
          ),
        )
        .orderBy(tournamentPayouts.position);
      expect(levels.map((row) => [row.kind, row.position, row.paid])).toEqual([
        ['level', 2, true],
        ['level', 3, true],
      ]);
      expect(
        (await pushesOf(player.id, 'tournament_notifications')).filter(
          (data) => tournamentNotificationPushSchema.parse(data).tournament_id === quest.id,
        ),
      ).toHaveLength(2);
    });

    it('achievements: a first deposit and a x100 multiplier each reward once', async () => {
      const firstDeposit = await newTournament({
        frontendIdentifier: `achievement--deposit-${randomUUID().slice(0, 6)}`,
        type: 'achievements',
        prizes: [],
        achievement: {
          goal: { kind: 'first_deposit', target: 1 },
          badge: '/brand/badges/first-deposit.svg',
          reward: { kind: 'comp_points', title: '20 points', compPoints: 20 },
        },
      });
      const x100 = await newTournament({
        frontendIdentifier: `achievement--x100-${randomUUID().slice(0, 6)}`,
        type: 'achievements',
        prizes: [],
        achievement: {
          goal: { kind: 'multiplier', target: 10_000 },
          badge: '/brand/badges/x100.svg',
          reward: { kind: 'comp_points', title: '30 points', compPoints: 30 },
        },
      });
      const player = await newPlayer();
      await publish(deposit(player.id, 2_000), deposit(player.id, 3_000));
      const dep = await status(player.cookie, firstDeposit.id);
      expect(dep.achievement).toMatchObject({ progress: 2, target: 1, granted: true });
      expect(dep.achievement?.completed_at).not.toBeNull();
      await publish(
        play('bet', player.id, 'EUR', 10, 10, { round: 'x-1' }),
        play('win', player.id, 'EUR', 500, 500, { round: 'x-1' }),
      );
      expect((await status(player.cookie, x100.id)).achievement).toMatchObject({
        progress: 5_000,
        granted: false,
      });
      await publish(
        play('bet', player.id, 'EUR', 10, 10, { round: 'x-2' }),
        play('win', player.id, 'EUR', 1_000, 1_000, { round: 'x-2' }),
        play('bet', player.id, 'EUR', 10, 10, { round: 'x-3' }),
        play('win', player.id, 'EUR', 2_000, 2_000, { round: 'x-3' }),
      );
      expect((await status(player.cookie, x100.id)).achievement).toMatchObject({
        progress: 20_000,
        granted: true,
      });
      const paid = await db
        .select()
        .from(tournamentPayouts)
        .where(eq(tournamentPayouts.playerId, player.id));
      const mine = new Set([firstDeposit.id, x100.id]);
      expect(
        paid.filter((row) => row.kind === 'achievement' && mine.has(row.tournamentId)),
      ).toHaveLength(2);
    });
  });
});
