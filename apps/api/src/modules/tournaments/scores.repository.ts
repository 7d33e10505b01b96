import { and, eq, sql, type AnyColumn, type SQL } from 'drizzle-orm';
import { bigintArray, intArray } from '../../db/pg-array.js';
import { playerGroups, players } from '../../db/schema/players.js';
import {
  tournamentActions,
  tournamentEntries,
  tournamentPayouts,
} from '../../db/schema/tournaments.js';
import type { Executor } from '../../db/transaction.js';
import type {
  ActionRow,
  EntryRow,
  NewActionRow,
  PayoutRow,
  PlayerFacts,
} from './tournaments.repository.js';

/**
 * The scores consumer's reads and writes for many players of many items at once (decision
 * 0303): one statement per step of a batch, not one per player or per item.
 */

/** `findPlayerFacts` of many players: two statements in all (a missing player is left out). */
export async function findPlayerFactsOf(
  db: Executor,
  playerIds: readonly number[],
): Promise<Map<number, PlayerFacts>> {
  if (playerIds.length === 0) return new Map();
  const found = await db
    .select({ id: players.id, currency: players.currency, nickname: players.nickname })
    .from(players)
    .where(sql`${players.id} = ANY(${bigintArray(playerIds)})`);
  const memberships = await db
    .select({ playerId: playerGroups.playerId, groupId: playerGroups.groupId })
    .from(playerGroups)
    .where(sql`${playerGroups.playerId} = ANY(${bigintArray(playerIds)})`);
  return new Map(
    found.map(({ id, ...player }) => [
      id,
      {
        ...player,
        groups: memberships.filter((row) => row.playerId === id).map((row) => row.groupId),
      },
    ]),
  );
}

/** An item and a player: the key of an entry, and of the reads a batch makes for many at once. */
export interface ItemPlayer {
  tournamentId: number;
  playerId: number;
}

/**
 * `(tournament_id, player_id) IN` these pairs, as two array parameters: a batch names a couple
 * of thousand pairs across its items, one statement for them all instead of one per item.
 */
function amongPairs(
  tournamentColumn: AnyColumn,
  playerColumn: AnyColumn,
  pairs: readonly ItemPlayer[],
): SQL {
  const items = intArray(pairs.map((pair) => pair.tournamentId));
  const players = bigintArray(pairs.map((pair) => pair.playerId));
  return sql`(${tournamentColumn}, ${playerColumn}) IN (SELECT * FROM unnest(${items}, ${players}))`;
}

