import {
  bigint,
  bigserial,
  boolean,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { players } from './players.js';

/**
 * Deposits and cash-outs (engagement.md §3 Payment; CB-005, CB-012, CB-013). The money itself
 * moves in the ledger; this row is the payment's state machine and its link to the provider.
 */
export const payments = pgTable(
  'payments',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id),
    /** deposit or cashout */
    action: text('action').notNull(),
    /** canceled, declined, rejected, recalled, succeeded, pending, processing, reserved */
    state: text('state').notNull(),
    methodId: text('method_id').notNull(),
    provider: text('provider').notNull(),
    providerPaymentId: text('provider_payment_id'),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    bonusCode: text('bonus_code'),
    /** The deposit gift (gift_templates.id) chosen in the cashbox's deposit step (CB-029). */
    giftTemplateId: integer('gift_template_id'),
    savedProfileId: bigint('saved_profile_id', { mode: 'number' }),
    /** Cash-out destination (token, address, iban or wallet e-mail); never a card number. */
    destination: jsonb('destination').$type<Record<string, string>>(),
    redirectUrl: text('redirect_url'),
    /** Why the provider declined, or why we hold it (amount mismatch, chargeback ...). */
    reason: text('reason'),
    /** Set when a provider message disagrees with the payment: kept for an operator to review. */
    heldForReview: boolean('held_for_review').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (table) => [
    index('payments_player').on(table.playerId, table.createdAt),
    uniqueIndex('payments_provider_id').on(table.provider, table.providerPaymentId),
    index('payments_state').on(table.action, table.state),
  ],
);

/** Saved payment profiles: the provider's token and what may be shown (CB-011 savedProfiles). */
export const paymentProfiles = pgTable(
  'payment_profiles',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id),
    provider: text('provider').notNull(),
    methodId: text('method_id').notNull(),
    token: text('token').notNull(),
    brand: text('brand').notNull(),
    last4: text('last4').notNull(),
    expiry: text('expiry').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('payment_profiles_token').on(table.provider, table.token),
    index('payment_profiles_player').on(table.playerId),
  ],
);

/** CB-026: one deposit address per player and crypto currency, issued by the provider. */
export const cryptoAddresses = pgTable(
  'crypto_addresses',
  {
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id),
    currency: text('currency').notNull(),
    provider: text('provider').notNull(),
    address: text('address').notNull(),
    network: text('network').notNull(),
    memo: text('memo'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.playerId, table.currency] }),
    uniqueIndex('crypto_addresses_address').on(table.provider, table.address),
  ],
);

/** Every provider webhook received, by its event id: a redelivery is acknowledged and ignored (WI-11). */
export const providerWebhooks = pgTable(
  'provider_webhooks',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    type: text('type').notNull(),
    payload: jsonb('payload').notNull(),
    /** applied, ignored, held */
    outcome: text('outcome').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.provider, table.eventId] })],
);

/** `POST /api/users/transaction` decisions (CB-016, CB-017): payload without card digits, score, outcome. */
export const fraudChecks = pgTable(
  'fraud_checks',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    playerId: bigint('player_id', { mode: 'number' })
      .notNull()
      .references(() => players.id),
    type: text('type').notNull(),
    amountCents: bigint('amount_cents', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    score: integer('score').notNull(),
    allowed: boolean('allowed').notNull(),
    reasons: jsonb('reasons').$type<string[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('fraud_checks_player').on(table.playerId, table.createdAt)],
);
