import { and, count, eq, gte, lt } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { authFailures, captchaSolutions } from '../../db/schema/players.js';

export async function insertFailure(
  db: Database,
  scope: string,
  key: string,
  at: Date,
): Promise<void> {
  await db.insert(authFailures).values({ scope, key, createdAt: at });
}

export async function countFailuresSince(
  db: Database,
  scope: string,
  key: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(authFailures)
    .where(
      and(
        eq(authFailures.scope, scope),
        eq(authFailures.key, key),
        gte(authFailures.createdAt, since),
      ),
    );
  return row?.value ?? 0;
}

export async function deleteFailures(db: Database, scope: string, key: string): Promise<void> {
  await db
    .delete(authFailures)
    .where(and(eq(authFailures.scope, scope), eq(authFailures.key, key)));
}

export async function deleteFailuresBefore(db: Database, before: Date): Promise<number> {
  const rows = await db
    .delete(authFailures)
    .where(lt(authFailures.createdAt, before))
    .returning({ id: authFailures.id });
  return rows.length;
}

/** Records a solved challenge; false when it was already used (replay). */
export async function claimCaptchaSolution(
  db: Database,
  signature: string,
  expiresAt: Date,
): Promise<boolean> {
  const rows = await db
    .insert(captchaSolutions)
    .values({ signature, expiresAt })
    .onConflictDoNothing()
    .returning({ signature: captchaSolutions.signature });
  return rows.length > 0;
}

export async function deleteCaptchaSolutionsBefore(db: Database, before: Date): Promise<void> {
  await db.delete(captchaSolutions).where(lt(captchaSolutions.expiresAt, before));
}
