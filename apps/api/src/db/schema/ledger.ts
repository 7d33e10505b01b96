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
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { players } from './players.js';

/**
 * The double-entry ledger (DESIGN.md §3; RELIABILITY WI-01..WI-04, WI-10, WI-14).
 *
 * A player owns one real and one bonus account per currency; every other account is the brand's
 * own, one per kind and currency. Player accounts keep a running `balance`, updated in the
 * transaction that posts to them and never below zero. The brand's accounts are hot (every
 * deposit touches PSP clearing), so their balance is only ever the sum of their entries: no
 * row lock serialises the whole platform on them.
 */
export const ledgerAccounts = pgTable(
  'ledger_accounts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** player_real, player_bonus, house, psp_clearing, provider_clearing, withdrawals_pending, jackpot_pool, bonus_liability. */
    kind: text('kind').notNull(),
    playerId: bigint('player_id', { mode: 'number' }).references(() => players.id),
    currency: text('currency').notNull(),
    /** Minor units; null on the brand's accounts (their balance is the sum of their entries). */
    balance: bigint('balance', { mode: 'number' }),
    /** Hash of the last transaction chained on this account (WI-14); '' before the first. */
    chainHead: text('chain_head').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check(
      'ledger_accounts_balance_not_negative',
      sql`${table.balance} IS NULL OR ${table.balance} >= 0`,
    ),
    check(
      'ledger_accounts_player_has_balance',
      sql`(${table.playerId} IS NULL) = (${table.balance} IS NULL)`,
    ),
    uniqueIndex('ledger_accounts_player_kind')
      .on(table.playerId, table.kind, table.currency)
      .where(sql`${table.playerId} IS NOT NULL`),
    uniqueIndex('ledger_accounts_brand_kind')
      .on(table.kind, table.currency)
      .where(sql`${table.playerId} IS NULL`),
  ],
);

/**
 * One movement of money: entries summing to zero in one currency (FX is two transactions
 * through a clearing account). `reference` is the business key of the movement (a PSP payment
 * id, a provider action id, a withdrawal id and step): a second posting under it is a replay,
 * answered with the first, or a conflict when its content differs. Append-only: a trigger
 * refuses UPDATE and DELETE, corrections are new transactions.
 */
export const ledgerTransactions = pgTable(
  'ledger_transactions',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    reference: text('reference').notNull(),
    /** deposit, deposit_reversal, withdrawal_reserve, withdrawal_settle, withdrawal_release, bet, win, rollback, bonus_grant, bonus_convert, bonus_forfeit, adjustment ... */
    kind: text('kind').notNull(),
    currency: text('currency').notNull(),
    playerId: bigint('player_id', { mode: 'number' }).references(() => players.id),
    /** SHA-256 of the request that created it: a replay with other content is a conflict. */
    requestHash: text('request_hash').notNull(),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    /** The account whose hash chain this transaction extends (WI-14). */
    chainAccountId: bigint('chain_account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    prevHash: text('prev_hash').notNull(),
    hash: text('hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('ledger_transactions_reference').on(table.reference),
    index('ledger_transactions_player').on(table.playerId, table.createdAt),
    index('ledger_transactions_chain').on(table.chainAccountId),
  ],
);

/** One posting: a signed amount on one account. `kind` and `createdAt` repeat the transaction's so limit windows sum one index. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    transactionId: bigint('transaction_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerTransactions.id),
    accountId: bigint('account_id', { mode: 'number' })
      .notNull()
      .references(() => ledgerAccounts.id),
    amount: bigint('amount', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    currency: text('currency').notNull(),
    /** The account's balance after this entry (player accounts only). */
    balanceAfter: bigint('balance_after', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    check('ledger_entries_amount_not_zero', sql`${table.amount} <> 0`),
    index('ledger_entries_transaction').on(table.transactionId),
    index('ledger_entries_account_time').on(table.accountId, table.kind, table.createdAt),
  ],
);

/**
 * Client idempotency keys (`Idempotency-Key` header) with the first answer, stored in the
 * transaction that did the work: a replay returns it and moves nothing, the same key with
 * another body is a conflict (Stripe's rule; RELIABILITY invariant 4).
 */
export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    scope: text('scope').notNull(),
    key: text('key').notNull(),
    requestHash: text('request_hash').notNull(),
    statusCode: integer('status_code').notNull(),
    response: jsonb('response').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.scope, table.key] }),
    index('idempotency_keys_created').on(table.createdAt),
  ],
);

/**
 * Display rates crypto → fiat (EP-051), refreshed by a job, and each fiat's EUR price (the EUR
 * amount of a bet for engagement, ledger/eur-rates.ts); never used to move money.
 */
export const exchangeRates = pgTable(
  'exchange_rates',
  {
    currency: text('currency').notNull(),
    fiat: text('fiat').notNull(),
    /** Decimal string: display only. */
    rate: text('rate').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [primaryKey({ columns: [table.currency, table.fiat] })],
);

/** Results of the trial balance, chain verification and PSP reconciliation jobs. */
export const ledgerAudits = pgTable(
  'ledger_audits',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    /** trial_balance, chain, reconciliation */
    kind: text('kind').notNull(),
    ok: boolean('ok').notNull(),
    summary: text('summary').notNull(),
    details: jsonb('details').notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('ledger_audits_kind').on(table.kind, table.createdAt)],
);
