import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/transaction.js';
import { scheduledTasks } from '../../db/schema/outbox.js';

/**
 * Schedules (or moves) the task of `key` in the caller's transaction. Scheduling a key again
 * replaces its time and payload and makes it pending again, even if it ran; the revision bump
 * tells a run in flight that its claim is stale.
 */
export async function upsertTask(
  tx: Executor,
  task: { job: string; key: string; at: Date; payload: unknown },
): Promise<number> {
  const [row] = await tx
    .insert(scheduledTasks)
    .values({
      job: task.job,
      key: task.key,
      payload: task.payload,
      runAt: task.at,
      availableAt: task.at,
    })
    .onConflictDoUpdate({
      target: scheduledTasks.key,
      set: {
        job: task.job,
        payload: task.payload,
        runAt: task.at,
        availableAt: task.at,
        attempts: 0,
        revision: sql`${scheduledTasks.revision} + 1`,
        state: 'pending',
        lastError: null,
        finishedAt: null,
      },
    })
    .returning({ id: scheduledTasks.id });
  if (!row) throw new Error('scheduled task upsert returned no row');
  return row.id;
}

export interface ClaimedTask {
  id: number;
  job: string;
  key: string;
  payload: unknown;
  runAt: Date;
  attempts: number;
  revision: number;
}

/**
 * Takes due tasks of the known jobs: `FOR UPDATE SKIP LOCKED` makes claims of several instances
 * disjoint, the lease brings a task back if its worker dies. Due is by the app clock only: the
 * time was set by the app, and tests move that clock.
 */
export async function claimTasks(
  db: Database,
  options: { jobs: readonly string[]; now: Date; leaseUntil: Date; limit: number },
): Promise<ClaimedTask[]> {
  if (options.jobs.length === 0) return [];
  const jobs = sql.join(
    options.jobs.map((job) => sql`${job}`),
    sql`, `,
  );
  const result = await db.execute(sql`
    UPDATE scheduled_tasks SET attempts = attempts + 1,
      available_at = ${options.leaseUntil.toISOString()}::timestamptz
    WHERE id = ANY(ARRAY(
      SELECT id FROM scheduled_tasks
      WHERE state = 'pending' AND available_at <= ${options.now.toISOString()}::timestamptz
        AND job IN (${jobs})
      ORDER BY available_at, id LIMIT ${options.limit}
      FOR UPDATE SKIP LOCKED))
    RETURNING id, job, key, payload, run_at, attempts, revision`);
  const rows = (
    result as unknown as {
      rows: {
        id: string | number;
        job: string;
        key: string;
        payload: unknown;
        run_at: string | Date;
        attempts: number;
        revision: number;
      }[];
    }
  ).rows;
  return rows.map((row) => ({
    id: Number(row.id),
    job: row.job,
    key: row.key,
    payload: row.payload,
    runAt: new Date(row.run_at),
    attempts: Number(row.attempts),
    revision: Number(row.revision),
  }));
}

/** Marks the claimed revision done; false when it was rescheduled (or finished) meanwhile. */
export async function markTaskDone(
  db: Executor,
  task: { id: number; revision: number; now: Date },
): Promise<boolean> {
  const rows = await db
    .update(scheduledTasks)
    .set({ state: 'done', finishedAt: task.now, lastError: null })
    .where(
      and(
        eq(scheduledTasks.id, task.id),
        eq(scheduledTasks.revision, task.revision),
        eq(scheduledTasks.state, 'pending'),
      ),
    )
    .returning({ id: scheduledTasks.id });
  return rows.length > 0;
}

/** A failed run of the claimed revision: retry at `retryAt`, or dead-letter it. */
export async function markTaskFailed(
  db: Database,
  failure: { id: number; revision: number; error: string; retryAt: Date; dead: boolean; now: Date },
): Promise<void> {
  await db
    .update(scheduledTasks)
    .set({
      lastError: failure.error.slice(0, 2000),
      availableAt: failure.retryAt,
      state: failure.dead ? 'dead' : 'pending',
      finishedAt: failure.dead ? failure.now : null,
    })
    .where(and(eq(scheduledTasks.id, failure.id), eq(scheduledTasks.revision, failure.revision)));
}

export interface ScheduledTaskRow {
  id: number;
  job: string;
  key: string;
  payload: unknown;
  runAt: Date;
  availableAt: Date;
  attempts: number;
  revision: number;
  state: 'pending' | 'done' | 'dead';
  lastError: string | null;
  finishedAt: Date | null;
}

export async function findTask(db: Executor, key: string): Promise<ScheduledTaskRow | undefined> {
  const [row] = await db
    .select({
      id: scheduledTasks.id,
      job: scheduledTasks.job,
      key: scheduledTasks.key,
      payload: scheduledTasks.payload,
      runAt: scheduledTasks.runAt,
      availableAt: scheduledTasks.availableAt,
      attempts: scheduledTasks.attempts,
      revision: scheduledTasks.revision,
      state: scheduledTasks.state,
      lastError: scheduledTasks.lastError,
      finishedAt: scheduledTasks.finishedAt,
    })
    .from(scheduledTasks)
    .where(eq(scheduledTasks.key, key));
  return row;
}

/** Drops the task of `key` in the caller's transaction (what it would act on is gone). */
export async function deleteTask(tx: Executor, key: string): Promise<boolean> {
  const rows = await tx
    .delete(scheduledTasks)
    .where(eq(scheduledTasks.key, key))
    .returning({ id: scheduledTasks.id });
  return rows.length > 0;
}

/** Housekeeping: tasks done before `before`. */
export async function deleteDoneTasks(db: Database, before: Date): Promise<number> {
  const rows = await db
    .delete(scheduledTasks)
    .where(
      and(
        eq(scheduledTasks.state, 'done'),
        isNotNull(scheduledTasks.finishedAt),
        lt(scheduledTasks.finishedAt, before),
      ),
    )
    .returning({ id: scheduledTasks.id });
  return rows.length;
}
