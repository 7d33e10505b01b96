import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { players } from './players.js';

/**
 * Jackpots (engagement.md §3 Jackpot, DESIGN.md §12; docs/jackpots.md). A jackpot is brand
 * data: its identifier (the mystic jackpot page `/{identifier}`), the games that feed it (a
 * games category, optionally narrowed to providers) and three levels. Each level keeps one pool
 * per currency. The money of every pool is in the ledger's `jackpot_pool` account of that
 * currency; the pool row says how it is shared by the levels and is updated in the same
 * database transaction as the movement that changes it (a bet's contribution, a win and reset).
 */
export const jackpots = pgTable(
  'jackpots',
  {
    id: serial('id').primaryKey(),
    identifier: text('identifier').notNull(),
    name: text('name').notNull(),
    /** active or disabled. */
    state: text('state').notNull().default('active'),
    /** The games category whose games feed it (the slider's button goes there, JP-011). */
    category: text('category').notNull(),
    /** When not empty: only the category's games of these providers feed it. */
    providers: jsonb('providers').$type<string[]>().notNull().default([]),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('jackpots_identifier').on(table.identifier)],
);

export const jackpotLevels = pgTable(
  'jackpot_levels',
  {
    id: serial('id').primaryKey(),
    jackpotId: integer('jackpot_id')
      .notNull()
      .references(() => jackpots.id, { onDelete: 'cascade' }),
    /** level_1 .. level_3 (K-089). */
    identifier: text('identifier').notNull(),
    name: text('name').notNull(),
    /** Share of each qualifying stake that feeds this level, in basis points. */
    contributionBasisPoints: integer('contribution_basis_points').notNull(),
  },
  (table) => [
    uniqueIndex('jackpot_levels_jackpot_identifier').on(table.jackpotId, table.identifier),
  ],
);

/** One level's pool in one currency: amount = seeded + contributions - wins (always). */
export const jackpotPools = pgTable(
  'jackpot_pools',
  {
    id: serial('id').primaryKey(),
    levelId: integer('level_id')
      .notNull()
      .references(() => jackpotLevels.id, { onDelete: 'cascade' }),
    currency: text('currency').notNull(),
    /** What the house puts in at the start and after every win. */
    seedCents: bigint('seed_cents', { mode: 'number' }).notNull(),
    /** The published amount the level drops by (docs/game-fairness.md). */
    mustDropByCents: bigint('must_drop_by_cents', { mode: 'number' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    seededCents: bigint('seeded_cents', { mode: 'number' }).notNull(),
    contributionsCents: bigint('contributions_cents', { mode: 'number' }).notNull().default(0),
    winsCents: bigint('wins_cents', { mode: 'number' }).notNull().default(0),
    /** How many times it dropped. */
    generation: integer('generation').notNull().default(0),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('jackpot_pools_level_currency').on(table.levelId, table.currency),
    check(
      'jackpot_pools_balanced',
      sql`${table.amountCents} = ${table.seededCents} + ${table.contributionsCents} - ${table.winsCents} AND ${table.amountCents} >= 0`,
    ),
  ],
);

/** What one bet put into one level's pool (a player sees it in their contributions). */
export const jackpotContributions = pgTable(
  'jackpot_contributions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    poolId: integer('pool_id')
      .notNull()
      .references(() => jackpotPools.id),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    studio: text('studio').notNull(),
    /** The bet's action id at the studio (its wallet action). */
    actionId: text('action_id').notNull(),
    roundId: text('round_id').notNull(),
    game: text('game').notNull(),
    currency: text('currency').notNull(),
    stakeCents: bigint('stake_cents', { mode: 'number' }).notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('jackpot_contributions_action_pool').on(table.studio, table.actionId, table.poolId),
    index('jackpot_contributions_player').on(table.playerId, table.id),
    index('jackpot_contributions_round').on(table.studio, table.roundId),
  ],
);

/** A level that dropped: paid to the player through the wallet's `jackpot_win` action. */
export const jackpotWins = pgTable(
  'jackpot_wins',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    poolId: integer('pool_id')
      .notNull()
      .references(() => jackpotPools.id),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    studio: text('studio').notNull(),
    actionId: text('action_id').notNull(),
    roundId: text('round_id').notNull(),
    game: text('game').notNull(),
    currency: text('currency').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    /** The amount in EUR cents at the booking's rate: the "biggest" list compares currencies. */
    eurCents: bigint('eur_cents', { mode: 'number' }).notNull(),
    /** The pool's generation this win ended. */
    generation: integer('generation').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('jackpot_wins_action').on(table.studio, table.actionId),
    index('jackpot_wins_created').on(table.createdAt),
    index('jackpot_wins_eur').on(table.eurCents),
  ],
);
