import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { players } from './players.js';

/**
 * Comp points (engagement.md §3 Comp points, §4; DESIGN.md §12; docs/comp-points.md). Rates,
 * category weights and the mart's rates are brand data; a player's balance is one row, changed
 * only by the accrual consumer and by exchanges. Rules live in packages/domain/src/comp-points,
 * the wire shapes in packages/contracts/src/comp-points.ts.
 */

/** How bets in one currency earn: `points` per `amountCents` staked (CP-025, CP-028). */
export const compPointEarningRates = pgTable('comp_point_earning_rates', {
  currency: text('currency').primaryKey(),
  amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
  points: integer('points').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/** Percent of a bet that earns, by the game's category slug; `*` for any other category. */
export const compPointCategoryWeights = pgTable('comp_point_category_weights', {
  category: text('category').primaryKey(),
  percent: integer('percent').notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * A player's points. Both columns are signed: a rollback of a bet whose points were already
 * spent leaves a debt the next points pay first (the api shows it as 0).
 */
export const compPointBalances = pgTable('comp_point_balances', {
  playerId: bigint('player_id', { mode: 'number' })
    .primaryKey()
    .references(() => players.id, { onDelete: 'cascade' }),
  chargeable: bigint('chargeable', { mode: 'number' }).notNull().default(0),
  persistent: bigint('persistent', { mode: 'number' }).notNull().default(0),
  /** The highest level (1..12) whose gift was granted; 0 before any. */
  levelGranted: integer('level_granted').notNull().default(0),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The exact carry of fractions: per player and earning-rate key, the sum of weighted stakes
 * (`units`, in 1/`denominator` points) of bets minus their rollbacks. The points a key has
 * given are floor(units / denominator), so no fraction is lost and the order of events does
 * not matter.
 */
export const compPointCarries = pgTable(
  'comp_point_carries',
  {
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** `CUR:amount:points` of the earning rate applied. */
    rateKey: text('rate_key').notNull(),
    units: bigint('units', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    denominator: bigint('denominator', { mode: 'bigint' }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.playerId, table.rateKey] })],
);

/**
 * What one bet contributed, so its rollback takes back exactly that (at the bet's own rate and
 * weight), whichever arrives first: a rollback before its bet leaves a `rolledBack` row with no
 * units, and the bet then adds nothing.
 */
export const compPointAccruals = pgTable(
  'comp_point_accruals',
  {
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** `studio:actionId` of the bet. */
    betRef: text('bet_ref').notNull(),
    rateKey: text('rate_key').notNull(),
    units: bigint('units', { mode: 'bigint' })
      .notNull()
      .default(sql`0`),
    rolledBack: boolean('rolled_back').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.playerId, table.betRef] })],
);

/**
 * What the mart sells (CP-003). One row per offer, the same id in every currency (the sale's
 * cards name it): money and special bonus money through a gift template with the amount per
 * currency, free spins through a Giftspin template (offered where it has a bet), lootboxes
 * through a lootbox template key, lottery tickets by lottery ids.
 */
export const compPointRates = pgTable(
  'comp_point_rates',
  {
    id: serial('id').primaryKey(),
    /** Stable operator key, e.g. `money-25`. */
    key: text('key').notNull(),
    /** money, freespins, lootboxes, lotteries. */
    type: text('type').notNull(),
    /** FREE_SPINS, MONEY_REWARD, SPECIAL_REWARDS. */
    group: text('group').notNull(),
    /** The price of one unit in points, the same in every currency. */
    points: integer('points').notNull(),
    /** Money: minor units per currency, `{EUR: 2500, JPY: 3800}`; offered in those currencies. */
    amounts: jsonb('amounts').notNull().default({}),
    freespinsCount: integer('freespins_count').notNull().default(0),
    /** The gift key (`gift_templates.key`) the grant service issues (money, freespins). */
    giftTemplateKey: text('gift_template_key'),
    /** The lootbox template key (lootboxes). */
    lootboxTemplateKey: text('lootbox_template_key'),
    lotteryIds: jsonb('lottery_ids').notNull().default([]),
    /** Per locale: `{en: "€25 cash"}`. */
    title: jsonb('title').notNull().default({}),
    /** POPULAR, NEW, VIP. */
    tags: jsonb('tags').notNull().default([]),
    position: integer('position').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('comp_point_rates_key').on(table.key),
    index('comp_point_rates_type').on(table.type),
  ],
);

/** One exchange: the points debited and what was granted, replayed by its idempotency key. */
export const compPointExchanges = pgTable(
  'comp_point_exchanges',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    idempotencyKey: text('idempotency_key'),
    /** A digest of the request, so a key reused for another request is refused. */
    requestDigest: text('request_digest').notNull(),
    rateId: integer('rate_id').notNull(),
    type: text('type').notNull(),
    group: text('group').notNull(),
    quantity: integer('quantity').notNull(),
    points: bigint('points', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull().default(0),
    freespinsCount: integer('freespins_count').notNull().default(0),
    giftIds: jsonb('gift_ids').notNull().default([]),
    lootboxIds: jsonb('lootbox_ids').notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('comp_point_exchanges_idempotency').on(table.playerId, table.idempotencyKey),
    index('comp_point_exchanges_player').on(table.playerId, table.createdAt),
  ],
);
