import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { claimJob, ensureJobs, recordJobResult } from './job.repository.js';
import { claimTasks, markTaskDone, markTaskFailed, upsertTask } from './task.repository.js';
import { retryDelayMs } from './retry.js';

interface JobContext {
  db: Database;
  now: Date;
  log: FastifyBaseLogger;
}

/**
 * A recurring job on the `scheduled_jobs` table (DESIGN.md §3, §12): every `intervalMs`, or at
 * the times `schedule` computes (the end of each quarter). Runs on one instance at a time.
 */
export type ScheduledJob = {
  name: string;
  /** Returns a short summary for the log, e.g. "deleted 3". */
  run(context: JobContext): Promise<string | undefined>;
} & (
  | { intervalMs: number; schedule?: never }
  | {
      /** The next run strictly after `after`; the first run is `schedule(now at start)`. */
      schedule: (after: Date) => Date;
      intervalMs?: never;
    }
);

export interface TaskContext {
  /** Where to write: the task's transaction for a transactional task, else the database. */
  db: Executor;
  now: Date;
  log: FastifyBaseLogger;
  key: string;
  /** The time it was scheduled for. */
  runAt: Date;
  /** 1 on the first try. */
  attempt: number;
}

/**
 * A kind of one-shot timed task (a lottery's draw), with its payload's schema. A transactional
 * task runs in a transaction that also marks it done: its effect happens once even if a worker
 * dies and the task is claimed again. Others must be idempotent.
 */
export interface TaskDefinition<S extends z.ZodType = z.ZodType> {
  job: string;
  payload: S;
  transactional?: boolean;
  run(payload: z.infer<S>, context: TaskContext): Promise<void>;
}

/** Declares a timed task; the identity, for type inference of the payload. */
export function defineTask<S extends z.ZodType>(definition: TaskDefinition<S>): TaskDefinition<S> {
  return definition;
}

/**
 * Schedules `task` at `at` with `payload`, in the caller's transaction, one task per `key`
 * (`lottery:42`): scheduling the key again moves it (new time and payload), even after it ran.
 * The payload is checked now: a bad one is the caller's bug, not a dead letter later.
 */
export async function scheduleAt<S extends z.ZodType>(
  tx: Executor,
  task: TaskDefinition<S>,
  input: { key: string; at: Date; payload: z.input<S> },
): Promise<number> {
  const payload: unknown = task.payload.parse(input.payload);
  return upsertTask(tx, { job: task.job, key: input.key, at: input.at, payload });
}

/** Thrown inside a transactional task's transaction when the task was moved meanwhile. */
class StaleTaskRun extends Error {}

function firstRunAt(job: ScheduledJob, now: Date): Date {
  return job.schedule ? job.schedule(now) : now;
}

function nextRunAt(job: ScheduledJob, now: Date): Date {
  return job.schedule ? job.schedule(now) : new Date(now.getTime() + job.intervalMs);
}

/** Recurring jobs and timed tasks of one process; any number of processes share the tables. */
export class Scheduler {
  private readonly jobs = new Map<string, ScheduledJob>();
  private readonly tasks = new Map<string, TaskDefinition>();
  private jobsEnsured = false;

  constructor(
    private readonly deps: {
      db: Database;
      clock: Clock;
      log: FastifyBaseLogger;
      leaseMs: number;
      maxAttempts: number;
      batchSize: number;
    },
  ) {}

  addJob(job: ScheduledJob): void {
    if (this.jobs.has(job.name)) throw new Error(`job ${job.name} registered twice`);
    this.jobs.set(job.name, job);
    this.jobsEnsured = false;
  }

  addTask<S extends z.ZodType>(task: TaskDefinition<S>): void {
    if (this.tasks.has(task.job)) throw new Error(`task ${task.job} registered twice`);
    this.tasks.set(task.job, task as unknown as TaskDefinition);
  }

  jobNames(): string[] {
    return [...this.jobs.keys()];
  }

  taskNames(): string[] {
    return [...this.tasks.keys()];
  }

