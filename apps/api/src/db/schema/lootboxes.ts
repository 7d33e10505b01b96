import {
  bigint,
  bigserial,
  boolean,
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
 * Lootboxes, the prize wheel and the chance draw (engagement.md §3 Lootbox, §3 Wheel, §4;
 * docs/lootboxes.md). A template is brand data: its items, each with a weight and a prize that
 * names a gift template. A player's lootbox copies the items at issue, so the odds the player
 * was shown are the odds it is drawn with even if the operator edits the template later.
 */
export const lootboxTemplates = pgTable(
  'lootbox_templates',
  {
    id: serial('id').primaryKey(),
    /** Stable operator key, e.g. `rocket-box`. */
    key: text('key').notNull(),
    title: text('title').notNull(),
    /** The spec's `group_key` of the box. */
    groupKey: text('group_key').notNull(),
    /** `[{id, title, weight, gift_template_key | null}]` (contracts `lootboxItemSchema`). */
    items: jsonb('items').notNull(),
    /** Days an issued box stays openable. */
    validDays: integer('valid_days').notNull().default(30),
    enabled: boolean('enabled').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('lootbox_templates_key').on(table.key)],
);

/** A player's lootbox: issued, then activated once (its prize drawn and granted) or expired. */
export const playerLootboxes = pgTable(
  'player_lootboxes',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    templateId: integer('template_id').references(() => lootboxTemplates.id),
    templateKey: text('template_key').notNull(),
    title: text('title').notNull(),
    groupKey: text('group_key').notNull(),
    /** The currency its prize is granted in. */
    currency: text('currency').notNull(),
    /** issued, activated, expired. */
    stage: text('stage').notNull(),
    /** The template's items as they were at issue (the drawn odds). */
    items: jsonb('items').notNull(),
    /** The drawn item, once activated. */
    prize: jsonb('prize'),
    /** The gift that pays the prize. */
    prizeGiftId: bigint('prize_gift_id', { mode: 'number' }),
    /** Idempotency of the issue: `comp-exchange:<id>`, `gift:<id>`, `adventure:<set>:<day>:<player>`. */
    sourceReference: text('source_reference').notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('player_lootboxes_source').on(table.sourceReference),
    index('player_lootboxes_player').on(table.playerId, table.createdAt),
    index('player_lootboxes_expiry').on(table.stage, table.validUntil),
  ],
);

/**
 * One draw of the wheel or the chance feature, recorded once per entry (the wheel gift spun, the
 * chance gift or comp-point entry used): what was drawn and the gift that pays it.
 */
export const prizeDraws = pgTable(
  'prize_draws',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id, { onDelete: 'cascade' }),
    /** wheel or chance. */
    kind: text('kind').notNull(),
    /** `wheel:<giftId>`, `chance:gift:<giftId>`, `chance:points:<key>`. */
    entryReference: text('entry_reference').notNull(),
    /** The prize table drawn from: the wheel's segment set (`default`, `1308`…) or `chance`. */
    tableKey: text('table_key').notNull(),
    /** The drawn entry's index in its table (the wheel's segment index for the animation). */
    drawnIndex: integer('drawn_index').notNull(),
    prize: jsonb('prize').notNull(),
    prizeGiftId: bigint('prize_gift_id', { mode: 'number' }),
    currency: text('currency').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('prize_draws_entry').on(table.entryReference),
    index('prize_draws_player').on(table.playerId, table.createdAt),
  ],
);
