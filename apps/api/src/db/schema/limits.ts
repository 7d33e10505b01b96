import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { players } from './players.js';

/**
 * Responsible-gaming limits (platform-core.md §7 Limits; LM-001..LM-010; RELIABILITY RG-01..RG-07).
 *
 * One live row per player, type and period. A decrease rewrites the live value at once; an
 * increase or a removal is parked in the `pending*` columns and applies only when both the
 * cooling-off has passed and the player has confirmed with the mailed token, which is bound to
 * this row and this pending change (its hash is replaced by the next change).
 */
export const userLimits = pgTable(
  'user_limits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id),
    /** deposit, loss, wager, session, cooling_off, self_exclusion, panic */
    type: text('type').notNull(),
    /** day, week, month; null for session, cooling_off, self_exclusion, panic */
    period: text('period'),
    amountCents: bigint('amount_cents', { mode: 'number' }),
    currency: text('currency'),
    /** Session limit length. */
    minutes: integer('minutes'),
    /** active or ended */
    status: text('status').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    /** When a time-out, self-exclusion or panic block ends; null = until removed. */
    endsAt: timestamp('ends_at', { withTimezone: true }),
    pendingAmountCents: bigint('pending_amount_cents', { mode: 'number' }),
    pendingMinutes: integer('pending_minutes'),
    pendingRemoval: boolean('pending_removal').notNull().default(false),
    pendingRequestedAt: timestamp('pending_requested_at', { withTimezone: true }),
    /** Requested + cooling-off (24 h; 7 days for DE). */
    pendingEffectiveAt: timestamp('pending_effective_at', { withTimezone: true }),
    pendingConfirmedAt: timestamp('pending_confirmed_at', { withTimezone: true }),
    pendingTokenHash: text('pending_token_hash'),
    pendingTokenExpiresAt: timestamp('pending_token_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('user_limits_live')
      .on(table.playerId, table.type, sql`coalesce(${table.period}, '')`)
      .where(sql`${table.status} = 'active'`),
    uniqueIndex('user_limits_token').on(table.pendingTokenHash),
    index('user_limits_player').on(table.playerId, table.status),
  ],
);
