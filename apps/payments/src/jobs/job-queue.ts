import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../lib/clock.js';
import { newId } from '../lib/ids.js';
import type { SandboxStore } from '../store/sandbox-store.js';
import type { JobKind, JobRecord } from '../store/records.js';
import type { Scheduler } from './scheduler.js';

/** A job's work. Returning `retryAt` keeps the job for another run (a webhook not acknowledged). */
export type JobOutcome = { retryAt: Date } | undefined;
export type JobHandler = (job: JobRecord) => Promise<JobOutcome> | JobOutcome;

// A handler that throws is a bug; it is retried a minute later instead of spinning.
const BUG_RETRY_MS = 60_000;

/**
 * Every timed step of the sandbox (confirmations, settlements, payouts, charge-backs, webhook
 * retries) is a journaled job, so a restart picks up where it stopped.
 */
export class JobQueue {
  private readonly handlers = new Map<JobKind, JobHandler>();
  private readonly running = new Set<string>();
  private seq = 0;

  constructor(
    private readonly store: SandboxStore,
    private readonly clock: Clock,
    private readonly scheduler: Scheduler,
    private readonly log: FastifyBaseLogger,
  ) {
    for (const job of store.jobs.values()) this.seq = Math.max(this.seq, job.seq);
  }

  handle(kind: JobKind, handler: JobHandler): void {
    this.handlers.set(kind, handler);
  }

  schedule(kind: JobKind, ref: string, inMs: number): JobRecord {
    const due = new Date(this.clock.now().getTime() + inMs);
    this.seq += 1;
    const job = this.store.jobs.put({
      id: newId('job'),
      kind,
      ref,
      due_at: due.toISOString(),
      seq: this.seq,
    });
    this.scheduler.wake(due);
    return job;
  }

  start(): void {
    this.scheduler.start(async () => {
      await this.runDue();
      const next = this.nextDue();
      if (next) this.scheduler.wake(next);
    });
  }

  stop(): void {
    this.scheduler.stop();
  }

  /** Runs every job due by the clock's now, including ones those jobs make due now; returns how many ran. */
  async runDue(): Promise<number> {
    let ran = 0;
    // Each round may make new jobs due now (a status change queues its webhook); bounded so a
    // handler that keeps rescheduling itself "now" cannot hang the process.
    for (let round = 0; round < 100; round += 1) {
      const now = this.clock.now().getTime();
      const due = this.store.jobs
        .values()
        .filter((job) => Date.parse(job.due_at) <= now && !this.running.has(job.id))
        .sort((a, b) => Date.parse(a.due_at) - Date.parse(b.due_at) || a.seq - b.seq);
      if (due.length === 0) break;
      await Promise.all(due.map((job) => this.run(job)));
      ran += due.length;
    }
    return ran;
  }

  private nextDue(): Date | null {
    let next = Number.POSITIVE_INFINITY;
    for (const job of this.store.jobs.values()) next = Math.min(next, Date.parse(job.due_at));
    return Number.isFinite(next) ? new Date(next) : null;
  }

  private async run(job: JobRecord): Promise<void> {
    const handler = this.handlers.get(job.kind);
    this.running.add(job.id);
    try {
      const outcome = handler ? await handler(job) : undefined;
      // Replaced while it ran (sandbox "Retry now"): the replacement carries on instead.
      if (!this.store.jobs.get(job.id)) return;
      if (outcome) {
        this.store.jobs.put({ ...job, due_at: outcome.retryAt.toISOString() });
        this.scheduler.wake(outcome.retryAt);
      } else {
        this.store.jobs.delete(job.id);
      }
    } catch (error) {
      this.log.error({ err: error, job }, 'sandbox job failed');
      const retryAt = new Date(this.clock.now().getTime() + BUG_RETRY_MS);
      this.store.jobs.put({ ...job, due_at: retryAt.toISOString() });
      this.scheduler.wake(retryAt);
    } finally {
      this.running.delete(job.id);
    }
  }
}