/** The counted (not undone) actions of these players in these items. */
export function listCountedActionsOf(
  db: Executor,
  pairs: readonly ItemPlayer[],
): Promise<ActionRow[]> {
  if (pairs.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(tournamentActions)
    .where(
      and(
        amongPairs(tournamentActions.tournamentId, tournamentActions.playerId, pairs),
        eq(tournamentActions.undone, false),
      ),
    );
}

/** The entries of these players in these items (a player without one is left out). */
export function findEntriesOf(db: Executor, pairs: readonly ItemPlayer[]): Promise<EntryRow[]> {
  if (pairs.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(tournamentEntries)
    .where(amongPairs(tournamentEntries.tournamentId, tournamentEntries.playerId, pairs));
}

/** The payouts of these players in these items. */
export function listPayoutsOf(db: Executor, pairs: readonly ItemPlayer[]): Promise<PayoutRow[]> {
  if (pairs.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(tournamentPayouts)
    .where(amongPairs(tournamentPayouts.tournamentId, tournamentPayouts.playerId, pairs));
}

export interface EntryScore {
  tournamentId: number;
  playerId: number;
  points: number;
  bets: number;
  betsEurCents: number;
  scoredAt: Date | null;
  /** Set once: a later write without it keeps the first moment. */
  completedAt: Date | null;
  now: Date;
}

/**
 * Rows of a batch as one JSON parameter: a batch writes thousands of rows, and a parameter per
 * column and row cost more to build (drizzle) and parse (PostgreSQL) than the rows themselves.
 */
const asJson = (rows: readonly object[]) => JSON.stringify(rows);

/** A counted action as its insert answers it: what an additive score carries forward. */
export type InsertedAction = Pick<
  ActionRow,
  'tournamentId' | 'playerId' | 'kind' | 'round' | 'amount' | 'eurCents' | 'provider' | 'bookedAt'
>;

/**
 * Records new counted actions in one statement; answers the ones new here (a redelivered
 * action, or one whose rollback left a tombstone, is already in). The statement answers only
 * their keys: the rows themselves are the caller's, and a batch's 2,000 read back cost more than
 * their insert.
 */
export async function insertActions(
  db: Executor,
  rows: readonly NewActionRow[],
): Promise<InsertedAction[]> {
  if (rows.length === 0) return [];
  const input = asJson(
    rows.map((row) => ({
      tournament_id: row.tournamentId,
      action_key: row.actionKey,
      player_id: row.playerId,
      kind: row.kind,
      round: row.round,
      amount: row.amount,
      eur_cents: row.eurCents,
      provider: row.provider ?? '',
      booked_at: row.bookedAt.toISOString(),
    })),
  );
  const result = await db.execute(sql`
    INSERT INTO ${tournamentActions} (tournament_id, action_key, player_id, kind, round, amount,
      eur_cents, provider, booked_at)
    SELECT * FROM jsonb_to_recordset(${input}::jsonb) AS i(tournament_id int, action_key text,
      player_id bigint, kind text, round text, amount bigint, eur_cents bigint, provider text,
      booked_at timestamptz)
    ON CONFLICT DO NOTHING
    RETURNING tournament_id, action_key`);
  const { rows: inserted } = result as unknown as {
    rows: { tournament_id: number; action_key: string }[];
  };
  const fresh = new Set(inserted.map((row) => `${row.tournament_id}:${row.action_key}`));
  // `delete`: a key twice in `rows` was inserted once, and is answered once.
  return rows
    .filter((row) => fresh.delete(`${row.tournamentId}:${row.actionKey}`))
    .map((row) => ({ ...row, provider: row.provider ?? '' }));
}

/** Writes the entries' scores in one statement (an entry's `completed_at` is never cleared). */
export async function writeEntries(db: Executor, rows: readonly EntryScore[]): Promise<void> {
  if (rows.length === 0) return;
  const input = asJson(
    rows.map((row) => ({
      tournament_id: row.tournamentId,
      player_id: row.playerId,
      points: row.points,
      bets: row.bets,
      bets_eur_cents: row.betsEurCents,
      scored_at: row.scoredAt?.toISOString() ?? null,
      completed_at: row.completedAt?.toISOString() ?? null,
      updated_at: row.now.toISOString(),
    })),
  );
  await db.execute(sql`
    INSERT INTO ${tournamentEntries} (tournament_id, player_id, points, bets, bets_eur_cents,
      scored_at, completed_at, updated_at)
    SELECT * FROM jsonb_to_recordset(${input}::jsonb) AS i(tournament_id int, player_id bigint,
      points bigint, bets bigint, bets_eur_cents bigint, scored_at timestamptz,
      completed_at timestamptz, updated_at timestamptz)
    ON CONFLICT (tournament_id, player_id) DO UPDATE SET
      points = excluded.points,
      bets = excluded.bets,
      bets_eur_cents = excluded.bets_eur_cents,
      scored_at = excluded.scored_at,
      updated_at = excluded.updated_at,
      completed_at = coalesce(${tournamentEntries}.completed_at, excluded.completed_at)`);
}

/**
 * Places in the leaderboard (players with points, best first: more points, then earlier, then
 * the lower id — the order of `placeOf` and the `tournament_entries_rank` index) of these
 * players, and of everyone within the first `top` places. One ordered pass over the item's
 * entries instead of a count per player.
 */
export async function placesOf(
  db: Executor,
  tournamentId: number,
  playerIds: readonly number[],
  top: number,
): Promise<Map<number, number>> {
  const result = await db.execute(sql`
    SELECT player_id::text AS player_id, place::int AS place FROM (
      SELECT player_id, row_number() OVER (ORDER BY points DESC, scored_at, player_id) AS place
      FROM ${tournamentEntries}
      WHERE tournament_id = ${tournamentId} AND points > 0
    ) ranked
    WHERE place <= ${top} OR player_id = ANY(${bigintArray(playerIds)})`);
  const { rows } = result as unknown as { rows: { player_id: string; place: number }[] };
  return new Map(rows.map((row) => [Number(row.player_id), row.place]));
}

/**
 * The first `count` places of the leaderboard, in `placesOf`'s order, read down the rank index
 * and no further: who holds a prize place before a batch's writes, without ranking everyone.
 */
export async function topPlacesOf(
  db: Executor,
  tournamentId: number,
  count: number,
): Promise<Map<number, number>> {
  const result = await db.execute(sql`
    SELECT player_id::text AS player_id FROM ${tournamentEntries}
    WHERE tournament_id = ${tournamentId} AND points > 0
    ORDER BY points DESC, scored_at, player_id
    LIMIT ${count}`);
  const { rows } = result as unknown as { rows: { player_id: string }[] };
  return new Map(rows.map((row, at) => [Number(row.player_id), at + 1]));
}

export interface UndoneAction {
  tournamentId: number;
  actionKey: string;
  playerId: number;
  kind: string;
  bookedAt: Date;
}

/**
 * Marks these actions undone in one statement; a rollback of an action not recorded yet leaves
 * a tombstone, so the late original counts nothing. Answers the (item, player) pairs whose
 * counted actions changed.
 */
export async function undoActions(
  db: Executor,
  rows: readonly UndoneAction[],
): Promise<{ tournamentId: number; playerId: number }[]> {
  if (rows.length === 0) return [];
  const input = asJson(
    rows.map((row) => ({
      tournament_id: row.tournamentId,
      action_key: row.actionKey,
      player_id: row.playerId,
      kind: row.kind,
      booked_at: row.bookedAt.toISOString(),
    })),
  );
  const result = await db.execute(sql`
    WITH input AS (
      SELECT DISTINCT ON (tournament_id, action_key) *
      FROM jsonb_to_recordset(${input}::jsonb) AS i(tournament_id int, action_key text,
        player_id bigint, kind text, booked_at timestamptz)
    ), undone AS (
      UPDATE ${tournamentActions} a SET undone = true FROM input i
      WHERE a.tournament_id = i.tournament_id AND a.action_key = i.action_key AND NOT a.undone
      RETURNING a.tournament_id, a.player_id, a.action_key
    ), tombstones AS (
      INSERT INTO ${tournamentActions} (tournament_id, action_key, player_id, kind, round, amount,
        eur_cents, booked_at, undone)
      SELECT i.tournament_id, i.action_key, i.player_id, i.kind, '', 0, 0, i.booked_at, true
      FROM input i
      WHERE NOT EXISTS (SELECT 1 FROM undone u
        WHERE u.tournament_id = i.tournament_id AND u.action_key = i.action_key)
      ON CONFLICT DO NOTHING
    )
    SELECT tournament_id, player_id::text AS player_id FROM undone`);
  const changed = (result as unknown as { rows: { tournament_id: number; player_id: string }[] })
    .rows;
  return changed.map((row) => ({
    tournamentId: Number(row.tournament_id),
    playerId: Number(row.player_id),
  }));
}
