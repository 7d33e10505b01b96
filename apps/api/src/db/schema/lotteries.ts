import {
  bigint,
  bigserial,
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
 * Lotteries with verifiable draws (engagement.md §3 Lottery; TN-014..TN-019; DESIGN.md §12
 * commit-reveal; docs/lotteries.md). A lottery is brand data with its prizes by place; tickets
 * are numbered 1..N in the order they join; the draw seed lives in its own table that no read
 * path selects, so it is never served before the draw.
 */
export const lotteries = pgTable(
  'lotteries',
  {
    id: serial('id').primaryKey(),
    /** `/lottery/{slug}` and the banner's target. */
    slug: text('slug').notNull(),
    frontendIdentifier: text('frontend_identifier').notNull(),
    /** Per locale: `{en: "Monthly lottery"}`. */
    title: jsonb('title').notNull().default({}),
    description: jsonb('description').notNull().default({}),
    startAt: timestamp('start_at', { withTimezone: true }).notNull(),
    endAt: timestamp('end_at', { withTimezone: true }).notNull(),
    /** `[{place, title, gift_template_key | lootbox_template_key}]` (lotteries.service). */
    prizes: jsonb('prizes').notNull().default([]),
    /** `{eurCentsPerTicket, maxTicketsPerDeposit}`: tickets a deposit earns; null for none. */
    depositRule: jsonb('deposit_rule'),
    /** Player groups that see it; [] for everyone. */
    groupIds: jsonb('group_ids').notNull().default([]),
    /** hex SHA-256 of the draw seed, published from the start. */
    seedHash: text('seed_hash').notNull(),
    /** Tickets numbered so far: the next ticket is `tickets_issued + 1`. */
    ticketsIssued: integer('tickets_issued').notNull().default(0),
    drawnAt: timestamp('drawn_at', { withTimezone: true }),
    /** hex SHA-256 of the frozen ticket list, set by the draw. */
    ticketsDigest: text('tickets_digest'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('lotteries_slug').on(table.slug), index('lotteries_end').on(table.endAt)],
);

/** The secret half of the commit: read only by the draw, published on the lottery once drawn. */
export const lotteryDrawSeeds = pgTable('lottery_draw_seeds', {
  lotteryId: integer('lottery_id')
    .primaryKey()
    .references(() => lotteries.id, { onDelete: 'cascade' }),
  /** 64 hex characters from `crypto.randomBytes(32)`. */
  seed: text('seed').notNull(),
});

/** One ticket in one lottery. */
export const lotteryTickets = pgTable(
  'lottery_tickets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    lotteryId: integer('lottery_id')
      .notNull()
      .references(() => lotteries.id, { onDelete: 'cascade' }),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** 1..N in the lottery, in the order the tickets joined. */
    number: integer('number').notNull(),
    /** deposit, exchange, gift. */
    source: text('source').notNull(),
    /** Idempotency: `<grant reference>#<n>` (`comp-exchange:12#2`, `gift:40#1`). */
    sourceReference: text('source_reference').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('lottery_tickets_number').on(table.lotteryId, table.number),
    uniqueIndex('lottery_tickets_source').on(table.sourceReference),
    index('lottery_tickets_player').on(table.playerId, table.lotteryId),
  ],
);

/** The draw's result: the winning ticket of each place and how its prize was paid. */
export const lotteryWinners = pgTable(
  'lottery_winners',
  {
    lotteryId: integer('lottery_id')
      .notNull()
      .references(() => lotteries.id, { onDelete: 'cascade' }),
    place: integer('place').notNull(),
    ticketNumber: integer('ticket_number').notNull(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** The masked nickname published with the ticket. */
    holder: text('holder').notNull(),
    /** `{title, gift_id?, lootbox_id?, paid}`. */
    prize: jsonb('prize').notNull(),
  },
  (table) => [primaryKey({ columns: [table.lotteryId, table.place] })],
);
