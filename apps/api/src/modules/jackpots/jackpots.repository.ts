import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  jackpotContributions,
  jackpotLevels,
  jackpotPools,
  jackpots,
  jackpotWins,
} from '../../db/schema/jackpots.js';
import { players } from '../../db/schema/players.js';
import type { Executor } from '../../db/transaction.js';

export type JackpotRow = typeof jackpots.$inferSelect;
export type JackpotLevelRow = typeof jackpotLevels.$inferSelect;
export type JackpotPoolRow = typeof jackpotPools.$inferSelect;
export type NewJackpotWin = typeof jackpotWins.$inferInsert;

/** Every jackpot with its levels and pools (brand data: a few dozen rows). */
export async function readJackpotTables(db: Executor): Promise<{
  jackpots: JackpotRow[];
  levels: JackpotLevelRow[];
  pools: JackpotPoolRow[];
}> {
  const [jackpotRows, levelRows, poolRows] = await Promise.all([
    db.select().from(jackpots).orderBy(asc(jackpots.id)),
    db
      .select()
      .from(jackpotLevels)
      .orderBy(asc(jackpotLevels.jackpotId), asc(jackpotLevels.identifier)),
    db.select().from(jackpotPools).orderBy(asc(jackpotPools.id)),
  ]);
  return { jackpots: jackpotRows, levels: levelRows, pools: poolRows };
}

/** The pools' amounts in one currency (public reads). */
export async function poolAmounts(
  db: Executor,
  currency: string,
): Promise<{ id: number; levelId: number; amountCents: number }[]> {
  return db
    .select({
      id: jackpotPools.id,
      levelId: jackpotPools.levelId,
      amountCents: jackpotPools.amountCents,
    })
    .from(jackpotPools)
    .where(eq(jackpotPools.currency, currency));
}

/** The newest change of any pool: the push job publishes when it moves. */
export async function lastPoolChange(db: Executor): Promise<Date | null> {
  const [row] = await db
    .select({ at: sql<string | null>`max(${jackpotPools.updatedAt})::text` })
    .from(jackpotPools);
  return row?.at ? new Date(row.at) : null;
}

/**
 * The level's pool paid and reseeded, under its row lock: answers what it held and its
 * generation before the win, or null when there is no such pool.
 */
export async function resetPool(
  db: Executor,
  poolId: number,
  now: Date,
): Promise<{ paidCents: number; seedCents: number; generation: number } | null> {
  const result = await db.execute(sql`
    WITH old AS (
      SELECT id, amount_cents, seed_cents, generation FROM jackpot_pools WHERE id = ${poolId} FOR UPDATE
    )
    UPDATE jackpot_pools AS p
       SET amount_cents = old.seed_cents,
           wins_cents = p.wins_cents + old.amount_cents,
           seeded_cents = p.seeded_cents + old.seed_cents,
           generation = p.generation + 1,
           updated_at = ${now.toISOString()}::timestamptz
      FROM old
     WHERE p.id = old.id
    RETURNING old.amount_cents::text AS paid, old.seed_cents::text AS seed, old.generation AS generation`);
  const [row] = (
    result as unknown as { rows: { paid: string; seed: string; generation: number }[] }
  ).rows;
  if (!row) return null;
  return { paidCents: Number(row.paid), seedCents: Number(row.seed), generation: row.generation };
}

