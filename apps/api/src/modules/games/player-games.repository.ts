import { and, count, desc, eq, max, sql, sum } from 'drizzle-orm';
import { favoriteGames, gameProviders, gameRounds, games } from '../../db/schema/games.js';
import type { Executor } from '../../db/transaction.js';

// ---- favourites (PR-024) ----------------------------------------------------------------------

/** Adds a favourite; a second add of the same version changes nothing (idempotent PUT). */
export async function insertFavorite(
  db: Executor,
  playerId: number,
  versionId: number,
  now: Date,
): Promise<void> {
  await db
    .insert(favoriteGames)
    .values({ playerId, versionId, createdAt: now })
    .onConflictDoNothing({ target: [favoriteGames.playerId, favoriteGames.versionId] });
}

export async function deleteFavorite(
  db: Executor,
  playerId: number,
  versionId: number,
): Promise<void> {
  await db
    .delete(favoriteGames)
    .where(and(eq(favoriteGames.playerId, playerId), eq(favoriteGames.versionId, versionId)));
}

/** The player's favourite version ids, newest first. */
export async function findFavoriteVersionIds(db: Executor, playerId: number): Promise<number[]> {
  const rows = await db
    .select({ versionId: favoriteGames.versionId })
    .from(favoriteGames)
    .where(eq(favoriteGames.playerId, playerId))
    .orderBy(desc(favoriteGames.createdAt), desc(favoriteGames.versionId));
  return rows.map((row) => row.versionId);
}

// ---- played games (PR-013, PR-014) ------------------------------------------------------------

export interface PlayedGameRow {
  identifier: string;
  title: string;
  provider: string;
  seoTitle: string;
  currency: string;
  lastPlayedAt: Date;
  rounds: number;
  betCents: number;
  winCents: number;
}

/**
 * One row per game and currency the player has rounds in (totals in different currencies are
 * never added up), the most recently played first.
 */
export async function findPlayedGames(
  db: Executor,
  playerId: number,
  page: { limit: number; offset: number },
): Promise<{ rows: PlayedGameRow[]; total: number }> {
  const lastPlayed = max(gameRounds.updatedAt);
  const rows = await db
    .select({
      identifier: games.identifier,
      title: games.title,
      provider: gameProviders.slug,
      seoTitle: games.seoTitle,
      currency: gameRounds.currency,
      lastPlayedAt: lastPlayed,
      rounds: count(),
      betCents: sum(gameRounds.betCents),
      winCents: sum(gameRounds.winCents),
    })
    .from(gameRounds)
    .innerJoin(games, eq(games.id, gameRounds.gameId))
    .innerJoin(gameProviders, eq(gameProviders.id, games.providerId))
    .where(eq(gameRounds.playerId, playerId))
    .groupBy(games.id, gameProviders.id, gameRounds.currency)
    .orderBy(desc(lastPlayed), desc(games.id), gameRounds.currency)
    .limit(page.limit)
    .offset(page.offset);
  const [totals] = await db
    .select({
      total: sql<number>`count(distinct (${gameRounds.gameId}, ${gameRounds.currency}))`.mapWith(
        Number,
      ),
    })
    .from(gameRounds)
    .where(eq(gameRounds.playerId, playerId));
  return {
    rows: rows.map((row) => ({
      ...row,
      lastPlayedAt: row.lastPlayedAt ?? new Date(0),
      // `sum` of bigint columns comes back as text (numeric): exact, then a safe integer.
      betCents: Number(row.betCents ?? 0),
      winCents: Number(row.winCents ?? 0),
    })),
    total: totals?.total ?? 0,
  };
}
