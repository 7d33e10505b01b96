import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { EventCatalogue } from '@croupier/contracts/events';
import type { Database } from '../../db/client.js';
import type { Transaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import {
  ConsumerRegistry,
  type AfterCommit,
  type OutboxEventMeta,
  type TypedConsumerOptions,
  type EventHandler,
  type TransactionalBatchHandler,
  type TransactionalEventHandler,
} from './consumer.js';
import type { DeliveryContext } from './delivery-attempt.js';
import { retryDeliveries } from './delivery-retry.js';
import { handOutEvents } from './event-hand-out.js';
import { Scheduler, type ScheduledJob, type TaskDefinition } from './scheduler.js';

export { retryDelayMs } from './retry.js';

export interface OutboxWorkerOptions<C extends EventCatalogue> {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  /** The topics and their schemas (the app's is `EVENT_CATALOGUE`). */
  catalogue: C;
  /** The field naming the player, per topic (`EVENT_PLAYER_FIELD`). */
  playerFields?: Readonly<Partial<Record<keyof C & string, string>>>;
  batchSize?: number;
  /** Idle wait between polls when nothing was due. */
  pollMs?: number;
  /** How often due recurring jobs are looked for. */
  jobCheckMs?: number;
  /** How often due timed tasks are looked for. */
  taskCheckMs?: number;
  /** A claimed event is invisible to other workers this long; consumers must finish sooner. */
  leaseMs?: number;
  /** Tries of one consumer on one event (and of a timed task) before its dead letter. */
  maxAttempts?: number;
  /**
   * Claims handed out at once by this worker (default 1). Each loop claims, hands out and
   * finishes on its own, as separate workers would: while one waits on the database another
   * runs its consumers, so one process uses the database's cores as well as its own.
   */
  concurrency?: number;
}

/**
 * Hands outbox events to their consumers, and runs recurring jobs and timed tasks (DESIGN.md
 * §3, §12; decision 0302). Any number of workers may run over one database: claims are disjoint
 * (`FOR UPDATE SKIP LOCKED`) and leased, so a worker that dies gives its claims back.
 *
 * An event is parsed once with its topic's schema and handed to every consumer of the topic.
 * A consumer that fails gets a delivery row of its own (attempts, back-off, dead letter); the
 * others are done with the event. A payload that fails its schema is a producer bug: the event
 * is dead-lettered with the schema's message and handed to nobody.
 *
 * This class composes the parts and owns the poll loop: consumers are registered in a
 * `ConsumerRegistry` (consumer.ts), events handed out by `handOutEvents` (event-hand-out.ts),
 * failed deliveries retried by `retryDeliveries` (delivery-retry.ts), jobs and tasks run by the
 * `Scheduler` (scheduler.ts).
 */
export class OutboxWorker<C extends EventCatalogue = EventCatalogue> {
  private readonly registry: ConsumerRegistry;
  /** What the hand-out and the retries share; built once, as the limits never change. */
  private readonly delivery: DeliveryContext;
  private readonly options: Required<
    Omit<OutboxWorkerOptions<C>, 'db' | 'clock' | 'log' | 'catalogue' | 'playerFields'>
  >;
  private readonly scheduler: Scheduler;
  private running = false;
  /** One per concurrent loop: its pending poll and the batch it is handing out. */
  private loops: { timer: NodeJS.Timeout | undefined; current: Promise<void> | undefined }[] = [];
  private lastJobCheck = 0;
  private lastTaskCheck = 0;

  constructor(private readonly deps: OutboxWorkerOptions<C>) {
    this.options = {
      // A claim's events are handed to every consumer; a batched one (comp points, tournament
      // scores) spends a fixed handful of statements per batch, and a bet brings several pushes,
      // so at 50 a claim the scores consumer took a few bets a batch (139 a second, bench
      // tournament-leaderboard; 275 at 200).
      batchSize: deps.batchSize ?? 200,
      pollMs: deps.pollMs ?? 250,
      jobCheckMs: deps.jobCheckMs ?? 5000,
      taskCheckMs: deps.taskCheckMs ?? 1000,
      leaseMs: deps.leaseMs ?? 60_000,
      maxAttempts: deps.maxAttempts ?? 12,
      concurrency: Math.max(1, deps.concurrency ?? 1),
    };
    this.registry = new ConsumerRegistry(
      deps.catalogue,
      deps.playerFields as Readonly<Record<string, string | undefined>> | undefined,
    );
    this.delivery = {
      db: deps.db,
      clock: deps.clock,
      log: deps.log,
      catalogue: deps.catalogue,
      consumers: this.registry,
      batchSize: this.options.batchSize,
      leaseMs: this.options.leaseMs,
      maxAttempts: this.options.maxAttempts,
    };
    this.scheduler = new Scheduler({
      db: deps.db,
      clock: deps.clock,
      log: deps.log,
      leaseMs: this.options.leaseMs,
      maxAttempts: this.options.maxAttempts,
      batchSize: this.options.batchSize,
    });
  }

  /**
   * Registers consumer `name` of `topic`: `fn` receives the event parsed with the topic's
   * schema. At least once: `fn` must be idempotent or harmless when repeated (a push, a mail).
   */
  handle<T extends keyof C & string>(
    topic: T,
    name: string,
    fn: EventHandler<C, T>,
    options: TypedConsumerOptions<z.infer<C[T]>> = {},
  ): void {
    this.registry.register(topic, name, options, false, (event, meta) =>
      fn(event as z.infer<C[T]>, meta),
    );
  }

  /**
   * Registers an exactly-once consumer: each delivery runs in a transaction that records
   * (consumer, event id) beside `fn`'s effect, and a delivery whose record exists is skipped.
   */
  handleInTransaction<T extends keyof C & string>(
    topic: T,
    name: string,
    fn: TransactionalEventHandler<C, T>,
    options: TypedConsumerOptions<z.infer<C[T]>> = {},
  ): void {
    this.registry.register(topic, name, options, true, (event, meta) => {
      if (!meta.tx) throw new Error(`consumer ${name} runs only inside its transaction`);
      return fn(event as z.infer<C[T]>, { ...meta, tx: meta.tx });
    });
  }

  /**
   * Registers an exactly-once consumer that applies a batch of events at a time (decision
   * 0303): the receipts of the batch and `fn`'s effect commit together. A batch that fails is
   * undone and its events are given to `fn` again one at a time, each in a savepoint, so one
   * faulty event is retried and dead-lettered alone; a retried delivery is a batch of one.
   */
  handleBatchInTransaction<T extends keyof C & string>(
    topic: T,
    name: string,
    fn: TransactionalBatchHandler<C, T>,
    options: TypedConsumerOptions<z.infer<C[T]>> = {},
  ): void {
    const runBatch = (
      items: { event: unknown; meta: OutboxEventMeta }[],
      tx: Transaction,
      afterCommit: AfterCommit,
    ) => fn(items as Parameters<TransactionalBatchHandler<C, T>>[0], tx, afterCommit);
    this.registry.register(
      topic,
      name,
      options,
      true,
      (event, { tx, afterCommit, ...meta }) => {
        if (!tx || !afterCommit) {
          throw new Error(`consumer ${name} runs only inside its transaction`);
        }
        return runBatch([{ event, meta }], tx, afterCommit);
      },
      runBatch,
    );
  }

  /** Every consumer name with its topic (the operator's status lists them). */
  consumers(): { name: string; topic: string; transactional: boolean; ordered: boolean }[] {
    return this.registry.all().map((consumer) => ({
      name: consumer.name,
      topic: consumer.topic,
      transactional: consumer.transactional,
      ordered: consumer.orderField !== null,
    }));
  }

  addJob(job: ScheduledJob): void {
    this.scheduler.addJob(job);
  }

  addTask<S extends z.ZodType>(task: TaskDefinition<S>): void {
    this.scheduler.addTask(task);
  }

  jobNames(): string[] {
    return this.scheduler.jobNames();
  }

  taskNames(): string[] {
    return this.scheduler.taskNames();
  }

  runDueJobs(): Promise<string[]> {
    return this.scheduler.runDueJobs();
  }

  runJobNow(name: string): Promise<string | undefined> {
    return this.scheduler.runJobNow(name);
  }

  runDueTasks(): Promise<string[]> {
    return this.scheduler.runDueTasks();
  }

  /** Hands out one batch of new events and runs one batch of due retries; returns how many. */
  async processBatch(): Promise<number> {
    const handedOut = await handOutEvents(this.delivery);
    const retried = await retryDeliveries(this.delivery);
    return handedOut + retried;
  }

  /** Processes batches until nothing is due (tests, and the loop after a wake-up). */
  async drain(): Promise<number> {
    let total = 0;
    for (;;) {
      const count = await this.processBatch();
      total += count;
      if (count === 0) return total;
    }
  }

  /** Starts polling in this process (env RUN_WORKER). */
  start(): void {
    if (this.running) return;
    this.running = true;
    this.loops = Array.from({ length: this.options.concurrency }, () => ({
      timer: undefined,
      current: undefined,
    }));
    for (const loop of this.loops) this.schedule(loop, 0);
  }

  /** Asks for a poll now, e.g. right after a commit that enqueued an event. */
  wake(): void {
    if (!this.running) return;
    for (const loop of this.loops) if (!loop.current) this.schedule(loop, 0);
  }

  /** Stops polling and waits for the batches in hand. */
  async stop(): Promise<void> {
    this.running = false;
    for (const loop of this.loops) {
      if (loop.timer) clearTimeout(loop.timer);
      loop.timer = undefined;
    }
    await Promise.all(this.loops.map((loop) => loop.current));
  }

  private schedule(loop: (typeof this.loops)[number], delayMs: number): void {
    if (loop.timer) clearTimeout(loop.timer);
    loop.timer = setTimeout(() => {
      loop.timer = undefined;
      loop.current = this.tick(loop).finally(() => {
        loop.current = undefined;
      });
    }, delayMs);
    loop.timer.unref();
  }

  private async tick(loop: (typeof this.loops)[number]): Promise<void> {
    let busy = false;
    try {
      busy = (await this.processBatch()) > 0;
      // Jobs and timed tasks from the first loop only: one check at a time is enough.
      if (loop === this.loops[0]) {
        const now = Date.now();
        if (now - this.lastTaskCheck >= this.options.taskCheckMs) {
          this.lastTaskCheck = now;
          busy = (await this.runDueTasks()).length > 0 || busy;
        }
        if (now - this.lastJobCheck >= this.options.jobCheckMs) {
          this.lastJobCheck = now;
          await this.runDueJobs();
        }
      }
    } catch (error) {
      // A database blip must not stop the loop; the next poll retries.
      this.deps.log.warn({ err: error }, 'outbox worker poll failed');
    }
    if (this.running) this.schedule(loop, busy ? 0 : this.options.pollMs);
  }
}

export type { OutboxEventMeta } from './consumer.js';
