import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { EventCatalogue } from '@croupier/contracts/events';
import type { Database } from '../../db/client.js';
import type { Transaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import {
  claimDeliveries,
  deleteDelivery,
  findHeldKeys,
  finishHandOut,
  insertReceipt,
  insertReceipts,
  markDeliveryFailed,
  type ClaimedDelivery,
  type NewDelivery,
} from './delivery.repository.js';
import { claimEvents, markEventFailed, type ClaimedEvent } from './outbox.repository.js';
import {
  orderKeyOf,
  type Consumer,
  type ConsumerOptions,
  type EventHandler,
  type OutboxEventMeta,
  type TransactionalEventHandler,
} from './consumer.js';
import { errorMessage, retryDelayMs } from './retry.js';
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
}

/** Events of a transactional consumer per transaction: bounds how long one holds PGlite. */
const TRANSACTION_CHUNK = 50;
const PLAIN_FIELD = /^[A-Za-z_][A-Za-z0-9_]*$/;
const keyOf = (consumer: string, orderKey: string) => `${consumer}\u0000${orderKey}`;

/**
 * Hands outbox events to their consumers, and runs recurring jobs and timed tasks (DESIGN.md
 * §3, §12; decision 0302). Any number of workers may run over one database: claims are disjoint
 * (`FOR UPDATE SKIP LOCKED`) and leased, so a worker that dies gives its claims back.
 *
 * An event is parsed once with its topic's schema and handed to every consumer of the topic.
 * A consumer that fails gets a delivery row of its own (attempts, back-off, dead letter); the
 * others are done with the event. A payload that fails its schema is a producer bug: the event
 * is dead-lettered with the schema's message and handed to nobody.
 */
export class OutboxWorker<C extends EventCatalogue = EventCatalogue> {
  private readonly consumersByTopic = new Map<string, Consumer[]>();
  private readonly consumersByName = new Map<string, Consumer>();
  private readonly options: Required<
    Omit<OutboxWorkerOptions<C>, 'db' | 'clock' | 'log' | 'catalogue' | 'playerFields'>
  >;
  private readonly scheduler: Scheduler;
  private running = false;
  private timer: NodeJS.Timeout | undefined;
  private current: Promise<void> | undefined;
  private lastJobCheck = 0;
  private lastTaskCheck = 0;

