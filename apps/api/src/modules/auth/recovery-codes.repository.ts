import { and, eq, isNull } from 'drizzle-orm';
import { recoveryCodes } from '../../db/schema/players.js';
import type { Executor } from '../../db/transaction.js';

export async function replaceRecoveryCodes(
  db: Executor,
  playerId: number,
  codeHashes: readonly string[],
  at: Date,
): Promise<void> {
  await db.delete(recoveryCodes).where(eq(recoveryCodes.playerId, playerId));
  if (codeHashes.length === 0) return;
  await db
    .insert(recoveryCodes)
    .values(codeHashes.map((codeHash) => ({ playerId, codeHash, createdAt: at })));
}

/** Uses a recovery code once; false when unknown or already used. */
export async function useRecoveryCode(
  db: Executor,
  playerId: number,
  codeHash: string,
  at: Date,
): Promise<boolean> {
  const rows = await db
    .update(recoveryCodes)
    .set({ usedAt: at })
    .where(
      and(
        eq(recoveryCodes.playerId, playerId),
        eq(recoveryCodes.codeHash, codeHash),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return rows.length > 0;
}

export async function countUnusedRecoveryCodes(db: Executor, playerId: number): Promise<number> {
  const rows = await db
    .select({ id: recoveryCodes.id })
    .from(recoveryCodes)
    .where(and(eq(recoveryCodes.playerId, playerId), isNull(recoveryCodes.usedAt)));
  return rows.length;
}
