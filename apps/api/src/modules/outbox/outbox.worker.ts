import type { FastifyBaseLogger } from 'fastify';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import {
  claimEvents,
  claimJob,
  ensureJobs,
  markFailed,
  markProcessed,
  recordJobResult,
  type ClaimedEvent,
} from './outbox.repository.js';

/** What a handler learns about the event beside its payload. */
export interface OutboxEventMeta {
  id: number;
  topic: string;
  /** 1 on the first try. Handlers must be idempotent: delivery is at least once. */
  attempt: number;
  createdAt: Date;
}
export type OutboxHandler = (payload: unknown, meta: OutboxEventMeta) => Promise<void>;

/** A recurring job on the `scheduled_jobs` table (DESIGN.md §3). */
export interface ScheduledJob {
  name: string;
  intervalMs: number;
  /** Returns a short summary for the log, e.g. "deleted 3". */
  run(context: { db: Database; now: Date; log: FastifyBaseLogger }): Promise<string | undefined>;
}

export interface OutboxWorkerOptions {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  batchSize?: number;
  /** Idle wait between polls when nothing was due. */
  pollMs?: number;
  /** How often due jobs are looked for. */
  jobCheckMs?: number;
  /** A claimed event is invisible to other workers this long; handlers must finish sooner. */
  leaseMs?: number;
  maxAttempts?: number;
}

const BACKOFF_BASE_MS = 1000;
const BACKOFF_CAP_MS = 60 * 60 * 1000;

/** 1 s, 2 s, 4 s ... capped at 1 hour. */
export function retryDelayMs(attempt: number): number {
  return Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** Math.max(0, attempt - 1));
}

/**
 * Runs outbox handlers and scheduled jobs. Any number of workers (in api processes or on their
 * own) may run over one database: claims are disjoint (`FOR UPDATE SKIP LOCKED`), so each event
 * is handled once unless a worker dies mid-batch, when its lease expires and another retries.
 */
export class OutboxWorker {
  private readonly handlers = new Map<string, Map<string, OutboxHandler>>();
  private readonly jobs = new Map<string, ScheduledJob>();
  private readonly options: Required<Omit<OutboxWorkerOptions, 'db' | 'clock' | 'log'>>;
  private jobsEnsured = false;
  private running = false;
  private timer: NodeJS.Timeout | undefined;
  private current: Promise<void> | undefined;
  private lastJobCheck = 0;

  constructor(private readonly deps: OutboxWorkerOptions) {
    this.options = {
      batchSize: deps.batchSize ?? 50,
      pollMs: deps.pollMs ?? 250,
      jobCheckMs: deps.jobCheckMs ?? 5000,
      leaseMs: deps.leaseMs ?? 60_000,
      maxAttempts: deps.maxAttempts ?? 12,
    };
  }

  /** Registers a consumer of `topic`; `name` tells consumers of one topic apart on retries. */
  handle(topic: string, name: string, handler: OutboxHandler): void {
    const byName = this.handlers.get(topic) ?? new Map<string, OutboxHandler>();
    if (byName.has(name)) throw new Error(`outbox handler ${topic}/${name} registered twice`);
    byName.set(name, handler);
    this.handlers.set(topic, byName);
  }

  addJob(job: ScheduledJob): void {
    if (this.jobs.has(job.name)) throw new Error(`job ${job.name} registered twice`);
    this.jobs.set(job.name, job);
    this.jobsEnsured = false;
  }

  jobNames(): string[] {
    return [...this.jobs.keys()];
  }

  /** Claims and handles one batch; returns how many events it took. */
  async processBatch(): Promise<number> {
    const now = this.deps.clock.now();
    const events = await claimEvents(this.deps.db, {
      topics: [...this.handlers.keys()],
      now,
      leaseUntil: new Date(now.getTime() + this.options.leaseMs),
      limit: this.options.batchSize,
    });
    const done: number[] = [];
    for (const event of events) {
      if (await this.handleEvent(event)) done.push(event.id);
    }
    await markProcessed(this.deps.db, done, this.deps.clock.now());
    return events.length;
  }

