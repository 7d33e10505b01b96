import { and, count, desc, eq, gte, lt } from 'drizzle-orm';
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

const failuresOfSince = (scope: string, key: string, since: Date) =>
  and(eq(authFailures.scope, scope), eq(authFailures.key, key), gte(authFailures.createdAt, since));

export async function countFailuresSince(
  db: Database,
  scope: string,
  key: string,
  since: Date,
): Promise<number> {
  const [row] = await db
    .select({ value: count() })
    .from(authFailures)
    .where(failuresOfSince(scope, key, since));
  return row?.value ?? 0;
}

/** When the `nth` most recent failure since `since` happened; undefined if there are fewer. */
export async function nthLatestFailureSince(
  db: Database,
  scope: string,
  key: string,
  since: Date,
  nth: number,
): Promise<Date | undefined> {
  const [row] = await db
    .select({ createdAt: authFailures.createdAt })
    .from(authFailures)
    .where(failuresOfSince(scope, key, since))
    .orderBy(desc(authFailures.createdAt))
    .offset(nth - 1)
    .limit(1);
  return row?.createdAt;
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
