import { desc, eq } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { securityEvents } from '../../db/schema/players.js';
import type { Executor } from '../../db/transaction.js';

export type SecurityEventRow = typeof securityEvents.$inferSelect;

export async function insertSecurityEvent(
  db: Executor,
  row: typeof securityEvents.$inferInsert,
): Promise<void> {
  await db.insert(securityEvents).values(row);
}

export async function listSecurityEvents(
  db: Database,
  playerId: number,
  limit: number,
): Promise<SecurityEventRow[]> {
  return db
    .select()
    .from(securityEvents)
    .where(eq(securityEvents.playerId, playerId))
    .orderBy(desc(securityEvents.createdAt), desc(securityEvents.id))
    .limit(limit);
}
