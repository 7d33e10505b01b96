import { and, eq, isNull } from 'drizzle-orm';
import { authTokens } from '../../db/schema/players.js';
import type { Executor } from '../../db/transaction.js';

export type AuthTokenRow = typeof authTokens.$inferSelect;

export async function insertToken(
  db: Executor,
  row: typeof authTokens.$inferInsert,
): Promise<void> {
  await db.insert(authTokens).values(row);
}

export async function findTokenByHash(
  db: Executor,
  purpose: string,
  tokenHash: string,
): Promise<AuthTokenRow | undefined> {
  const [row] = await db
    .select()
    .from(authTokens)
    .where(and(eq(authTokens.tokenHash, tokenHash), eq(authTokens.purpose, purpose)))
    .limit(1);
  return row;
}

/** Marks the token used; false when another request used it first (single use under races). */
export async function markTokenUsed(db: Executor, id: number, at: Date): Promise<boolean> {
  const rows = await db
    .update(authTokens)
    .set({ usedAt: at })
    .where(and(eq(authTokens.id, id), isNull(authTokens.usedAt)))
    .returning({ id: authTokens.id });
  return rows.length > 0;
}

/** A new link makes the player's older unused links of that kind useless. */
export async function retirePlayerTokens(
  db: Executor,
  playerId: number,
  purpose: string,
  at: Date,
): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: at })
    .where(
      and(
        eq(authTokens.playerId, playerId),
        eq(authTokens.purpose, purpose),
        isNull(authTokens.usedAt),
      ),
    );
}
