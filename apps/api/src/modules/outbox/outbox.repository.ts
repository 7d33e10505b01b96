import { and, asc, eq, inArray, isNotNull, isNull, lt, lte, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/transaction.js';
import { outboxEvents, scheduledJobs } from '../../db/schema/outbox.js';

/**
 * Records an event in the caller's transaction (DESIGN.md §3): it commits or rolls back with
 * the change it reports, so consumers never see an event for a change that did not happen and
 * never miss one that did.
 */
export async function enqueueEvent(
  tx: Executor,
  topic: string,
  payload: unknown,
  options: { availableAt?: Date } = {},
): Promise<number> {
  const [row] = await tx
    .insert(outboxEvents)
    .values({
      topic,
      payload,
      ...(options.availableAt ? { availableAt: options.availableAt } : {}),
    })
    .returning({ id: outboxEvents.id });
  if (!row) throw new Error('outbox insert returned no row');
  return row.id;
}

export interface ClaimedEvent {
  id: number;
  topic: string;
  payload: unknown;
  /** Including this claim. */
  attempts: number;
  createdAt: Date;
  handledBy: string[];
}

/**
 * Takes up to `limit` due events of the given topics for this worker. The inner
 * `FOR UPDATE SKIP LOCKED` makes concurrent claims disjoint; pushing `available_at` to
 * `leaseUntil` hides the rows from other workers after this short transaction commits, and
 * brings them back if this worker dies before marking them.
 *
 * Due means `available_at` is past by the database clock or by the app clock: the database
 * stamps new events, the app clock (movable in tests) stamps retries.
 */
export async function claimEvents(
  db: Database,
  options: { topics: readonly string[]; now: Date; leaseUntil: Date; limit: number },
): Promise<ClaimedEvent[]> {
  if (options.topics.length === 0) return [];
  const nowParam = sql`${options.now.toISOString()}::timestamptz`;
  const due = db
    .select({ id: outboxEvents.id })
    .from(outboxEvents)
    .where(
      and(
        isNull(outboxEvents.processedAt),
        isNull(outboxEvents.failedAt),
        lte(outboxEvents.availableAt, sql`GREATEST(now(), ${nowParam})`),
        inArray(outboxEvents.topic, [...options.topics]),
      ),
    )
    .orderBy(asc(outboxEvents.availableAt), asc(outboxEvents.id))
    .limit(options.limit)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(outboxEvents)
    .set({ attempts: sql`${outboxEvents.attempts} + 1`, availableAt: options.leaseUntil })
    .where(inArray(outboxEvents.id, due))
    .returning({
      id: outboxEvents.id,
      topic: outboxEvents.topic,
      payload: outboxEvents.payload,
      attempts: outboxEvents.attempts,
      createdAt: outboxEvents.createdAt,
      handledBy: outboxEvents.handledBy,
    });
  return rows.sort((a, b) => a.id - b.id);
}

export async function markProcessed(db: Database, ids: number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(outboxEvents)
    .set({ processedAt: now, lastError: null })
    .where(inArray(outboxEvents.id, ids));
}

/** A failed attempt: try again at `retryAt`, or give up when `failedAt` is given. */
export async function markFailed(
  db: Database,
  failure: { id: number; error: string; handledBy: string[]; retryAt: Date; failedAt: Date | null },
): Promise<void> {
  await db
    .update(outboxEvents)
    .set({
      lastError: failure.error.slice(0, 2000),
      handledBy: failure.handledBy,
      availableAt: failure.retryAt,
      failedAt: failure.failedAt,
    })
    .where(eq(outboxEvents.id, failure.id));
}

/** Housekeeping: processed events older than `before` have no further use. */
export async function deleteProcessedEvents(db: Database, before: Date): Promise<number> {
  const rows = await db
    .delete(outboxEvents)
    .where(and(isNotNull(outboxEvents.processedAt), lt(outboxEvents.processedAt, before)))
    .returning({ id: outboxEvents.id });
  return rows.length;
}

export interface OutboxEventRow {
  id: number;
  topic: string;
  attempts: number;
  lastError: string | null;
  handledBy: string[];
  processedAt: Date | null;
  failedAt: Date | null;
  availableAt: Date;
}

export async function findEvent(db: Database, id: number): Promise<OutboxEventRow | undefined> {
  const [row] = await db
    .select({
      id: outboxEvents.id,
      topic: outboxEvents.topic,
      attempts: outboxEvents.attempts,
      lastError: outboxEvents.lastError,
      handledBy: outboxEvents.handledBy,
      processedAt: outboxEvents.processedAt,
      failedAt: outboxEvents.failedAt,
      availableAt: outboxEvents.availableAt,
    })
    .from(outboxEvents)
    .where(eq(outboxEvents.id, id));
  return row;
}

// ---- scheduled jobs ------------------------------------------------------------------------

/** Creates the rows of newly registered jobs, due at once; existing schedules are kept. */
export async function ensureJobs(db: Database, names: readonly string[], now: Date): Promise<void> {
  if (names.length === 0) return;
  await db
    .insert(scheduledJobs)
    .values(names.map((name) => ({ name, nextRunAt: now })))
    .onConflictDoNothing({ target: scheduledJobs.name });
}

/**
 * Claims a job run: under a row lock, moves `next_run_at` to `nextRunAt`. With `onlyIfDue`
 * (the schedule) a job another instance holds or that is not due yet is skipped; without it
 * (a manual run) the call waits for the lock and always runs. The run happens after this
 * short transaction, so a long job never holds a lock (PGlite has a single connection).
 */
export async function claimJob(
  db: Database,
  options: { name: string; now: Date; nextRunAt: Date; onlyIfDue: boolean },
): Promise<boolean> {
  return db.transaction(async (tx) => {
    const conditions = options.onlyIfDue
      ? and(eq(scheduledJobs.name, options.name), lte(scheduledJobs.nextRunAt, options.now))
      : eq(scheduledJobs.name, options.name);
    const [row] = await tx
      .select({ name: scheduledJobs.name })
      .from(scheduledJobs)
      .where(conditions)
      .for('update', options.onlyIfDue ? { skipLocked: true } : {});
    if (!row) return false;
    await tx
      .update(scheduledJobs)
      .set({ nextRunAt: options.nextRunAt, lastRunAt: options.now })
      .where(eq(scheduledJobs.name, options.name));
    return true;
  });
}

export async function recordJobResult(
  db: Database,
  name: string,
  error: string | null,
): Promise<void> {
  await db
    .update(scheduledJobs)
    .set({ lastError: error === null ? null : error.slice(0, 2000) })
    .where(eq(scheduledJobs.name, name));
}

export interface ScheduledJobRow {
  name: string;
  nextRunAt: Date;
  lastRunAt: Date | null;
  lastError: string | null;
}

export async function findJob(db: Database, name: string): Promise<ScheduledJobRow | undefined> {
  const [row] = await db.select().from(scheduledJobs).where(eq(scheduledJobs.name, name));
  return row;
}
