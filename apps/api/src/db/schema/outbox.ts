import { sql } from 'drizzle-orm';
import { bigserial, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * The transactional outbox (DESIGN.md §3): written in the same transaction as the change it
 * reports, consumed by workers with `FOR UPDATE SKIP LOCKED`, so several workers never take the
 * same event and a crash never loses one.
 */
export const outboxEvents = pgTable(
  'outbox_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    topic: text('topic').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Due time; a claim pushes it forward by the lease, a failure by the backoff. */
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    /**
     * Handlers of the topic that already succeeded: a retry after a partial failure runs only
     * the others, so one failing consumer does not replay the rest.
     */
    handledBy: text('handled_by')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    /** Set when the attempts ran out; the event stays for an operator to inspect and replay. */
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (table) => [
    // Only pending rows are ever scanned by the claim query.
    index('outbox_events_due')
      .on(table.availableAt, table.id)
      .where(sql`${table.processedAt} IS NULL AND ${table.failedAt} IS NULL`),
    index('outbox_events_processed').on(table.processedAt),
  ],
);

/** Recurring jobs: the next due time per job name, claimed with a row lock. */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  lastError: text('last_error'),
});
