import { and, eq, inArray, sql } from 'drizzle-orm';
import {
  gameRounds,
  gameSessions,
  games,
  gameVersions,
  walletActions,
} from '../../db/schema/games.js';
import { ledgerAccounts } from '../../db/schema/ledger.js';
import { playerAccounts, players, sessions } from '../../db/schema/players.js';
import type { Executor } from '../outbox/outbox.service.js';

/** The SQL of the seamless wallet: its actions, its rounds and what a bet checks. */

export type WalletActionRow = typeof walletActions.$inferSelect;
export type NewWalletActionRow = typeof walletActions.$inferInsert;

/** What a wallet call needs of its player: status, country and the name the ticker masks. */
export interface WalletPlayer {
  id: number;
  email: string;
  nickname: string | null;
  firstName: string | null;
  country: string | null;
  disabledAt: Date | null;
  /** The player has a wallet in the call's currency (a player account or ledger accounts). */
  holdsCurrency: boolean;
}

/**
 * The player and whether they hold `currency`, in one round trip: this runs on every wallet
 * call, so it reads the few columns it needs rather than the whole profile.
 */
export async function findWalletPlayer(
  db: Executor,
  playerId: number,
  currency: string,
): Promise<WalletPlayer | undefined> {
  const [row] = await db
    .select({
      id: players.id,
      email: players.email,
      nickname: players.nickname,
      firstName: players.firstName,
      country: players.country,
      disabledAt: players.disabledAt,
      holdsCurrency: sql<boolean>`(
        EXISTS (SELECT 1 FROM ${playerAccounts} WHERE ${playerAccounts.playerId} = ${players.id}
                AND ${playerAccounts.currency} = ${currency})
        OR EXISTS (SELECT 1 FROM ${ledgerAccounts} WHERE ${ledgerAccounts.playerId} = ${players.id}
                AND ${ledgerAccounts.currency} = ${currency}))`,
    })
    .from(players)
    .where(eq(players.id, playerId))
    .limit(1);
  return row;
}

export interface WalletGame {
  id: number;
  identifier: string;
  title: string;
  enabled: boolean;
  betLimits: Record<string, { min: number; max: number }>;
  /** A `game_versions` row exists in the call's currency. */
  offeredInCurrency: boolean;
}

/** The game by its catalog identifier, with whether it has a version in `currency`. */
export async function findWalletGame(
  db: Executor,
  identifier: string,
  currency: string,
): Promise<WalletGame | undefined> {
  const [row] = await db
    .select({
      id: games.id,
      identifier: games.identifier,
      title: games.title,
      enabled: games.enabled,
      betLimits: games.betLimits,
      versionId: gameVersions.id,
    })
    .from(games)
    .leftJoin(
      gameVersions,
      and(eq(gameVersions.gameId, games.id), eq(gameVersions.currency, currency)),
    )
    .where(eq(games.identifier, identifier))
    .limit(1);
  if (!row) return undefined;
  const { versionId, ...game } = row;
  return { ...game, offeredInCurrency: versionId !== null };
}

/**
 * True when `sessionId` is an open game session of this player and game, not past its end, and
 * the login session it belongs to (if any) is neither ended nor past its absolute end.
 */