  constructor(private readonly deps: OutboxWorkerOptions<C>) {
    this.options = {
      batchSize: deps.batchSize ?? 50,
      pollMs: deps.pollMs ?? 250,
      jobCheckMs: deps.jobCheckMs ?? 5000,
      taskCheckMs: deps.taskCheckMs ?? 1000,
      leaseMs: deps.leaseMs ?? 60_000,
      maxAttempts: deps.maxAttempts ?? 12,
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
    options: ConsumerOptions = {},
  ): void {
    this.register(topic, name, options, false, (event, meta) => fn(event as z.infer<C[T]>, meta));
  }

  /**
   * Registers an exactly-once consumer: each delivery runs in a transaction that records
   * (consumer, event id) beside `fn`'s effect, and a delivery whose record exists is skipped.
   */
  handleInTransaction<T extends keyof C & string>(
    topic: T,
    name: string,
    fn: TransactionalEventHandler<C, T>,
    options: ConsumerOptions = {},
  ): void {
    this.register(topic, name, options, true, (event, meta) => {
      if (!meta.tx) throw new Error(`consumer ${name} runs only inside its transaction`);
      return fn(event as z.infer<C[T]>, { ...meta, tx: meta.tx });
    });
  }

  /** Every consumer name with its topic (the operator's status lists them). */
  consumers(): { name: string; topic: string; transactional: boolean; ordered: boolean }[] {
    return [...this.consumersByName.values()].map((consumer) => ({
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
    const handedOut = await this.handOutEvents();
    const retried = await this.retryDeliveries();
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

  private register(
    topic: string,
    name: string,
    options: ConsumerOptions,
    transactional: boolean,
    run: Consumer['run'],
  ): void {
    if (!(topic in this.deps.catalogue)) throw new Error(`outbox topic ${topic} is not catalogued`);
    if (this.consumersByName.has(name)) throw new Error(`outbox consumer ${name} registered twice`);
    let orderField: string | null = null;
    if (options.orderedBy === 'player') {
      const field = (this.deps.playerFields as Record<string, string | undefined> | undefined)?.[
        topic
      ];
      if (!field || !PLAIN_FIELD.test(field)) {
        throw new Error(`outbox topic ${topic} names no player: ${name} cannot be ordered by one`);
      }
      orderField = field;
    }
    const consumer: Consumer = { topic, name, orderField, transactional, run };
    this.consumersByName.set(name, consumer);
    this.consumersByTopic.set(topic, [...(this.consumersByTopic.get(topic) ?? []), consumer]);
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
      busy = (await this.processBatch()) > 0;
      const now = Date.now();
      if (now - this.lastTaskCheck >= this.options.taskCheckMs) {
        this.lastTaskCheck = now;
        busy = (await this.runDueTasks()).length > 0 || busy;
      }
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

  /** The payload as its topic's schema reads it, or the schema's message. */
  private parse(topic: string, payload: unknown): { event: unknown } | { error: string } {
    const schema = this.deps.catalogue[topic];
    if (!schema) return { error: `topic ${topic} is not catalogued` };
    const parsed = schema.safeParse(payload);
    return parsed.success
      ? { event: parsed.data }
      : { error: `payload does not match ${topic}: ${z.prettifyError(parsed.error)}` };
  }

  private async handOutEvents(): Promise<number> {
    const now = this.deps.clock.now();
    const orderedTopics = new Map<string, string>();
    for (const consumer of this.consumersByName.values()) {
      if (consumer.orderField) orderedTopics.set(consumer.topic, consumer.orderField);
    }
    const events = await claimEvents(this.deps.db, {
      topics: [...this.consumersByTopic.keys()],
      orderedTopics: [...orderedTopics].map(([topic, field]) => ({ topic, field })),
      now,
      leaseUntil: new Date(now.getTime() + this.options.leaseMs),
      limit: this.options.batchSize,
    });
    if (events.length === 0) return 0;

    const parsed: { event: ClaimedEvent; value: unknown }[] = [];
    for (const event of events) {
      const result =
        event.attempts > this.options.maxAttempts
          ? {
              error: `handed out ${event.attempts - 1} times without finishing: a worker died on it each time`,
            }
          : this.parse(event.topic, event.payload);
      if ('error' in result) {
        this.deps.log.error({ eventId: event.id, topic: event.topic }, result.error);
        await markEventFailed(this.deps.db, { id: event.id, error: result.error, now });
      } else parsed.push({ event, value: result.event });
    }
    const held = await this.heldKeys(parsed);

    const deliveries: NewDelivery[] = [];
    for (const consumer of this.consumersByName.values()) {
      const mine = parsed.filter(({ event }) => event.topic === consumer.topic);
      // A transactional consumer takes its events in chunks of one transaction each (a
      // savepoint per event): one durable commit per chunk instead of one per event.
      const chunk = consumer.transactional ? TRANSACTION_CHUNK : 1;
      for (let start = 0; start < mine.length; start += chunk) {
        deliveries.push(
          ...(await this.handOutTo(consumer, mine.slice(start, start + chunk), held)),
        );
      }
    }
    await finishHandOut(this.deps.db, {
      processed: parsed.map(({ event }) => event.id),
      deliveries,
      now: this.deps.clock.now(),
    });
    return events.length;
  }

  /**
   * Runs `consumer` on `events` in order; answers the deliveries it still owes. Events of a
   * player it holds (a pending retry, or a failure earlier in this batch) wait untried.
   */
  private async handOutTo(
    consumer: Consumer,
    events: { event: ClaimedEvent; value: unknown }[],
    held: Set<string>,
  ): Promise<NewDelivery[]> {
    const owed: NewDelivery[] = [];
    const runAll = async (tx?: Transaction) => {
      for (const { event, value } of events) {
        const orderKey = orderKeyOf(consumer, value);
        if (orderKey !== null && held.has(keyOf(consumer.name, orderKey))) {
          // Behind this consumer's retry of an earlier event of the player: wait, untried.
          owed.push(this.delivery(event, consumer, orderKey, 0, null));
          continue;
        }
        const meta = this.metaOf(event.id, event.topic, event.attempts, event.createdAt);
        const error = await this.runConsumer(consumer, value, meta, { tx });
        if (error === null) continue;
        this.logFailure(consumer, event.id, 1, error);
        if (orderKey !== null) held.add(keyOf(consumer.name, orderKey));
        owed.push(this.delivery(event, consumer, orderKey, 1, error));
      }
    };
    if (!consumer.transactional) {
      await runAll();
      return owed;
    }
    if (await this.applyChunk(consumer, events, held, owed)) return owed;
    const heldBefore = new Set(held);
    try {
      await this.deps.db.transaction((tx) => runAll(tx));
      return owed;
    } catch (error) {
      // The chunk's commit failed: none of its effects happened; every event is retried.
      for (const key of held) if (!heldBefore.has(key)) held.delete(key);
      const message = errorMessage(error);
      return events.map(({ event, value }) => {
        const orderKey = orderKeyOf(consumer, value);
        if (orderKey !== null) held.add(keyOf(consumer.name, orderKey));
        return this.delivery(event, consumer, orderKey, 1, message);
      });
    }
  }

  /**
   * The common case in one transaction and few round trips: the chunk's receipts in one
   * statement, then the effects. False (nothing applied) if anything failed: the caller then
   * goes event by event, each in a savepoint, to find which.
   */
  private async applyChunk(
    consumer: Consumer,
    events: { event: ClaimedEvent; value: unknown }[],
    held: Set<string>,
    owed: NewDelivery[],
  ): Promise<boolean> {
    const waiting: NewDelivery[] = [];
    const ready = events.filter(({ event, value }) => {
      const orderKey = orderKeyOf(consumer, value);
      if (orderKey === null || !held.has(keyOf(consumer.name, orderKey))) return true;
      waiting.push(this.delivery(event, consumer, orderKey, 0, null));
      return false;
    });
    try {
      await this.deps.db.transaction(async (tx) => {
        const ids = ready.map(({ event }) => event.id);
        const fresh = await insertReceipts(tx, consumer.name, ids, this.deps.clock.now());
        for (const { event, value } of ready) {
          if (!fresh.has(event.id)) continue;
          const meta = this.metaOf(event.id, event.topic, event.attempts, event.createdAt);
          await consumer.run(value, { ...meta, tx });
        }
      });
    } catch {
      return false;
    }
    owed.push(...waiting);
    return true;
  }

  /** Consumer and player pairs of this batch that have a pending retry. */
  private async heldKeys(batch: { event: ClaimedEvent; value: unknown }[]): Promise<Set<string>> {
    const consumers = new Set<string>();
    const keys = new Set<string>();
    for (const { event, value } of batch) {
      for (const consumer of this.consumersByTopic.get(event.topic) ?? []) {
        const orderKey = orderKeyOf(consumer, value);
        if (orderKey === null) continue;
        consumers.add(consumer.name);
        keys.add(orderKey);
      }
    }
    return findHeldKeys(this.deps.db, [...consumers], [...keys]);
  }

  private delivery(
    event: ClaimedEvent,
    consumer: Consumer,
    orderKey: string | null,
    attempts: number,
    error: string | null,
  ): NewDelivery {
    const now = this.deps.clock.now();
    return {
      eventId: event.id,
      consumer: consumer.name,
      topic: event.topic,
      orderKey,
      attempts,
      availableAt: attempts === 0 ? now : new Date(now.getTime() + retryDelayMs(attempts)),
      lastError: error,
      dead: attempts > 0 && attempts >= this.options.maxAttempts,
    };
  }

  private async retryDeliveries(): Promise<number> {
    const now = this.deps.clock.now();
    const claimed = await claimDeliveries(this.deps.db, {
      consumers: [...this.consumersByName.values()].map(({ name, topic }) => ({ name, topic })),
      now,
      leaseUntil: new Date(now.getTime() + this.options.leaseMs),
      limit: this.options.batchSize,
    });
    for (const delivery of claimed) await this.retryDelivery(delivery);
    return claimed.length;
  }

  private async retryDelivery(delivery: ClaimedDelivery): Promise<void> {
    const consumer = this.consumersByName.get(delivery.consumer);
    if (!consumer) return;
    const meta = this.metaOf(
      delivery.eventId,
      delivery.topic,
      delivery.attempts,
      delivery.createdAt,
    );
    const parsed = this.parse(delivery.topic, delivery.payload);
    const error =
      'error' in parsed
        ? parsed.error
        : await this.runConsumer(consumer, parsed.event, meta, { deliveryId: delivery.id });
    if (error === null) return;
    this.logFailure(consumer, delivery.eventId, delivery.attempts, error);
    const failedAt = this.deps.clock.now();
    await markDeliveryFailed(this.deps.db, {
      id: delivery.id,
      error,
      retryAt: new Date(failedAt.getTime() + retryDelayMs(delivery.attempts)),
      dead: delivery.attempts >= this.options.maxAttempts,
      now: failedAt,
    });
  }

  /**
   * Runs one consumer on one event; answers the error message, or null when it succeeded. A
   * transactional consumer's receipt, effect and (on a retry) the delivery row's deletion
   * commit together; an at-least-once consumer runs outside any transaction, so a slow socket
   * or SMTP server never holds the database.
   */
  private async runConsumer(
    consumer: Consumer,
    event: unknown,
    meta: OutboxEventMeta,
    options: { tx?: Transaction; deliveryId?: number } = {},
  ): Promise<string | null> {
    const { deliveryId } = options;
    try {
      if (consumer.transactional) {
        const apply = async (tx: Transaction) => {
          const first = await insertReceipt(tx, consumer.name, meta.id, this.deps.clock.now());
          if (first) await consumer.run(event, { ...meta, tx });
          if (deliveryId !== undefined) await deleteDelivery(tx, deliveryId);
        };
        // Inside a chunk's transaction, a savepoint: a failure undoes this event only.
        if (options.tx) await options.tx.transaction(apply);
        else await this.deps.db.transaction(apply);
      } else {
        await consumer.run(event, meta);
        if (deliveryId !== undefined) await deleteDelivery(this.deps.db, deliveryId);
      }
      return null;
    } catch (error) {
      return errorMessage(error);
    }
  }

  private metaOf(id: number, topic: string, attempt: number, createdAt: Date): OutboxEventMeta {
    return { id, topic, attempt, createdAt };
  }

  private logFailure(consumer: Consumer, eventId: number, attempt: number, error: string): void {
    const dead = attempt >= this.options.maxAttempts;
    this.deps.log[dead ? 'error' : 'warn'](
      { eventId, topic: consumer.topic, consumer: consumer.name, attempt, error },
      dead ? 'outbox delivery dead-lettered' : 'outbox consumer failed, will retry',
    );
  }
}

export type { OutboxEventMeta } from './consumer.js';
