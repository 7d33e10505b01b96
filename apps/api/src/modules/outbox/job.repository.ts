import { and, eq, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { scheduledJobs } from '../../db/schema/outbox.js';

/** Creates the rows of newly registered jobs, due at their first time; existing ones are kept. */
export async function ensureJobs(
  db: Database,
  jobs: readonly { name: string; firstRunAt: Date }[],
): Promise<void> {
  if (jobs.length === 0) return;
  await db
    .insert(scheduledJobs)
    .values(jobs.map((job) => ({ name: job.name, nextRunAt: job.firstRunAt })))
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
  options: { name: string; now: Date; nextRunAt: (now: Date) => Date; onlyIfDue: boolean },
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
      .set({ nextRunAt: options.nextRunAt(options.now), lastRunAt: options.now })
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

export async function listJobs(db: Database): Promise<ScheduledJobRow[]> {
  return db.select().from(scheduledJobs).orderBy(scheduledJobs.name);
}
