import { eq } from 'drizzle-orm';
import { gameSessions } from '../../db/schema/games.js';
import type { Executor } from '../../db/transaction.js';

export type NewGameSessionRow = typeof gameSessions.$inferInsert;
export type GameSessionRow = typeof gameSessions.$inferSelect;

export async function insertGameSession(db: Executor, row: NewGameSessionRow): Promise<void> {
  await db.insert(gameSessions).values(row);
}

export async function setStudioSessionId(
  db: Executor,
  id: string,
  studioSessionId: string,
): Promise<void> {
  await db.update(gameSessions).set({ studioSessionId }).where(eq(gameSessions.id, id));
}

/** A launch the studio never answered: the session is closed so no wallet call can use it. */
export async function endGameSession(db: Executor, id: string, now: Date): Promise<void> {
  await db.update(gameSessions).set({ endedAt: now }).where(eq(gameSessions.id, id));
}

export async function findGameSession(
  db: Executor,
  id: string,
): Promise<GameSessionRow | undefined> {
  const [row] = await db.select().from(gameSessions).where(eq(gameSessions.id, id)).limit(1);
  return row;
}
