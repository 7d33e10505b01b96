import { sql } from 'drizzle-orm';
import {
  bigint,
  bigserial,
  boolean,
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
 * Gifts (engagement.md §3 Gift, §4 Gifts; DESIGN.md §12). A template is brand data: what a gift
 * of its kind grants and on which terms. A player's gift is one row from issue to its end; its
 * `stage` follows the spec's stages. Rules live in packages/domain/src/gifts, the shapes of the
 * jsonb columns in packages/contracts/src/gifts.ts (`giftTemplateRulesSchema`).
 */
export const giftTemplates = pgTable(
  'gift_templates',
  {
    id: serial('id').primaryKey(),
    /** Stable operator key, e.g. `welcome-1`. */
    key: text('key').notNull(),
    /** deposit_bonus, registration, cash, cashback, giftspin, group, custom, non_deposit (contracts `GIFT_KINDS`). */
    kind: text('kind').notNull(),
    /** bonus or freespins. */
    family: text('family').notNull(),
    title: text('title').notNull(),
    /** The spec's `group_key` (e.g. `welcome_1`, `wheel_…`): drives config overrides and the wheel. */
    groupKey: text('group_key').notNull(),
    /** Amount, wagering, contributions, caps, windows, eligibility, free spins (contracts `giftTemplateRulesSchema`). */
    rules: jsonb('rules').notNull(),
    /** Terms shown to the player (plain text, per locale: `{en: "…"}`). */
    terms: jsonb('terms').notNull().default({}),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('gift_templates_key').on(table.key)],
);

/**
 * A player's gift, bonus money or free spins, in one currency. Bonus money is in the ledger's
 * `player_bonus` account only while its gift is in `handle_bets` (one per player and currency,
 * the others `wait`), so that account's balance always equals that gift's `bonus_cents`.
 */
export const playerGifts = pgTable(
  'player_gifts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    templateId: integer('template_id').references(() => giftTemplates.id),
    kind: text('kind').notNull(),
    family: text('family').notNull(),
    title: text('title').notNull(),
    groupKey: text('group_key').notNull(),
    currency: text('currency').notNull(),
    /** issued, activated (free spins in play), wait, handle_bets, lost, canceled, expired, wager_done, finished. */
    stage: text('stage').notNull(),
    /** What the gift grants (bonus or cash), or for free spins what the spins won so far. */
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull().default(0),
    /** The bonus money this gift holds now (in `player_bonus` while `handle_bets`). */
    bonusCents: bigint('bonus_cents', { mode: 'number' }).notNull().default(0),
    wagerRequirementCents: bigint('wager_requirement_cents', { mode: 'number' })
      .notNull()
      .default(0),
    wageredCents: bigint('wagered_cents', { mode: 'number' }).notNull().default(0),
    /** Wagering multiplier still to apply when the amount is known (free spins): x of the winnings. */
    wagerMultiplier: integer('wager_multiplier').notNull().default(0),
    maxBetCents: bigint('max_bet_cents', { mode: 'number' }),
    maxWinCents: bigint('max_win_cents', { mode: 'number' }),
    /** Category slug → percent counted toward wagering; `*` for the rest. */
    contributions: jsonb('contributions').notNull().default({}),
    freespinsTotal: integer('freespins_total').notNull().default(0),
    freespinsLeft: integer('freespins_left').notNull().default(0),
    /** Catalog identifiers the spins play on. */
    freespinGames: jsonb('freespin_games').notNull().default([]),
    freespinBetCents: bigint('freespin_bet_cents', { mode: 'number' }).notNull().default(0),
    /** The studio's issue id once the spins are issued there. */
    freespinIssueId: text('freespin_issue_id'),
    activatableUntil: timestamp('activatable_until', { withTimezone: true }),
    /** Wagering deadline, set when wagering starts. */
    wagerUntil: timestamp('wager_until', { withTimezone: true }),
    /** Days the player has to wager once it starts (from the template). */
    wagerDays: integer('wager_days'),
    /** Idempotency of the issue: `deposit:42:welcome-1`, `promo:7:12`, `cashback:2026-W47:12`. */
    sourceReference: text('source_reference').notNull(),
    /** The deposit that issued or qualified it (deposit gifts, percentage amounts). */
    depositId: bigint('deposit_id', { mode: 'number' }),
    /** Shown as the gift's terms; template terms copied at issue. */
    terms: jsonb('terms').notNull().default({}),
    /** Why it ended when not by wagering: player, operator, withdrawal, self_exclusion, expiry. */
    endReason: text('end_reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('player_gifts_source').on(table.sourceReference),
    index('player_gifts_player').on(table.playerId, table.createdAt),
    // The one bonus being wagered per player and currency: the wallet reads it on every bet.
    uniqueIndex('player_gifts_wagering')
      .on(table.playerId, table.currency)
      .where(sql`stage = 'handle_bets'`),
    index('player_gifts_deadlines').on(table.stage, table.activatableUntil, table.wagerUntil),
    check('player_gifts_bonus_not_negative', sql`${table.bonusCents} >= 0`),
    check('player_gifts_wagered_not_negative', sql`${table.wageredCents} >= 0`),
    check('player_gifts_spins_left', sql`${table.freespinsLeft} >= 0`),
  ],
);

/**
 * Promo codes (issue's promo codes, GF-019, GF-025): a code maps to a template; single-use
 * (`max_uses` 1) or multi-use, with validity and caps per player and per device fingerprint.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    /** Stored upper-case; matched case-insensitively. */
    code: text('code').notNull(),
    templateId: integer('template_id')
      .notNull()
      .references(() => giftTemplates.id),
    /** gift (POST /api/bonuses/coupon), deposit (set_bonus_code), betting (v2 promo-code). */
    purpose: text('purpose').notNull(),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    /** Total redemptions allowed; null = unlimited. */
    maxUses: integer('max_uses'),
    perPlayer: integer('per_player').notNull().default(1),
    perDevice: integer('per_device').notNull().default(1),
    uses: integer('uses').notNull().default(0),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('promo_codes_code').on(table.code)],
);

export const promoRedemptions = pgTable(
  'promo_redemptions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    promoCodeId: integer('promo_code_id')
      .notNull()
      .references(() => promoCodes.id),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    deviceFingerprint: text('device_fingerprint'),
    giftId: bigint('gift_id', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('promo_redemptions_player').on(table.promoCodeId, table.playerId),
    index('promo_redemptions_device').on(table.promoCodeId, table.deviceFingerprint),
  ],
);

/** Cashback paid per player and period, once (the job's idempotency is the gift's source reference). */
export const cashbackRuns = pgTable(
  'cashback_runs',
  {
    id: serial('id').primaryKey(),
    /** e.g. `2026-W47`. */
    period: text('period').notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    paid: integer('paid').notNull().default(0),
  },
  (table) => [uniqueIndex('cashback_runs_period').on(table.period)],
);
