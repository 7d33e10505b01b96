import { and, eq, lt, sql } from 'drizzle-orm';
import { idempotencyKeys } from '../../db/schema/ledger.js';
import type { Executor } from '../../db/transaction.js';

export type IdempotencyKeyRow = typeof idempotencyKeys.$inferSelect;

/**
 * Claims `(scope, key)` for this transaction. A concurrent claim of the same key waits on the
 * unique index until this transaction ends, then finds the stored answer.
 */
export async function claimIdempotencyKey(
  db: Executor,
  row: typeof idempotencyKeys.$inferInsert,
): Promise<boolean> {
  const inserted = await db
    .insert(idempotencyKeys)
    .values(row)
    .onConflictDoNothing()
    .returning({ key: idempotencyKeys.key });
  return inserted.length > 0;
}

export async function findIdempotencyKey(
  db: Executor,
  scope: string,
  key: string,
): Promise<IdempotencyKeyRow | undefined> {
  const [row] = await db
    .select()
    .from(idempotencyKeys)
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)))
    .limit(1);
  return row;
}

export async function storeIdempotentResponse(
  db: Executor,
  scope: string,
  key: string,
  statusCode: number,
  response: unknown,
): Promise<void> {
  await db
    .update(idempotencyKeys)
    .set({ statusCode, response: sql`${JSON.stringify(response)}::jsonb` })
    .where(and(eq(idempotencyKeys.scope, scope), eq(idempotencyKeys.key, key)));
}

export async function deleteIdempotencyKeysBefore(db: Executor, before: Date): Promise<number> {
  const deleted = await db
    .delete(idempotencyKeys)
    .where(lt(idempotencyKeys.createdAt, before))
    .returning({ key: idempotencyKeys.key });
  return deleted.length;
}
