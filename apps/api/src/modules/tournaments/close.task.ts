import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import { kindOf } from '@croupier/domain/tournaments/identifier';
import { lastPrizePlace, prizeRowFor } from '@croupier/domain/tournaments/scoring';
import type { AppDeps } from '../../app-deps.js';
import type { Executor, Transaction } from '../../db/transaction.js';
import { defineTask, scheduleAt } from '../outbox/outbox.service.js';
import { enqueuePushes } from '../realtime/socket-push.js';
import { payPrize, pushNotice } from './payouts.service.js';
import { prizeRowsOf } from './tournaments.present.js';
import {
  findPlayerFacts,
  freezePlaces,
  listEntrantsPage,
  listPayoutsByPlayer,
  listRanked,
  lockTournament,
  setClosed,
  type PayoutRow,
  type TournamentRow,
} from './tournaments.repository.js';
import { statusPushOf } from './tournaments.service.js';

/**
 * The close runs this long after `end_at`: a bet booked just before the end reaches the
 * consumer through the outbox a moment later and still counts.
 */
export const CLOSE_GRACE_MS = 60_000;

/** Entrants read and pushed per statement at the close (10,000 entrants: 20 pages). */
export const FINAL_STATUS_PAGE = 500;

/**
 * Every entrant's final status (`tournaments_statuses`, event `updated`, `finished: true`), so
 * an open page shows the result at the close, not at its next poll; winners hear `won` beside.
 * Built by the status view itself (`statusOf`) from the frozen entry and its final place, a page
 * of entrants at a time: one read, one payouts read (quests, achievements) and one outbox insert
 * per page, never a statement per entrant.
 */
async function pushFinalStatuses(tx: Transaction, closed: TournamentRow): Promise<number> {
  const isTournament = kindOf(closed.frontendIdentifier) === 'tournament';
  let after = 0;
  let pushed = 0;
  for (;;) {
    const page = await listEntrantsPage(tx, closed.id, after, FINAL_STATUS_PAGE);
    const last = page.at(-1);
    if (!last) return pushed;
    const playerIds = page.map(({ entry }) => entry.playerId);
    const payouts = isTournament
      ? new Map<number, PayoutRow[]>()
      : await listPayoutsByPlayer(tx, closed.id, playerIds);
    const pushes = await Promise.all(
      page.map(({ entry, currency }) =>
        statusPushOf(
          tx,
          closed,
          { playerId: entry.playerId, facts: { currency } },
          { entry, place: entry.finalPlace, payouts: payouts.get(entry.playerId) ?? [] },
        ),
      ),
    );
    await enqueuePushes(tx, pushes);
    pushed += pushes.length;
    after = last.entry.playerId;
  }
}

/**
 * Closes one item, once: the row is locked first (a second run, on this instance or another,
 * waits and then finds it closed), the leaderboard is frozen (final places; later events find
 * it closed and count nothing), and every prize place is paid through the grant service by its
 * business reference `tournament:<id>:place:<n>`; ties go to the earliest score. Answers what
 * it did, for the log.
 */
export async function closeTournament(
  tx: Transaction,
  deps: AppDeps,
  log: Pick<FastifyBaseLogger, 'warn'>,
  tournamentId: number,
  now: Date,
): Promise<string> {
  const row = await lockTournament(tx, tournamentId);
  if (!row) return 'no such tournament';
  if (row.closedAt !== null || row.canceledAt !== null) return 'already closed';
  if (row.endAt.getTime() > now.getTime()) return 'not ended';
  await freezePlaces(tx, row.id);
  const rows = prizeRowsOf(row);
  const last = kindOf(row.frontendIdentifier) === 'tournament' ? lastPrizePlace(rows) : 0;
  const winners = last > 0 ? await listRanked(tx, row.id, last) : [];
  let paid = 0;
  for (const [at, winner] of winners.entries()) {
    const place = at + 1;
    const prizeRow = prizeRowFor(rows, place);
    if (!prizeRow) continue;
    const facts = await findPlayerFacts(tx, winner.playerId);
    const done = await payPrize(tx, deps, log, {
      tournament: row,
      playerId: winner.playerId,
      prize: prizeRow.prize,
      reference: `tournament:${row.id}:place:${place}`,
      kind: 'place',
      position: place,
      now,
    });
    if (done) paid += 1;
    await pushNotice(tx, {
      tournament: row,
      playerId: winner.playerId,
      kind: 'won',
      place,
      prize: prizeRow.prize,
      currency: facts?.currency ?? row.currency,
      now,
    });
  }
  await setClosed(tx, row.id, now);
  const pushed = await pushFinalStatuses(tx, { ...row, closedAt: now });
  return `closed ${row.frontendIdentifier}: ${winners.length} winners, ${paid} prizes paid, ${pushed} final statuses`;
}

export const CLOSE_TASK = 'tournament-close';

export function closeTournamentTask(deps: AppDeps) {
  return defineTask({
    job: CLOSE_TASK,
    payload: z.object({ tournamentId: z.number().int().positive() }),
    transactional: true,
    async run({ tournamentId }, { db, now, log }) {
      const result = await db.transaction((tx) =>
        closeTournament(tx, deps, log, tournamentId, now),
      );
      log.info({ tournamentId, result }, 'tournament close');
    },
  });
}

/** Schedules (or moves) the item's close to `end_at` + the grace, one task per item. */
export async function scheduleClose(
  db: Executor,
  deps: AppDeps,
  row: Pick<TournamentRow, 'id' | 'endAt'>,
): Promise<void> {
  await scheduleAt(db, closeTournamentTask(deps), {
    key: `tournament:${row.id}`,
    at: new Date(row.endAt.getTime() + CLOSE_GRACE_MS),
    payload: { tournamentId: row.id },
  });
}