/** Whether the player's round at the studio fed this pool (a jackpot win must name one). */
export async function roundFedPool(
  db: Executor,
  input: { studio: string; roundId: string; playerId: number; poolId: number },
): Promise<boolean> {
  const [row] = await db
    .select({ id: jackpotContributions.id })
    .from(jackpotContributions)
    .where(
      and(
        eq(jackpotContributions.studio, input.studio),
        eq(jackpotContributions.roundId, input.roundId),
        eq(jackpotContributions.playerId, input.playerId),
        eq(jackpotContributions.poolId, input.poolId),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** What a bet's action fed the jackpot pools, in minor units of its currency (0: nothing). */
export async function contributedBy(
  db: Executor,
  input: { studio: string; actionId: string },
): Promise<number> {
  const [row] = await db
    .select({ cents: sql<string>`coalesce(sum(${jackpotContributions.amountCents}), 0)::text` })
    .from(jackpotContributions)
    .where(
      and(
        eq(jackpotContributions.studio, input.studio),
        eq(jackpotContributions.actionId, input.actionId),
      ),
    );
  return Number(row?.cents ?? 0);
}

export async function insertJackpotWin(db: Executor, win: NewJackpotWin): Promise<void> {
  await db.insert(jackpotWins).values(win);
}

export interface WinListRow {
  id: number;
  playerId: number;
  name: string;
  createdAt: Date;
  amountCents: number;
  currency: string;
  levelName: string;
  levelIdentifier: string;
  jackpotIdentifier: string;
  game: string;
  roundId: string;
}

/** The winners list (the biggest by EUR value, or the latest), of a player when named. */
export async function listJackpotWins(
  db: Executor,
  input: { sort: 'biggest' | 'latest'; limit: number; jackpotIds?: number[]; playerId?: number },
): Promise<WinListRow[]> {
  const name = sql<string>`coalesce(nullif(trim(${players.nickname}), ''), nullif(trim(${players.firstName}), ''), split_part(${players.email}, '@', 1))`;
  return db
    .select({
      id: jackpotWins.id,
      playerId: jackpotWins.playerId,
      name,
      createdAt: jackpotWins.createdAt,
      amountCents: jackpotWins.amountCents,
      currency: jackpotWins.currency,
      levelName: jackpotLevels.name,
      levelIdentifier: jackpotLevels.identifier,
      jackpotIdentifier: jackpots.identifier,
      game: jackpotWins.game,
      roundId: jackpotWins.roundId,
    })
    .from(jackpotWins)
    .innerJoin(players, eq(players.id, jackpotWins.playerId))
    .innerJoin(jackpotPools, eq(jackpotPools.id, jackpotWins.poolId))
    .innerJoin(jackpotLevels, eq(jackpotLevels.id, jackpotPools.levelId))
    .innerJoin(jackpots, eq(jackpots.id, jackpotLevels.jackpotId))
    .where(
      and(
        input.jackpotIds ? inArray(jackpots.id, input.jackpotIds) : undefined,
        input.playerId === undefined ? undefined : eq(jackpotWins.playerId, input.playerId),
      ),
    )
    .orderBy(
      ...(input.sort === 'biggest'
        ? [desc(jackpotWins.eurCents), desc(jackpotWins.id)]
        : [desc(jackpotWins.createdAt), desc(jackpotWins.id)]),
    )
    .limit(input.limit);
}

/** A player's own contributions, newest first (which bet fed what). */
export async function listPlayerContributions(
  db: Executor,
  input: { playerId: number; limit: number; beforeId?: number },
) {
  return db
    .select({
      id: jackpotContributions.id,
      actionId: jackpotContributions.actionId,
      roundId: jackpotContributions.roundId,
      game: jackpotContributions.game,
      currency: jackpotContributions.currency,
      stakeCents: jackpotContributions.stakeCents,
      amountCents: jackpotContributions.amountCents,
      createdAt: jackpotContributions.createdAt,
      levelIdentifier: jackpotLevels.identifier,
      levelName: jackpotLevels.name,
      jackpotIdentifier: jackpots.identifier,
    })
    .from(jackpotContributions)
    .innerJoin(jackpotPools, eq(jackpotPools.id, jackpotContributions.poolId))
    .innerJoin(jackpotLevels, eq(jackpotLevels.id, jackpotPools.levelId))
    .innerJoin(jackpots, eq(jackpots.id, jackpotLevels.jackpotId))
    .where(
      and(
        eq(jackpotContributions.playerId, input.playerId),
        input.beforeId === undefined
          ? undefined
          : sql`${jackpotContributions.id} < ${input.beforeId}`,
      ),
    )
    .orderBy(desc(jackpotContributions.id))
    .limit(input.limit);
}

/** Seed step helpers: insert what is missing, never an operator's edits. */
export async function upsertSeedJackpot(
  db: Executor,
  jackpot: typeof jackpots.$inferInsert,
): Promise<number> {
  await db.insert(jackpots).values(jackpot).onConflictDoNothing({ target: jackpots.identifier });
  const [row] = await db
    .select({ id: jackpots.id })
    .from(jackpots)
    .where(eq(jackpots.identifier, jackpot.identifier));
  if (!row) throw new Error(`jackpot ${jackpot.identifier} not stored`);
  return row.id;
}

export async function upsertSeedLevel(
  db: Executor,
  level: typeof jackpotLevels.$inferInsert,
): Promise<number> {
  await db
    .insert(jackpotLevels)
    .values(level)
    .onConflictDoNothing({ target: [jackpotLevels.jackpotId, jackpotLevels.identifier] });
  const [row] = await db
    .select({ id: jackpotLevels.id })
    .from(jackpotLevels)
    .where(
      and(
        eq(jackpotLevels.jackpotId, level.jackpotId),
        eq(jackpotLevels.identifier, level.identifier),
      ),
    );
  if (!row) throw new Error(`jackpot level ${level.identifier} not stored`);
  return row.id;
}

/** Inserts the pool when missing; answers it when it was created now (to book its seed). */
export async function insertSeedPool(
  db: Executor,
  pool: typeof jackpotPools.$inferInsert,
): Promise<JackpotPoolRow | null> {
  const [row] = await db
    .insert(jackpotPools)
    .values(pool)
    .onConflictDoNothing({ target: [jackpotPools.levelId, jackpotPools.currency] })
    .returning();
  return row ?? null;
}

/** Distinct providers of the games in a category (the seed shares them among the jackpots). */
export async function providersInCategory(db: Executor, category: string): Promise<string[]> {
  const result = await db.execute(sql`
    SELECT DISTINCT split_part(identifier, '/', 1) AS provider FROM games
     WHERE ${category} = ANY(categories) ORDER BY 1`);
  return (result as unknown as { rows: { provider: string }[] }).rows.map((row) => row.provider);
}

/** An operator's change of a level's share of future stakes (the pools are not touched). */
export async function updateLevelContribution(
  db: Executor,
  levelId: number,
  basisPoints: number,
): Promise<void> {
  await db
    .update(jackpotLevels)
    .set({ contributionBasisPoints: basisPoints })
    .where(eq(jackpotLevels.id, levelId));
}
