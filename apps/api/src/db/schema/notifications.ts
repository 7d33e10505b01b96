import { bigint, bigserial, index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { players } from './players.js';

/**
 * Stored player notifications (platform-core.md §3 Notification, §4: kept 2 hours, swept every
 * 2 hours).
 */
export const notifications = pgTable(
  'notifications',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    /** When the player read it (the bell counts the unread). */
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (table) => [
    index('notifications_player').on(table.playerId, table.createdAt),
    index('notifications_expiry').on(table.expiresAt),
  ],
);
