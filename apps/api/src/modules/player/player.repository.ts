import { and, asc, eq, inArray, isNull, lt, or } from 'drizzle-orm';
import { playerAccounts, playerGroups, players } from '../../db/schema/players.js';
import type { Executor } from '../../db/transaction.js';

export type PlayerRow = typeof players.$inferSelect;
export type NewPlayerRow = typeof players.$inferInsert;
export type PlayerAccountRow = typeof playerAccounts.$inferSelect;

export async function insertPlayer(db: Executor, row: NewPlayerRow): Promise<PlayerRow> {
  const [inserted] = await db.insert(players).values(row).returning();
  if (!inserted) throw new Error('player insert returned no row');
  return inserted;
}

export async function findPlayerById(db: Executor, id: number): Promise<PlayerRow | undefined> {
  const [row] = await db.select().from(players).where(eq(players.id, id)).limit(1);
  return row;
}

export async function findPlayerByEmail(
  db: Executor,
  emailNormalized: string,
): Promise<PlayerRow | undefined> {
  const [row] = await db
    .select()
    .from(players)
    .where(eq(players.emailNormalized, emailNormalized))
    .limit(1);
  return row;
}

export async function updatePlayerRow(
  db: Executor,
  id: number,
  patch: Partial<NewPlayerRow>,
): Promise<PlayerRow> {
  const [row] = await db.update(players).set(patch).where(eq(players.id, id)).returning();
  if (!row) throw new Error(`player ${id} vanished during an update`);
  return row;
}

export async function findGroupIds(db: Executor, playerId: number): Promise<number[]> {
  const rows = await db
    .select({ groupId: playerGroups.groupId })
    .from(playerGroups)
    .where(eq(playerGroups.playerId, playerId))
    .orderBy(asc(playerGroups.groupId));
  return rows.map((row) => row.groupId);
}

/** Adds memberships; an existing one is left as it was. Returns the ids actually added. */
export async function insertGroups(
  db: Executor,
  playerId: number,
  groupIds: readonly number[],
  source: string,
  at: Date,
): Promise<number[]> {
  if (groupIds.length === 0) return [];
  const rows = await db
    .insert(playerGroups)
    .values(groupIds.map((groupId) => ({ playerId, groupId, source, addedAt: at })))
    .onConflictDoNothing()
    .returning({ groupId: playerGroups.groupId });
  return rows.map((row) => row.groupId);
}

export async function deleteGroups(
  db: Executor,
  playerId: number,
  groupIds: readonly number[],
): Promise<void> {
  if (groupIds.length === 0) return;
  await db
    .delete(playerGroups)
    .where(and(eq(playerGroups.playerId, playerId), inArray(playerGroups.groupId, [...groupIds])));
}

export async function insertAccounts(
  db: Executor,
  playerId: number,
  currencies: readonly string[],
  activeCurrency: string,
): Promise<void> {
  if (currencies.length === 0) return;
  await db
    .insert(playerAccounts)
    .values(
      currencies.map((currency) => ({ playerId, currency, active: currency === activeCurrency })),
    )
    .onConflictDoNothing();
}

export async function findAccounts(db: Executor, playerId: number): Promise<PlayerAccountRow[]> {
  return db
    .select()
    .from(playerAccounts)
    .where(eq(playerAccounts.playerId, playerId))
    .orderBy(asc(playerAccounts.id));
}

/**
 * Records `step` as the player's last accepted TOTP step, only if it is newer: under a race
 * between two requests with the same code exactly one wins (RELIABILITY AS-07).
 */
export async function claimTotpStep(
  db: Executor,
  playerId: number,
  step: number,
): Promise<boolean> {
  const rows = await db
    .update(players)
    .set({ twoFactorLastStep: step })
    .where(
      and(
        eq(players.id, playerId),
        or(isNull(players.twoFactorLastStep), lt(players.twoFactorLastStep, step)),
      ),
    )
    .returning({ id: players.id });
  return rows.length > 0;
}

/**
 * Makes `currency` the player's only active account, opening it if missing. Run in a
 * transaction: the partial unique index allows one active row, so the others go first.
 */
export async function activateAccount(
  db: Executor,
  playerId: number,
  currency: string,
): Promise<void> {
  await db
    .update(playerAccounts)
    .set({ active: false })
    .where(and(eq(playerAccounts.playerId, playerId), eq(playerAccounts.active, true)));
  await db
    .insert(playerAccounts)
    .values({ playerId, currency, active: true })
    .onConflictDoUpdate({
      target: [playerAccounts.playerId, playerAccounts.currency],
      set: { active: true },
    });
}
