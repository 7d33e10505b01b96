import { bigint, bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Client reports: `/log`, `/performance`, `/network-performance`, `/metrics-errors-validation`
 * (platform-core.md §7). Bounded in size and rate at the edge (requirements TR-016).
 */
export const clientReports = pgTable(
  'client_reports',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    ip: text('ip'),
    userAgent: text('user_agent'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('client_reports_kind_created').on(table.kind, table.createdAt)],
);

/** UTM attribution log (`/log_utm_set`, `/log_utm_send`; requirements TR-008, TR-009). */
export const utmAttributions = pgTable('utm_attributions', {
  id: bigserial('id', { mode: 'number' }).primaryKey(),
  event: text('event').notNull(),
  metrics: jsonb('metrics').notNull(),
  playerId: bigint('player_id', { mode: 'number' }),
  ip: text('ip'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
