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
    availableAt: timestamp('available_at', { withTimezone: true }).notNull().defaultNow(),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    processedAt: timestamp('processed_at', { withTimezone: true }),
  },
  (table) => [index('outbox_events_pending').on(table.processedAt, table.availableAt)],
);

/** Recurring jobs: the next due time per job name, claimed with a row lock. */
export const scheduledJobs = pgTable('scheduled_jobs', {
  name: text('name').primaryKey(),
  nextRunAt: timestamp('next_run_at', { withTimezone: true }).notNull(),
  lastRunAt: timestamp('last_run_at', { withTimezone: true }),
  lastError: text('last_error'),
});
