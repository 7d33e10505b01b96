import { and, asc, desc, eq, gt, inArray, isNull, lte, sql } from 'drizzle-orm';
import { giftTemplates } from '../../db/schema/gifts.js';
import { playerGroups, players } from '../../db/schema/players.js';
import type { tournamentActions } from '../../db/schema/tournaments.js';
import { tournamentEntries, tournamentPayouts, tournaments } from '../../db/schema/tournaments.js';
import type { Executor } from '../../db/transaction.js';
import type { TournamentSpec } from './tournaments.model.js';

export type TournamentRow = typeof tournaments.$inferSelect;
export type EntryRow = typeof tournamentEntries.$inferSelect;
export type ActionRow = typeof tournamentActions.$inferSelect;
export type NewActionRow = typeof tournamentActions.$inferInsert;
export type PayoutRow = typeof tournamentPayouts.$inferSelect;

function valuesOf(spec: TournamentSpec) {
  return {
    frontendIdentifier: spec.frontendIdentifier,
    title: spec.title,
    description: spec.description,
    type: spec.type,
    currency: spec.currency,
    groupIds: spec.groupIds,
    startAt: spec.startAt,
    endAt: spec.endAt,
    scoring: spec.scoring,
    entry: spec.entry,
    qualifying: spec.qualifying,
    prizes: spec.prizes,
    levelPrizes: spec.levelPrizes,
    achievement: spec.achievement,
    termsUrl: spec.termsUrl,
    termsCategories: spec.termsCategories,
    image: spec.image,
  };
}

/** A new item; null when its identifier is taken. */
export async function insertTournament(
  db: Executor,
  spec: TournamentSpec,
): Promise<TournamentRow | null> {
  const [row] = await db
    .insert(tournaments)
    .values(valuesOf(spec))
    .onConflictDoNothing({ target: tournaments.frontendIdentifier })
    .returning();
  return row ?? null;
}

export async function findTournamentById(db: Executor, id: number): Promise<TournamentRow | null> {
  const [row] = await db.select().from(tournaments).where(eq(tournaments.id, id));
  return row ?? null;
}

export async function findTournamentByIdentifier(
  db: Executor,
  identifier: string,
): Promise<TournamentRow | null> {
  const [row] = await db
    .select()
    .from(tournaments)
    .where(eq(tournaments.frontendIdentifier, identifier));
  return row ?? null;
}

/** The close takes the row first: a second close (another instance) waits, then sees it closed. */
export async function lockTournament(db: Executor, id: number): Promise<TournamentRow | null> {
  const [row] = await db.select().from(tournaments).where(eq(tournaments.id, id)).for('update');
  return row ?? null;
}

export function listTournaments(db: Executor): Promise<TournamentRow[]> {
  return db
    .select()
    .from(tournaments)
    .where(isNull(tournaments.canceledAt))
    .orderBy(asc(tournaments.endAt), asc(tournaments.id));
}

/** Items still to close (for scheduling their close at start-up). */
export function listOpenTournaments(db: Executor): Promise<TournamentRow[]> {
  return db
    .select()
    .from(tournaments)
    .where(and(isNull(tournaments.closedAt), isNull(tournaments.canceledAt)));
}

/**
 * Items an action booked between `from` and `to` can count for: running at some moment of it,
 * neither closed nor cancelled (the caller checks each action's own moment).
 */
export function listRunningBetween(db: Executor, from: Date, to: Date): Promise<TournamentRow[]> {
  return db
    .select()
    .from(tournaments)
    .where(
      and(
        lte(tournaments.startAt, to),
        gt(tournaments.endAt, from),
        isNull(tournaments.closedAt),
        isNull(tournaments.canceledAt),
      ),
    );
}

export async function setClosed(db: Executor, id: number, now: Date): Promise<void> {
  await db.update(tournaments).set({ closedAt: now, updatedAt: now }).where(eq(tournaments.id, id));
}

export async function setCanceled(db: Executor, id: number, now: Date): Promise<boolean> {
  const rows = await db
    .update(tournaments)
    .set({ canceledAt: now, updatedAt: now })
    .where(
      and(eq(tournaments.id, id), isNull(tournaments.closedAt), isNull(tournaments.canceledAt)),
    )
    .returning({ id: tournaments.id });
  return rows.length > 0;
}

export interface PlayerFacts {
  currency: string;
  nickname: string | null;
  groups: number[];
}