  /** Runs every job whose time has come and that no other instance holds; returns their names. */
  async runDueJobs(): Promise<string[]> {
    const db = this.deps.db;
    if (!this.jobsEnsured) {
      const now = this.deps.clock.now();
      await ensureJobs(
        db,
        [...this.jobs.values()].map((job) => ({
          name: job.name,
          firstRunAt: firstRunAt(job, now),
        })),
      );
      this.jobsEnsured = true;
    }
    const ran: string[] = [];
    for (const job of this.jobs.values()) {
      const now = this.deps.clock.now();
      const next = (at: Date) => nextRunAt(job, at);
      if (!(await claimJob(db, { name: job.name, now, nextRunAt: next, onlyIfDue: true })))
        continue;
      await this.runJob(job, now);
      ran.push(job.name);
    }
    return ran;
  }

  /** `npm run job -- <name>`: runs a job now, whatever its schedule, and restarts its schedule. */
  async runJobNow(name: string): Promise<string | undefined> {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`unknown job ${name}; known: ${this.jobNames().join(', ')}`);
    const now = this.deps.clock.now();
    await ensureJobs(this.deps.db, [{ name, firstRunAt: firstRunAt(job, now) }]);
    await claimJob(this.deps.db, {
      name,
      now,
      nextRunAt: (at) => nextRunAt(job, at),
      onlyIfDue: false,
    });
    return this.runJob(job, now, { rethrow: true });
  }

  /** Runs the due timed tasks this instance claims; returns their keys. */
  async runDueTasks(): Promise<string[]> {
    if (this.tasks.size === 0) return [];
    const now = this.deps.clock.now();
    const claimed = await claimTasks(this.deps.db, {
      jobs: [...this.tasks.keys()],
      now,
      leaseUntil: new Date(now.getTime() + this.deps.leaseMs),
      limit: this.deps.batchSize,
    });
    const ran: string[] = [];
    for (const task of claimed) {
      const definition = this.tasks.get(task.job);
      if (!definition) continue;
      if (await this.runTask(definition, task)) ran.push(task.key);
    }
    return ran;
  }

  private async runTask(
    definition: TaskDefinition,
    task: Awaited<ReturnType<typeof claimTasks>>[number],
  ): Promise<boolean> {
    const { db, clock } = this.deps;
    const log = this.deps.log.child({ task: task.job, key: task.key });
    const context = {
      now: clock.now(),
      log,
      key: task.key,
      runAt: task.runAt,
      attempt: task.attempts,
    };
    try {
      const payload: unknown = definition.payload.parse(task.payload);
      if (definition.transactional) {
        await db
          .transaction(async (tx) => {
            // The done mark first: a run that lost its claim (moved, or done by another
            // instance after a lease ran out) rolls its effect back.
            if (
              !(await markTaskDone(tx, { id: task.id, revision: task.revision, now: context.now }))
            )
              throw new StaleTaskRun();
            await definition.run(payload, { ...context, db: tx });
          })
          .catch((error: unknown) => {
            if (!(error instanceof StaleTaskRun)) throw error;
          });
      } else {
        await definition.run(payload, { ...context, db });
        await markTaskDone(db, { id: task.id, revision: task.revision, now: clock.now() });
      }
      log.info('timed task ran');
      return true;
    } catch (error) {
      const message =
        error instanceof z.ZodError
          ? `payload does not match ${task.job}: ${z.prettifyError(error)}`
          : error instanceof Error
            ? error.message
            : String(error);
      const now = clock.now();
      const dead = task.attempts >= this.deps.maxAttempts;
      log[dead ? 'error' : 'warn'](
        { err: error },
        dead ? 'timed task dead-lettered' : 'timed task failed, will retry',
      );
      await markTaskFailed(db, {
        id: task.id,
        revision: task.revision,
        error: message,
        retryAt: new Date(now.getTime() + retryDelayMs(task.attempts)),
        dead,
        now,
      });
      return false;
    }
  }

  private async runJob(
    job: ScheduledJob,
    now: Date,
    options: { rethrow?: boolean } = {},
  ): Promise<string | undefined> {
    const log = this.deps.log.child({ job: job.name });
    try {
      const summary = await job.run({ db: this.deps.db, now, log });
      await recordJobResult(this.deps.db, job.name, null);
      log.info({ summary }, 'scheduled job ran');
      return summary;
    } catch (error) {
      const message = error instanceof Error ? error.message : String(error);
      log.error({ err: error }, 'scheduled job failed');
      await recordJobResult(this.deps.db, job.name, message);
      if (options.rethrow) throw error;
      return undefined;
    }
  }
}
