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

/**
 * Customer messaging: the pages each visitor opened (SH-051, TR-013), linked to the player when
 * the visitor was signed in, so messages can follow what players look at.
 */
export const messagingEvents = pgTable(
  'messaging_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    visitorId: text('visitor_id').notNull(),
    playerId: bigint('player_id', { mode: 'number' }),
    type: text('type').notNull(),
    path: text('path').notNull(),
    locale: text('locale').notNull(),
    /** The browser's clock. */
    occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('messaging_events_player_received').on(table.playerId, table.receivedAt),
    index('messaging_events_visitor_received').on(table.visitorId, table.receivedAt),
  ],
);
