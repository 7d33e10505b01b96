import {
  bigint,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { playerGifts } from './gifts.js';
import { players } from './players.js';

/**
 * The adventure calendar (engagement.md §3, §4; docs/adventures.md). Calendar dates are the
 * player's dates (`YYYY-MM-DD` in their zone when it happened), so a later zone change never
 * moves a day already placed. Rules live in packages/domain/src/adventures.
 */

/** The IANA zone the player's site last reported (validated against Intl). */
export const adventurePlayers = pgTable('adventure_players', {
  playerId: bigint('player_id', { mode: 'number' })
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  timeZone: text('time_zone').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
});

/**
 * What the player did towards one day of one set, from the date that day started (day 1 before
 * the calendar starts: the date of the attempt, so one date's deposits never count on another).
 */
export const adventureDayProgress = pgTable(
  'adventure_day_progress',
  {
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    setKey: text('set_key').notNull(),
    day: integer('day').notNull(),
    windowStart: date('window_start', { mode: 'string' }).notNull(),
    /** The largest single deposit, EUR cents at the rate when it was counted. */
    bestDepositEurCents: bigint('best_deposit_eur_cents', { mode: 'number' }).notNull(),
    /** Bets less their rollbacks, EUR cents at each booking's rate. */
    wageredEurCents: bigint('wagered_eur_cents', { mode: 'number' }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.setKey, table.day, table.windowStart] }),
  ],
);

/** A completed step (days 1..N, the super prize N+1) and the gift that pays it. */
export const adventureSteps = pgTable(
  'adventure_steps',
  {
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    setKey: text('set_key').notNull(),
    step: integer('step').notNull(),
    completedOn: date('completed_on', { mode: 'string' }).notNull(),
    /** The step label (VIP-019) the gift is titled with. */
    label: text('label').notNull(),
    /** Null when the prize could not be given (the player was self-excluded, no template). */
    giftId: bigint('gift_id', { mode: 'number' }).references(() => playerGifts.id, {
      onDelete: 'set null',
    }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.setKey, table.step] }),
    index('adventure_steps_gift').on(table.giftId),
  ],
);