export async function findPlayerFacts(db: Executor, playerId: number): Promise<PlayerFacts | null> {
  const [player] = await db
    .select({ currency: players.currency, nickname: players.nickname })
    .from(players)
    .where(eq(players.id, playerId));
  if (!player) return null;
  const groups = await db
    .select({ groupId: playerGroups.groupId })
    .from(playerGroups)
    .where(eq(playerGroups.playerId, playerId));
  return { ...player, groups: groups.map((row) => row.groupId) };
}

// ---- actions -------------------------------------------------------------------------------

// ---- entries -------------------------------------------------------------------------------

export async function findEntry(
  db: Executor,
  tournamentId: number,
  playerId: number,
): Promise<EntryRow | null> {
  const [row] = await db
    .select()
    .from(tournamentEntries)
    .where(
      and(
        eq(tournamentEntries.tournamentId, tournamentId),
        eq(tournamentEntries.playerId, playerId),
      ),
    );
  return row ?? null;
}

export function listPlayerEntries(db: Executor, playerId: number): Promise<EntryRow[]> {
  return db.select().from(tournamentEntries).where(eq(tournamentEntries.playerId, playerId));
}

/** TN-009: joined from `now` on (a second confirm keeps the first moment). */
export async function confirmEntry(
  db: Executor,
  tournamentId: number,
  playerId: number,
  now: Date,
): Promise<void> {
  await db
    .insert(tournamentEntries)
    .values({ tournamentId, playerId, confirmedAt: now, updatedAt: now })
    .onConflictDoUpdate({
      target: [tournamentEntries.tournamentId, tournamentEntries.playerId],
      set: { confirmedAt: sql`coalesce(${tournamentEntries.confirmedAt}, ${now.toISOString()})` },
    });
}

/** Ahead of a row: more points, or as many reached earlier, or as many at once and a lower id. */
function aheadOf(entry: { points: number; scoredAt: Date | null; playerId: number }) {
  const at = (entry.scoredAt ?? new Date(0)).toISOString();
  return sql`(${tournamentEntries.points} > ${entry.points}
    or (${tournamentEntries.points} = ${entry.points} and ${tournamentEntries.scoredAt} < ${at})
    or (${tournamentEntries.points} = ${entry.points} and ${tournamentEntries.scoredAt} = ${at}
        and ${tournamentEntries.playerId} < ${entry.playerId}))`;
}

/** The entry's place among the players with points (null without points). */
export async function placeOf(
  db: Executor,
  tournamentId: number,
  entry: { points: number; scoredAt: Date | null; playerId: number },
): Promise<number | null> {
  if (entry.points <= 0) return null;
  const [row] = await db
    .select({ ahead: sql<number>`count(*)::int` })
    .from(tournamentEntries)
    .where(
      and(
        eq(tournamentEntries.tournamentId, tournamentId),
        gt(tournamentEntries.points, 0),
        aheadOf(entry),
      ),
    );
  return (row?.ahead ?? 0) + 1;
}

export interface RankedRow {
  playerId: number;
  nickname: string | null;
  points: number;
  bets: number;
  scoredAt: Date | null;
}

/** The leaderboard, best first, from `offset` (players with points only). */
export function listRanked(
  db: Executor,
  tournamentId: number,
  limit: number,
  offset = 0,
): Promise<RankedRow[]> {
  return db
    .select({
      playerId: tournamentEntries.playerId,
      nickname: players.nickname,
      points: tournamentEntries.points,
      bets: tournamentEntries.bets,
      scoredAt: tournamentEntries.scoredAt,
    })
    .from(tournamentEntries)
    .innerJoin(players, eq(players.id, tournamentEntries.playerId))
    .where(and(eq(tournamentEntries.tournamentId, tournamentId), gt(tournamentEntries.points, 0)))
    .orderBy(
      desc(tournamentEntries.points),
      asc(tournamentEntries.scoredAt),
      asc(tournamentEntries.playerId),
    )
    .limit(limit)
    .offset(offset);
}

export async function totalsOf(
  db: Executor,
  tournamentIds: number[],
): Promise<Map<number, { players: number; bets: number }>> {
  if (tournamentIds.length === 0) return new Map();
  const rows = await db
    .select({
      tournamentId: tournamentEntries.tournamentId,
      players: sql<number>`count(*) filter (where ${tournamentEntries.points} > 0)::int`,
      bets: sql<string>`coalesce(sum(${tournamentEntries.bets}), 0)::text`,
    })
    .from(tournamentEntries)
    .where(inArray(tournamentEntries.tournamentId, tournamentIds))
    .groupBy(tournamentEntries.tournamentId);
  return new Map(
    rows.map((row) => [row.tournamentId, { players: row.players, bets: Number(row.bets) }]),
  );
}

