import { sql, type SQL } from 'drizzle-orm';
import { named } from '../../db/inline-sql.js';
import { bigintArray } from '../../db/pg-array.js';

/** One movement of a booking as the statement receives it (JSON, one parameter for all). */
export interface BookedTransactionRow {
  ord: number;
  reference: string;
  kind: string;
  request_hash: string;
  metadata: Record<string, unknown>;
  prev_hash: string;
  hash: string;
  /** In booking order; `balance_after` on player accounts only. */
  legs: { idx: number; account_id: number; amount: number; balance_after: number | null }[];
  /** The `ledger.movement` event without its `transactionId` (the statement adds it). */
  payload: Record<string, unknown>;
}

/** What the statement does to an account: a player's balance moves, the chain's head moves. */
export interface AccountChange {
  id: number;
  /** Null on a brand account (its balance is the sum of its entries, never cached). */
  delta: number | null;
  /** The new chain head on the chain account, else null. */
  chain_head: string | null;
}

/**
 * Books movements in ONE statement: the transactions, their entries, the accounts (player
 * balances and the chain head) and one outbox event per movement, in booking order.
 *
 * A reference already booked (a copy the account locks did not serialise: two players, a
 * caller's bug) books nothing at all: every write after the transactions is conditioned on
 * all of them being new, and the caller rolls back or answers the first booking. The insert
 * waits for a concurrent uncommitted copy, so it never fails on the unique index.
 * Returns each new movement's transaction id and the moved accounts' balances.
 */
export interface BookingsInput {
  playerId: number | null;
  currency: string;
  chainAccountId: number;
  accounts: readonly AccountChange[];
  topic: string;
  now: Date;
  rows: readonly BookedTransactionRow[];
}

export interface BookingsWritten {
  ids: Map<string, number>;
  balances: Map<number, number | null>;
}

/**
 * The statement that books movements, to run (`Booking.write`) or to send in a message with
 * others (`Booking.prepareWrite`).
 */
export function bookingsStatement(input: BookingsInput): SQL {
  const now = input.now.toISOString();
  const accountIds = bigintArray(input.accounts.map((account) => account.id));
  // One shape whatever the values, so a message can run it prepared (`named`); the casts give
  // every placeholder its type.
  return named(
    'ledger_book',
    sql`
    WITH batch AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(input.rows)}::jsonb) AS b(
        ord int, reference text, kind text, request_hash text, metadata jsonb, prev_hash text,
        hash text, legs jsonb, payload jsonb)
    ), booked AS (
      INSERT INTO ledger_transactions (reference, kind, currency, player_id, request_hash,
        metadata, chain_account_id, prev_hash, hash, created_at)
      SELECT reference, kind, ${input.currency}::text, ${input.playerId}::bigint, request_hash,
        metadata, ${input.chainAccountId}::bigint, prev_hash, hash, ${now}::timestamptz
      FROM batch ORDER BY ord
      ON CONFLICT (reference) DO NOTHING
      RETURNING id, reference
    ), complete AS (
      SELECT count(*) = ${input.rows.length}::int AS ok FROM booked
    ), entries AS (
      INSERT INTO ledger_entries (transaction_id, account_id, amount, kind, currency,
        balance_after, created_at)
      SELECT booked.id, leg.account_id, leg.amount, batch.kind, ${input.currency}::text,
        leg.balance_after, ${now}::timestamptz
      FROM batch JOIN booked USING (reference)
      CROSS JOIN LATERAL jsonb_to_recordset(batch.legs)
        AS leg(idx int, account_id bigint, amount bigint, balance_after bigint)
      WHERE (SELECT ok FROM complete)
      ORDER BY batch.ord, leg.idx
    ), moved AS (
      UPDATE ledger_accounts AS a
      SET balance = CASE WHEN change.delta IS NULL THEN a.balance
                         ELSE a.balance + change.delta END,
        chain_head = coalesce(change.chain_head, a.chain_head)
      FROM jsonb_to_recordset(${JSON.stringify(input.accounts)}::jsonb)
        AS change(id bigint, delta bigint, chain_head text)
      -- The id list lets the planner read the few accounts by key: joined to the JSON alone
      -- (estimated at 100 rows) it scanned the whole table on every booking.
      WHERE a.id = change.id AND a.id = ANY(${accountIds}) AND (SELECT ok FROM complete)
      RETURNING a.id, a.balance
    ), events AS (
      INSERT INTO outbox_events (topic, payload)
      SELECT ${input.topic}::text, batch.payload || jsonb_build_object('transactionId', booked.id)
      FROM batch JOIN booked USING (reference)
      WHERE (SELECT ok FROM complete)
      ORDER BY batch.ord
    )
    SELECT 'transaction' AS what, booked.id::text AS id, booked.reference AS value FROM booked
    UNION ALL
    SELECT 'account', moved.id::text, moved.balance::text FROM moved`,
  );
}

export interface BookingsRow {
  what: string;
  id: string;
  value: string | null;
}

/** What `bookingsStatement` answered: new transaction ids by reference, moved balances. */
export function bookingsWritten(rows: readonly BookingsRow[]): BookingsWritten {
  const ids = new Map<string, number>();
  const balances = new Map<number, number | null>();
  for (const row of rows) {
    if (row.what === 'transaction') ids.set(row.value ?? '', Number(row.id));
    else balances.set(Number(row.id), row.value === null ? null : Number(row.value));
  }
  return { ids, balances };
}
