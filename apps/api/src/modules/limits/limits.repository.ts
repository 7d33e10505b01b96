import { and, asc, eq, inArray, isNotNull, isNull, lte, or, sql } from 'drizzle-orm';
import { userLimits } from '../../db/schema/limits.js';
import type { Executor } from '../../db/transaction.js';

export type LimitRow = typeof userLimits.$inferSelect;
export type NewLimitRow = typeof userLimits.$inferInsert;
export type LimitPatch = Partial<Omit<NewLimitRow, 'id' | 'playerId' | 'createdAt'>>;

/** The player's limits in force or waiting on a change (`status = 'active'`), oldest first. */
export async function findLiveLimits(db: Executor, playerId: number): Promise<LimitRow[]> {
  return db
    .select()
    .from(userLimits)
    .where(and(eq(userLimits.playerId, playerId), eq(userLimits.status, 'active')))
    .orderBy(asc(userLimits.id));
}

/** One of the player's limits, live or ended; another player's id reads as missing (AC-01). */
export async function findPlayerLimit(
  db: Executor,
  playerId: number,
  id: number,
): Promise<LimitRow | undefined> {
  const [row] = await db
    .select()
    .from(userLimits)
    .where(and(eq(userLimits.id, id), eq(userLimits.playerId, playerId)))
    .limit(1);
  return row;
}

export async function findLimitByTokenHash(
  db: Executor,
  tokenHash: string,
): Promise<LimitRow | undefined> {
  const [row] = await db
    .select()
    .from(userLimits)
    .where(eq(userLimits.pendingTokenHash, tokenHash))
    .limit(1);
  return row;
}

export async function insertLimit(db: Executor, row: NewLimitRow): Promise<LimitRow> {
  const [inserted] = await db.insert(userLimits).values(row).returning();
  if (!inserted) throw new Error('user_limits insert returned no row');
  return inserted;
}

export async function updateLimit(db: Executor, id: number, patch: LimitPatch): Promise<LimitRow> {
  const [updated] = await db.update(userLimits).set(patch).where(eq(userLimits.id, id)).returning();
  if (!updated) throw new Error(`user_limits ${id} vanished`);
  return updated;
}

/**
 * Serialises the limit changes of one player for the rest of the transaction, so two requests
 * cannot both insert the live row of one type and period, or both read the old value.
 */
export async function lockPlayerLimits(db: Executor, playerId: number): Promise<void> {
  await db.execute(
    sql`select pg_advisory_xact_lock(hashtextextended(${`user_limits:${playerId}`}, 0))`,
  );
}

/**
 * Players with a live limit whose state changes by time alone at `now`: a confirmed change
 * whose cooling-off is over, an unconfirmed one whose link has expired, a block that has ended.
 */
export async function findPlayersWithDueLimits(
  db: Executor,
  now: Date,
  blockTypes: readonly string[],
  limit: number,
): Promise<number[]> {
  const rows = await db
    .selectDistinct({ playerId: userLimits.playerId })
    .from(userLimits)
    .where(
      and(
        eq(userLimits.status, 'active'),
        or(
          and(isNotNull(userLimits.pendingConfirmedAt), lte(userLimits.pendingEffectiveAt, now)),
          and(
            isNotNull(userLimits.pendingEffectiveAt),
            isNull(userLimits.pendingConfirmedAt),
            lte(userLimits.pendingTokenExpiresAt, now),
          ),
          and(inArray(userLimits.type, [...blockTypes]), lte(userLimits.endsAt, now)),
        ),
      ),
    )
    .limit(limit);
  return rows.map((row) => row.playerId);
}