export async function isGameSessionOpen(
  db: Executor,
  input: { sessionId: string; playerId: number; gameId: number; now: Date },
): Promise<boolean> {
  const now = input.now.toISOString();
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(gameSessions)
    .leftJoin(sessions, eq(sessions.id, gameSessions.authSessionId))
    .where(
      and(
        eq(gameSessions.id, input.sessionId),
        eq(gameSessions.playerId, input.playerId),
        eq(gameSessions.gameId, input.gameId),
        sql`${gameSessions.endedAt} IS NULL`,
        sql`${gameSessions.expiresAt} > ${now}::timestamptz`,
        sql`(${gameSessions.authSessionId} IS NULL OR (${sessions.id} IS NOT NULL AND ${sessions.endedAt} IS NULL AND ${sessions.expiresAt} > ${now}::timestamptz))`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** The studio's actions under these ids (a batch's ids and the originals it rolls back). */
export async function findWalletActions(
  db: Executor,
  studio: string,
  actionIds: readonly string[],
): Promise<WalletActionRow[]> {
  if (actionIds.length === 0) return [];
  return db
    .select()
    .from(walletActions)
    .where(and(eq(walletActions.studio, studio), inArray(walletActions.actionId, [...actionIds])));
}

export async function insertWalletAction(
  db: Executor,
  row: NewWalletActionRow,
): Promise<WalletActionRow> {
  const [inserted] = await db.insert(walletActions).values(row).returning();
  if (!inserted) throw new Error('wallet action insert returned no row');
  return inserted;
}

export async function markRolledBack(db: Executor, id: number): Promise<void> {
  await db.update(walletActions).set({ rolledBack: true }).where(eq(walletActions.id, id));
}

/** True when the round has a win with money in it that no rollback undid (WI-05). */
export async function roundHasPaidWin(
  db: Executor,
  studio: string,
  roundId: string,
): Promise<boolean> {
  const [row] = await db
    .select({ one: sql<number>`1` })
    .from(walletActions)
    .where(
      and(
        eq(walletActions.studio, studio),
        eq(walletActions.roundId, roundId),
        eq(walletActions.kind, 'win'),
        eq(walletActions.rolledBack, false),
        sql`${walletActions.amount} > 0`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/**
 * Adds to the round's totals (negative deltas subtract, for rollbacks), opening the round on
 * its first action. Returns false, changing nothing, when the round id is another player's.
 */
export async function addToRound(
  db: Executor,
  input: {
    studio: string;
    roundId: string;
    playerId: number;
    gameId: number;
    currency: string;
    betDelta: number;
    winDelta: number;
    finished: boolean;
    now: Date;
  },
): Promise<boolean> {
  const rows = await db
    .insert(gameRounds)
    .values({
      studio: input.studio,
      roundId: input.roundId,
      playerId: input.playerId,
      gameId: input.gameId,
      currency: input.currency,
      betCents: input.betDelta,
      winCents: input.winDelta,
      finished: input.finished,
      startedAt: input.now,
      updatedAt: input.now,
    })
    .onConflictDoUpdate({
      target: [gameRounds.studio, gameRounds.roundId],
      set: {
        betCents: sql`${gameRounds.betCents} + ${input.betDelta}`,
        winCents: sql`${gameRounds.winCents} + ${input.winDelta}`,
        finished: sql`${gameRounds.finished} OR ${input.finished}`,
        updatedAt: input.now,
      },
      setWhere: sql`${gameRounds.playerId} = ${input.playerId}`,
    })
    .returning({ id: gameRounds.id });
  return rows.length > 0;
}

/** Closes the player's round (a call with `finished`); a round not opened yet stays unknown. */
export async function finishRound(
  db: Executor,
  input: { studio: string; roundId: string; playerId: number; now: Date },
): Promise<void> {
  await db
    .update(gameRounds)
    .set({ finished: true, updatedAt: input.now })
    .where(
      and(
        eq(gameRounds.studio, input.studio),
        eq(gameRounds.roundId, input.roundId),
        eq(gameRounds.playerId, input.playerId),
      ),
    );
}

/** Subtracts a rolled-back action from its round (the games history stays right, PR-014). */
export async function subtractFromRound(
  db: Executor,
  input: { studio: string; roundId: string; betDelta: number; winDelta: number; now: Date },
): Promise<void> {
  await db
    .update(gameRounds)
    .set({
      betCents: sql`${gameRounds.betCents} - ${input.betDelta}`,
      winCents: sql`${gameRounds.winCents} - ${input.winDelta}`,
      updatedAt: input.now,
    })
    .where(and(eq(gameRounds.studio, input.studio), eq(gameRounds.roundId, input.roundId)));
}