  /** Handles batches until none is due (tests, and the loop after a wake-up). */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const count = await this.processBatch();
      total += count;
      if (count < this.options.batchSize) return total;
    }
  }

  /** Runs every job whose time has come and that no other instance holds; returns their names. */
  async runDueJobs(): Promise<string[]> {
    const db = this.deps.db;
    if (!this.jobsEnsured) {
      await ensureJobs(db, [...this.jobs.keys()], this.deps.clock.now());
      this.jobsEnsured = true;
    }
    const ran: string[] = [];
    for (const job of this.jobs.values()) {
      const now = this.deps.clock.now();
      const nextRunAt = new Date(now.getTime() + job.intervalMs);
      if (!(await claimJob(db, { name: job.name, now, nextRunAt, onlyIfDue: true }))) continue;
      await this.runJob(job, now);
      ran.push(job.name);
    }
    return ran;
  }

  /** `npm run job -- <name>`: runs a job now, whatever its schedule, and restarts its interval. */
  async runJobNow(name: string): Promise<string | undefined> {
    const job = this.jobs.get(name);
    if (!job) throw new Error(`unknown job ${name}; known: ${this.jobNames().join(', ')}`);
    const now = this.deps.clock.now();
    await ensureJobs(this.deps.db, [name], now);
    await claimJob(this.deps.db, {
      name,
      now,
      nextRunAt: new Date(now.getTime() + job.intervalMs),
      onlyIfDue: false,
    });
    return this.runJob(job, now, { rethrow: true });
  }

  /** Starts polling in this process (env RUN_WORKER). */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.schedule(0);
  }

  /** Asks for a poll now, e.g. right after a commit that enqueued an event. */
  wake(): void {
    if (!this.running || this.current) return;
    this.schedule(0);
  }

  /** Stops polling and waits for the batch in hand. */
  async stop(): Promise<void> {
    this.running = false;
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    await this.current;
  }

  private schedule(delayMs: number): void {
    if (this.timer) clearTimeout(this.timer);
    this.timer = setTimeout(() => {
      this.timer = undefined;
      this.current = this.tick().finally(() => {
        this.current = undefined;
      });
    }, delayMs);
    this.timer.unref();
  }

  private async tick(): Promise<void> {
    let busy = false;
    try {
      busy = (await this.processBatch()) >= this.options.batchSize;
      const now = Date.now();
      if (now - this.lastJobCheck >= this.options.jobCheckMs) {
        this.lastJobCheck = now;
        await this.runDueJobs();
      }
    } catch (error) {
      // A database blip must not stop the loop; the next poll retries.
      this.deps.log.warn({ err: error }, 'outbox worker poll failed');
    }
    if (this.running) this.schedule(busy ? 0 : this.options.pollMs);
  }

  /** True when every handler of the event has now succeeded. */
  private async handleEvent(event: ClaimedEvent): Promise<boolean> {
    const handlers = this.handlers.get(event.topic) ?? new Map<string, OutboxHandler>();
    const handledBy = [...event.handledBy];
    const meta: OutboxEventMeta = {
      id: event.id,
      topic: event.topic,
      attempt: event.attempts,
      createdAt: event.createdAt,
    };
    for (const [name, handler] of handlers) {
      if (handledBy.includes(name)) continue;
      try {
        await handler(event.payload, meta);
        handledBy.push(name);
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        const now = this.deps.clock.now();
        const exhausted = event.attempts >= this.options.maxAttempts;
        this.deps.log[exhausted ? 'error' : 'warn'](
          { err: error, eventId: event.id, topic: event.topic, handler: name },
          exhausted ? 'outbox event failed for good' : 'outbox handler failed, will retry',
        );
        await markFailed(this.deps.db, {
          id: event.id,
          error: `${name}: ${message}`,
          handledBy,
          retryAt: new Date(now.getTime() + retryDelayMs(event.attempts)),
          failedAt: exhausted ? now : null,
        });
        return false;
      }
    }
    return true;
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
