import {
  bigint,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { players } from './players.js';

/**
 * VIP status (engagement.md §3, §9; DESIGN.md §12; docs/vip.md). `vip_tiers` is brand data: the
 * tier order and what each tier takes per currency (the group ids are the brand's
 * `groups.vipTiers`). `vip_quarter_sums` holds each player's deposits and bets of one quarter in
 * one currency, summed by the outbox consumer. `vip_statuses` is the status the programme gave
 * and the quarter it was earned in, so the quarter's end takes away only what that quarter gave.
 */
export const vipTiers = pgTable('vip_tiers', {
  /** regular, bronze, silver, gold, platinum, diamond (contracts `VIP_STATUSES`). */
  key: text('key').primaryKey(),
  /** 0 for the entry tier, ascending. */
  rank: integer('rank').notNull().unique(),
  /** The quarter's end never takes it away (VIP-008: diamond). */
  lifelong: boolean('lifelong').notNull().default(false),
  /** Currency → `{depositCents, betSumCents}` in its minor units (contracts `vipThresholdsSchema`). */
  thresholds: jsonb('thresholds').notNull().default({}),
  /** For currencies not listed; null: the tier cannot be reached in them. */
  defaultThresholds: jsonb('default_thresholds'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

export const vipQuarterSums = pgTable(
  'vip_quarter_sums',
  {
    playerId: integer('player_id')
      .notNull()
      .references(() => players.id),
    /** `2026-Q4` (UTC). */
    quarter: text('quarter').notNull(),
    currency: text('currency').notNull(),
    depositCents: bigint('deposit_cents', { mode: 'number' }).notNull().default(0),
    betSumCents: bigint('bet_sum_cents', { mode: 'number' }).notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.playerId, table.quarter, table.currency] })],
);

export const vipStatuses = pgTable(
  'vip_statuses',
  {
    playerId: integer('player_id')
      .primaryKey()
      .references(() => players.id),
    tier: text('tier').notNull(),
    /** The quarter whose sums gave it; the expiry job takes it away once that quarter ended. */
    quarter: text('quarter').notNull(),
    since: timestamp('since', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('vip_statuses_quarter_idx').on(table.quarter)],
);
