import { eq } from 'drizzle-orm';
import { tournaments } from '../../db/schema/tournaments.js';
import type { Executor } from '../../db/transaction.js';

/** SQL of the tournaments' test fixture (ENABLE_TEST_API only): an item ends now. */
export async function endTournamentAt(db: Executor, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(tournaments)
    .set({ endAt: at })
    .where(eq(tournaments.id, id))
    .returning({ id: tournaments.id });
  return rows.length > 0;
}
