import { and, desc, eq, inArray } from 'drizzle-orm';
import { giftTemplates, playerGifts } from '../../db/schema/gifts.js';
import { playerGroups } from '../../db/schema/players.js';
import type { Executor } from '../../db/transaction.js';
import type { PlayerGiftRow } from './gifts.repository.js';

/** The stages of a gift still in play (not ended). */
export const ACTIVE_STAGES = ['issued', 'activated', 'wait', 'handle_bets'] as const;

/** Every gift of one player, newest first; or every active gift, newest first. */
export async function listGiftsForOperator(
  db: Executor,
  filter: { playerId?: number; limit: number },
): Promise<PlayerGiftRow[]> {
  const where =
    filter.playerId === undefined
      ? inArray(playerGifts.stage, [...ACTIVE_STAGES])
      : eq(playerGifts.playerId, filter.playerId);
  return db
    .select()
    .from(playerGifts)
    .where(where)
    .orderBy(desc(playerGifts.createdAt), desc(playerGifts.id))
    .limit(filter.limit);
}

export async function findGiftById(db: Executor, giftId: number): Promise<PlayerGiftRow | null> {
  if (!Number.isSafeInteger(giftId) || giftId <= 0) return null;
  const [row] = await db.select().from(playerGifts).where(eq(playerGifts.id, giftId)).limit(1);
  return row ?? null;
}

export async function findGroupMembers(db: Executor, groupId: number): Promise<number[]> {
  const rows = await db
    .select({ playerId: playerGroups.playerId })
    .from(playerGroups)
    .where(eq(playerGroups.groupId, groupId))
    .orderBy(playerGroups.playerId);
  return rows.map((row) => row.playerId);
}

export async function listAllTemplates(db: Executor) {
  return db.select().from(giftTemplates).orderBy(giftTemplates.id);
}

export async function templateKeyExists(db: Executor, key: string): Promise<boolean> {
  const [row] = await db
    .select({ id: giftTemplates.id })
    .from(giftTemplates)
    .where(and(eq(giftTemplates.key, key)))
    .limit(1);
  return row !== undefined;
}
