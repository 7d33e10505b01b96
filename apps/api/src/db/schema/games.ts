import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
  check,
  date,
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
import type { GameArt, GameBadge } from '@croupier/contracts/studio';
import { players } from './players.js';

/**
 * The game catalog, imported from each studio's feed by the `catalog-sync` job (DESIGN.md §6),
 * and the seamless-wallet bookkeeping of real play (wallet-protocol.ts).
 */

export const gameProviders = pgTable(
  'game_providers',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** The studio (integration) whose feed brings this provider's games. */
    studio: text('studio').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('game_providers_slug').on(table.slug)],
);

export const gameCollections = pgTable(
  'game_collections',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
  },
  (table) => [uniqueIndex('game_collections_slug').on(table.slug)],
);

export const games = pgTable(
  'games',
  {
    id: serial('id').primaryKey(),
    /** `provider/key`, stable forever (GM-001). */
    identifier: text('identifier').notNull(),
    providerId: integer('provider_id')
      .notNull()
      .references(() => gameProviders.id),
    studio: text('studio').notNull(),
    title: text('title').notNull(),
    /** Unique within the provider (GM-032). */
    seoTitle: text('seo_title').notNull(),
    engine: text('engine').notNull(),
    preset: text('preset').notNull(),
    categories: text('categories').array().notNull(),
    badges: jsonb('badges').$type<GameBadge[]>().notNull(),
    collections: text('collections').array().notNull(),
    rtpBasisPoints: integer('rtp_bp').notNull(),
    volatility: text('volatility').notNull(),
    live: boolean('live').notNull(),
    demo: boolean('demo').notNull(),
    devices: text('devices').array().notNull(),
    /** Currency → `{min, max}` stake in minor units (the wallet refuses more with 106). */
    betLimits: jsonb('bet_limits').$type<Record<string, { min: number; max: number }>>().notNull(),
    art: jsonb('art').$type<GameArt>().notNull(),
    popularity: integer('popularity').notNull(),
    releasedAt: date('released_at').notNull(),
    /** False when the studio's feed no longer lists it: hidden, launch refused (107). */
    enabled: boolean('enabled').notNull().default(true),
    /** Lower-cased title for search (GM-016). */
    searchTitle: text('search_title').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('games_identifier').on(table.identifier),
    uniqueIndex('games_provider_seo_title').on(table.providerId, table.seoTitle),
    index('games_popularity').on(table.popularity),
    index('games_categories').using('gin', table.categories),
  ],
);

/**
 * A game's version in one currency (platform-core.md §3: `currencies[cur].id`). The FUN version
 * is the demo (GM-004). Favourites point at a version (PR-024).
 */
export const gameVersions = pgTable(
  'game_versions',
  {
    id: serial('id').primaryKey(),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    currency: text('currency').notNull(),
  },
  (table) => [uniqueIndex('game_versions_game_currency').on(table.gameId, table.currency)],
);

export const favoriteGames = pgTable(
  'favorite_games',
  {
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id),
    versionId: integer('version_id')
      .notNull()
      .references(() => gameVersions.id),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.playerId, table.versionId] })],
);

/**
 * A game session the casino opened at the studio (launch). Real-play wallet calls name it as
 * `session_id`; bets need it open, wins and rollbacks do not (DESIGN.md §6).
 */
export const gameSessions = pgTable(
  'game_sessions',
  {
    id: text('id').primaryKey(),
    playerId: bigint('player_id', { mode: 'number' }).references(() => players.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    studio: text('studio').notNull(),
    mode: text('mode').notNull(),
    currency: text('currency').notNull(),
    device: text('device').notNull(),
    country: text('country'),
    /** The player's login session it belongs to: a logout ends it. */
    authSessionId: text('auth_session_id'),
    studioSessionId: text('studio_session_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
  },
  (table) => [index('game_sessions_player').on(table.playerId, table.createdAt)],
);

/** One round (`game_id` of the protocol) with its running totals: the games history. */
export const gameRounds = pgTable(
  'game_rounds',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    studio: text('studio').notNull(),
    roundId: text('round_id').notNull(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id),
    gameId: integer('game_id')
      .notNull()
      .references(() => games.id),
    currency: text('currency').notNull(),
    betCents: bigint('bet_cents', { mode: 'number' }).notNull().default(0),
    winCents: bigint('win_cents', { mode: 'number' }).notNull().default(0),
    finished: boolean('finished').notNull().default(false),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('game_rounds_studio_round').on(table.studio, table.roundId),
    index('game_rounds_player_time').on(table.playerId, table.updatedAt),
  ],
);

/**
 * Every wallet action by its studio's `action_id` (idempotency, WI-05..WI-07). `id` is the
 * `tx_id` answered. A rollback of an action not yet seen leaves a `tombstone` row under the
 * original's id, so the late original is answered but moves nothing.
 */
export const walletActions = pgTable(
  'wallet_actions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    studio: text('studio').notNull(),
    actionId: text('action_id').notNull(),
    /** bet, win, rollback, tombstone. */
    kind: text('kind').notNull(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id),
    roundId: text('round_id').notNull(),
    currency: text('currency').notNull(),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    /** Rollback: the action it undoes. */
    originalActionId: text('original_action_id'),
    /** Set on a bet or win once a rollback undid it. */
    rolledBack: boolean('rolled_back').notNull().default(false),
    ledgerTransactionId: bigint('ledger_transaction_id', { mode: 'number' }),
    /** Cash and bonus parts of a bet or win (the bonus part follows WI-13). */
    bonusAmount: bigint('bonus_amount', { mode: 'number' }).notNull().default(0),
    /** The gift (player_gifts) whose bonus money the bet staked or the win paid into. */
    giftId: bigint('gift_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('wallet_actions_studio_action').on(table.studio, table.actionId),
    index('wallet_actions_round').on(table.studio, table.roundId),
    check('wallet_actions_amount_not_negative', sql`${table.amount} >= 0`),
  ],
);