/** An entry with its player's currency (what the player's status is told in). */
export interface EntrantRow {
  entry: EntryRow;
  currency: string;
}

/**
 * One page of the item's entries (every player who scored or joined), by player id after
 * `afterPlayerId`: the close walks them page by page, one read a page however many entered.
 */
export async function listEntrantsPage(
  db: Executor,
  tournamentId: number,
  afterPlayerId: number,
  limit: number,
): Promise<EntrantRow[]> {
  return db
    .select({ entry: tournamentEntries, currency: players.currency })
    .from(tournamentEntries)
    .innerJoin(players, eq(players.id, tournamentEntries.playerId))
    .where(
      and(
        eq(tournamentEntries.tournamentId, tournamentId),
        gt(tournamentEntries.playerId, afterPlayerId),
      ),
    )
    .orderBy(asc(tournamentEntries.playerId))
    .limit(limit);
}

export async function setFinalPlace(
  db: Executor,
  tournamentId: number,
  playerId: number,
  place: number,
): Promise<void> {
  await db
    .update(tournamentEntries)
    .set({ finalPlace: place })
    .where(
      and(
        eq(tournamentEntries.tournamentId, tournamentId),
        eq(tournamentEntries.playerId, playerId),
      ),
    );
}

// ---- payouts -------------------------------------------------------------------------------

/** Claims a payout's reference; false when it was claimed before (the prize is paid once). */
export async function claimPayout(
  db: Executor,
  row: typeof tournamentPayouts.$inferInsert,
): Promise<boolean> {
  const inserted = await db
    .insert(tournamentPayouts)
    .values(row)
    .onConflictDoNothing()
    .returning({ reference: tournamentPayouts.reference });
  return inserted.length > 0;
}

export async function recordPayoutResult(
  db: Executor,
  reference: string,
  result: {
    paid: boolean;
    giftId?: number | null;
    lootboxId?: number | null;
    note?: string | null;
  },
): Promise<void> {
  await db
    .update(tournamentPayouts)
    .set({
      paid: result.paid,
      giftId: result.giftId ?? null,
      lootboxId: result.lootboxId ?? null,
      note: result.note ?? null,
    })
    .where(eq(tournamentPayouts.reference, reference));
}

export function listPayouts(
  db: Executor,
  filter: { tournamentId: number; playerId?: number; playerIds?: readonly number[] },
): Promise<PayoutRow[]> {
  return db
    .select()
    .from(tournamentPayouts)
    .where(
      and(
        eq(tournamentPayouts.tournamentId, filter.tournamentId),
        filter.playerId === undefined ? undefined : eq(tournamentPayouts.playerId, filter.playerId),
        filter.playerIds === undefined
          ? undefined
          : inArray(tournamentPayouts.playerId, [...filter.playerIds]),
      ),
    );
}

/** The payouts of these players in the item, by player (a player with none is absent). */
export async function listPayoutsByPlayer(
  db: Executor,
  tournamentId: number,
  playerIds: readonly number[],
): Promise<Map<number, PayoutRow[]>> {
  const byPlayer = new Map<number, PayoutRow[]>();
  for (const payout of await listPayouts(db, { tournamentId, playerIds })) {
    const list = byPlayer.get(payout.playerId);
    if (list) list.push(payout);
    else byPlayer.set(payout.playerId, [payout]);
  }
  return byPlayer;
}

/** An enabled gift template's id by key (the prize templates: `tournament-cash`...). */
export async function findEnabledGiftTemplate(db: Executor, key: string): Promise<number | null> {
  const rows = await db
    .select({ id: giftTemplates.id, enabled: giftTemplates.enabled })
    .from(giftTemplates)
    .where(eq(giftTemplates.key, key));
  return rows.find((row) => row.enabled)?.id ?? null;
}

/** The close's freeze: every player with points gets their final place, in leaderboard order. */
export async function freezePlaces(db: Executor, tournamentId: number): Promise<void> {
  await db.execute(sql`
    update ${tournamentEntries} as e set final_place = ranked.place
    from (
      select player_id, row_number() over (
        order by points desc, scored_at asc, player_id asc
      )::int as place
      from ${tournamentEntries}
      where tournament_id = ${tournamentId} and points > 0
    ) as ranked
    where e.tournament_id = ${tournamentId} and e.player_id = ranked.player_id`);
}
