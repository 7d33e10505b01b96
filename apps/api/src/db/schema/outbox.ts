import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * The transactional outbox (DESIGN.md §3; decision 0302): one row per event, written in the
 * same transaction as the change it reports (the wallet's batch statement writes only `topic`
 * and `payload`). A worker claims due rows with `FOR UPDATE SKIP LOCKED` and hands the event to
 * every consumer of its topic; `processed_at` says that hand-out is done. What a consumer could
 * not do then (it failed, or waits behind its own earlier failure for the same player) moves
 * into `outbox_deliveries`, so consumers never hold each other up.
 */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    topic: text('topic').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Due time; a claim pushes it forward by the lease, so a dead worker's events come back. */
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    /** Claims so far: more than one means a worker died while handing the event out. */
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    /**
     * Set when the event itself is unusable (its payload fails the topic's schema: a producer
     * bug) or kept killing its workers; it stays for an operator to inspect and replay.
     */
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (table) => [
    // Pending rows in id (commit) order: the operator's status and the lag.
    index('outbox_events_pending')
      .on(table.id)
      .where(sql`${table.processedAt} IS NULL AND ${table.failedAt} IS NULL`),
    // The claim walks each topic's pending rows in id order and stops at its limit.
    index('outbox_events_pending_topic')
      .on(table.topic, table.id)
      .where(sql`${table.processedAt} IS NULL AND ${table.failedAt} IS NULL`),
    // A consumer ordered by player: "is an earlier event of this player still being handed out?"
    // The player leads: with the topic first, the planner used it for a whole topic's pending
    // events (then sorted them) when its statistics lagged a burst.
    index('outbox_events_pending_player')
      .on(sql`(${table.payload}->>'playerId')`, table.topic, table.id)
      .where(sql`${table.processedAt} IS NULL AND ${table.failedAt} IS NULL`),
    index('outbox_events_processed').on(table.processedAt),
  ],
);

/**
 * One consumer's unfinished business with one event, created only when that consumer failed on
 * it or must wait behind its own earlier failure for the same player (decision 0302). Its own
 * attempts, back-off and dead letter; deleted when the consumer succeeds.
 */
export const outboxDeliveries = pgTable(
  'outbox_deliveries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    eventId: bigint('event_id', { mode: 'number' })
      .notNull()
      .references(() => outboxEvents.id),
    consumer: text('consumer').notNull(),
    topic: text('topic').notNull(),
    /** The player of the event, for a consumer ordered by player; null otherwise. */
    orderKey: text('order_key'),
    /** `pending` (to retry, or waiting its turn) or `dead` (attempts ran out). */
    state: text('state', { enum: ['pending', 'dead'] })
      .notNull()
      .default('pending'),
    /** Tries of this consumer on this event, including the first one at hand-out. */
    attempts: integer('attempts').notNull().default(0),
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    deadAt: timestamp('dead_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('outbox_deliveries_consumer_event').on(table.consumer, table.eventId),
    index('outbox_deliveries_due')
      .on(table.availableAt, table.id)
      .where(sql`${table.state} = 'pending'`),
    index('outbox_deliveries_order')
      .on(table.consumer, table.orderKey, table.eventId)
      .where(sql`${table.state} = 'pending' AND ${table.orderKey} IS NOT NULL`),
    index('outbox_deliveries_event').on(table.eventId),
  ],
);

/**
 * Effects applied exactly once: a transactional consumer writes its receipt in the transaction
 * of its effect, so a redelivered event whose receipt exists is skipped.
 */
export const outboxReceipts = pgTable(
  'outbox_receipts',
  {
    consumer: text('consumer').notNull(),
    eventId: bigint('event_id', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.consumer, table.eventId] }),
    index('outbox_receipts_created').on(table.createdAt),
  ],
);

/** Recurring jobs: the next due time per job name, claimed with a row lock. */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  lastError: text('last_error'),
});

/**
 * One-shot tasks that run at a moment (a lottery's draw at its `end_at`), scheduled in the
 * transaction that decides them, one row per business key; scheduling the key again moves it.
 */
export const scheduledTasks = pgTable(
  'scheduled_tasks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    job: text('job').notNull(),
    key: text('key').notNull(),
    payload: jsonb('payload').notNull(),
    /** When the task is meant to run. */
    runAt: timestamp('run_at', { withTimezone: true }).notNull(),
    /** When it may be claimed next: `run_at`, then pushed by a claim's lease or a back-off. */
    availableAt: timestamp('available_at', { withTimezone: true }).notNull(),
    attempts: integer('attempts').notNull().default(0),
    /** Bumped by every (re)scheduling: a run finishes only the revision it claimed. */
    revision: integer('revision').notNull().default(1),
    /** `pending`, `done` or `dead` (attempts ran out). */
    state: text('state', { enum: ['pending', 'done', 'dead'] })
      .notNull()
      .default('pending'),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('scheduled_tasks_key').on(table.key),
    index('scheduled_tasks_due')
      .on(table.availableAt, table.id)
      .where(sql`${table.state} = 'pending'`),
  ],
);
