import {
  bigint,
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
 * Tournaments, quests and achievements (engagement.md §3 Tournament, Quest; §4; DESIGN.md §12;
 * docs/tournaments.md). `tournaments` is brand data: one row per item, its kind read from the
 * identifier (TN-002). The outbox consumer keeps every counted action (`tournament_actions`,
 * marked `undone` by a rollback, a tombstone when the rollback came first) and derives the
 * player's entry from them, so points are exact whatever the order or redelivery. Every prize
 * paid has a row in `tournament_payouts` keyed by its business reference: paid once.
 */
export const tournaments = pgTable(
  'tournaments',
  {
    id: serial('id').primaryKey(),
    frontendIdentifier: text('frontend_identifier').notNull(),
    title: text('title').notNull(),
    description: text('description').notNull().default(''),
    /** contracts `TOURNAMENT_TYPES`: the `/tournaments` tab. */
    type: text('type').notNull(),
    currency: text('currency').notNull(),
    /** Empty: every player (TN-006). */
    groupIds: jsonb('group_ids').$type<number[]>().notNull().default([]),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    /** contracts `TOURNAMENT_SCORINGS`. */
    scoring: text('scoring').notNull().default('bet_sum'),
    /** automatic or confirmation (TN-009). */
    entry: text('entry').notNull().default('automatic'),
    /** `{games, categories, providers, minBetCents}` (empty lists: any). */
    qualifying: jsonb('qualifying').notNull(),
    /** `[{fromPlace, toPlace, prize}]`; a prize as `tournaments.model.ts` `prizeSpecSchema`. */
    prizes: jsonb('prizes').notNull().default([]),
    /** Quests: the prize of each level (index 0 = level 1), null for none. */
    levelPrizes: jsonb('level_prizes').notNull().default([]),
    /** Achievements: `{goal: {kind, target, provider}, badge, reward}`. */
    achievement: jsonb('achievement'),
    termsUrl: text('terms_url'),
    termsCategories: jsonb('terms_categories').$type<string[]>().notNull().default([]),
    image: text('image'),
    /** Set once by the close task: the leaderboard is frozen and the prizes are paid. */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** Cancelled by an operator: hidden, never closed or paid. */
    canceledAt: timestamp('canceled_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('tournaments_identifier').on(table.frontendIdentifier),
    index('tournaments_end_at').on(table.endAt),
  ],
);

export const tournamentEntries = pgTable(
  'tournament_entries',
  {
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id),
    points: bigint('points', { mode: 'number' }).notNull().default(0),
    /** Qualifying bets, minor units of the tournament's currency. */
    bets: bigint('bets', { mode: 'number' }).notNull().default(0),
    betsEurCents: bigint('bets_eur_cents', { mode: 'number' }).notNull().default(0),
    /** When the points were reached (ties go to the earliest); null with no points. */
    scoredAt: timestamp('scored_at', { withTimezone: true }),
    /** TN-009: joined (a confirmation tournament counts bets from then on). */
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    /** Achievements: when the goal was reached. */
    completedAt: timestamp('completed_at', { withTimezone: true }),
    /** Written by the close: the frozen place. */
    finalPlace: integer('final_place'),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ columns: [table.tournamentId, table.playerId] }),
    index('tournament_entries_rank').on(
      table.tournamentId,
      table.points.desc(),
      table.scoredAt,
      table.playerId,
    ),
  ],
);

export const tournamentActions = pgTable(
  'tournament_actions',
  {
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id),
    /** `<studio>:<action id>` of a bet or win, `deposit:<transaction id>` of a deposit. */
    actionKey: text('action_key').notNull(),
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    /** bet, win or deposit. */
    kind: text('kind').notNull(),
    round: text('round').notNull(),
    /** Minor units of the tournament's currency. */
    amount: bigint('amount', { mode: 'number' }).notNull(),
    eurCents: bigint('eur_cents', { mode: 'number' }).notNull(),
    provider: text('provider').notNull().default(''),
    bookedAt: timestamp('booked_at', { withTimezone: true }).notNull(),
    /** Rolled back (or a tombstone: the rollback arrived before the action). */
    undone: boolean('undone').notNull().default(false),
  },
  (table) => [
    primaryKey({ columns: [table.tournamentId, table.actionKey] }),
    index('tournament_actions_player').on(table.tournamentId, table.playerId),
  ],
);

export const tournamentPayouts = pgTable(
  'tournament_payouts',
  {
    /** `tournament:<id>:place:<n>`, `tournament:<id>:level:<n>:player:<p>`, `…:achievement:player:<p>`. */
    reference: text('reference').primaryKey(),
    tournamentId: integer('tournament_id')
      .notNull()
      .references(() => tournaments.id),
    playerId: bigint('player_id', { mode: 'number' }).notNull(),
    /** place, level or achievement. */
    kind: text('kind').notNull(),
    /** The place or the level. */
    position: integer('position'),
    giftId: integer('gift_id'),
    lootboxId: integer('lootbox_id'),
    /** false: the grant refused it (self-excluded player, currency not offered); `note` says why. */
    paid: boolean('paid').notNull(),
    note: text('note'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('tournament_payouts_player').on(table.playerId, table.tournamentId)],
);
