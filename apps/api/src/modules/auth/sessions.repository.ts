import { and, desc, eq, isNull, ne } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { sessions } from '../../db/schema/players.js';
import type { Executor } from '../../db/transaction.js';

export type SessionRow = typeof sessions.$inferSelect;
export type NewSessionRow = typeof sessions.$inferInsert;

export async function insertSession(db: Executor, row: NewSessionRow): Promise<void> {
  await db.insert(sessions).values(row);
}

export async function findLiveSessionByTokenHash(
  db: Executor,
  tokenHash: string,
): Promise<SessionRow | undefined> {
  const [row] = await db
    .select()
    .from(sessions)
    .where(and(eq(sessions.tokenHash, tokenHash), isNull(sessions.endedAt)))
    .limit(1);
  return row;
}

export async function touchSession(db: Database, id: string, at: Date): Promise<void> {
  await db.update(sessions).set({ lastSeenAt: at }).where(eq(sessions.id, id));
}

export async function markAuthenticated(db: Executor, id: string, at: Date): Promise<void> {
  await db.update(sessions).set({ authenticatedAt: at, lastSeenAt: at }).where(eq(sessions.id, id));
}

export async function endSessionRow(
  db: Executor,
  id: string,
  at: Date,
  reason: string,
  playerId?: number,
): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ endedAt: at, endReason: reason })
    .where(
      and(
        eq(sessions.id, id),
        isNull(sessions.endedAt),
        ...(playerId === undefined ? [] : [eq(sessions.playerId, playerId)]),
      ),
    )
    .returning({ id: sessions.id });
  return rows.length;
}

export async function endPlayerSessions(
  db: Executor,
  playerId: number,
  keepSessionId: string | null,
  at: Date,
  reason: string,
): Promise<number> {
  const rows = await db
    .update(sessions)
    .set({ endedAt: at, endReason: reason })
    .where(
      and(
        eq(sessions.playerId, playerId),
        isNull(sessions.endedAt),
        ...(keepSessionId ? [ne(sessions.id, keepSessionId)] : []),
      ),
    )
    .returning({ id: sessions.id });
  return rows.length;
}

export async function listLiveSessions(db: Executor, playerId: number): Promise<SessionRow[]> {
  return db
    .select()
    .from(sessions)
    .where(and(eq(sessions.playerId, playerId), isNull(sessions.endedAt)))
    .orderBy(desc(sessions.lastSeenAt))
    .limit(100);
}
