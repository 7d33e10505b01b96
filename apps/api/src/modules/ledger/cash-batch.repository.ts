import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/transaction.js';

/** One movement of a batch as the statement receives it (JSON, one parameter for all). */
export interface BatchTransactionRow {
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

/**
 * Books a player's movements in ONE statement: the transactions, their entries, the player's
 * cash account (balance and chain head) and one outbox event per movement, in booking order.
 * A reference already booked fails the whole statement with a unique violation: nothing is
 * written twice. Returns each movement's transaction id and the account's balance afterwards.
 */
export async function insertCashBatch(
  db: Executor,
  input: {
    playerId: number;
    currency: string;
    cashAccountId: number;
    delta: number;
    chainHead: string;
    topic: string;
    now: Date;
    rows: readonly BatchTransactionRow[];
  },
): Promise<{ ids: Map<string, number>; balance: number | null }> {
  const now = input.now.toISOString();
  const result = await db.execute(sql`
    WITH batch AS (
      SELECT * FROM jsonb_to_recordset(${JSON.stringify(input.rows)}::jsonb) AS b(
        ord int, reference text, kind text, request_hash text, metadata jsonb, prev_hash text,
        hash text, legs jsonb, payload jsonb)
    ), booked AS (
      INSERT INTO ledger_transactions (reference, kind, currency, player_id, request_hash,
        metadata, chain_account_id, prev_hash, hash, created_at)
      SELECT reference, kind, ${input.currency}, ${input.playerId}, request_hash, metadata,
        ${input.cashAccountId}, prev_hash, hash, ${now}::timestamptz
      FROM batch ORDER BY ord
      RETURNING id, reference
    ), entries AS (
      INSERT INTO ledger_entries (transaction_id, account_id, amount, kind, currency,
        balance_after, created_at)
      SELECT booked.id, leg.account_id, leg.amount, batch.kind, ${input.currency},
        leg.balance_after, ${now}::timestamptz
      FROM batch JOIN booked USING (reference)
      CROSS JOIN LATERAL jsonb_to_recordset(batch.legs)
        AS leg(idx int, account_id bigint, amount bigint, balance_after bigint)
      ORDER BY batch.ord, leg.idx
    ), moved AS (
      UPDATE ledger_accounts SET balance = balance + ${input.delta}::bigint,
        chain_head = ${input.chainHead}
      WHERE id = ${input.cashAccountId}
      RETURNING balance
    ), events AS (
      INSERT INTO outbox_events (topic, payload)
      SELECT ${input.topic}, batch.payload || jsonb_build_object('transactionId', booked.id)
      FROM batch JOIN booked USING (reference)
      ORDER BY batch.ord
    )
    SELECT booked.id::text AS id, booked.reference, (SELECT balance::text FROM moved) AS balance
    FROM booked`);
  const rows = (
    result as unknown as { rows: { id: string; reference: string; balance: string | null }[] }
  ).rows;
  const ids = new Map(rows.map((row) => [row.reference, Number(row.id)]));
  const balance = rows[0]?.balance;
  return { ids, balance: balance === undefined || balance === null ? null : Number(balance) };
}
