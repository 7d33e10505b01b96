import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/transaction.js';

/**
 * What players owe the brand (`player_receivable`, one brand account per currency): each
 * rollback of a win the player had already spent books the part it could not take there
 * (roll-back.ts), its transaction's metadata naming the debtor, the round and the original.
 */
export interface Receivable {
  transactionId: number;
  playerId: number | null;
  currency: string;
  /** Minor units the player owes from this rollback. */
  amount: number;
  studio: string | null;
  round: string | null;
  original: string | null;
  createdAt: Date;
}

interface ReceivableRow {
  transaction_id: string;
  player_id: string | null;
  currency: string;
  amount: string;
  studio: string | null;
  round: string | null;
  original: string | null;
  created_ms: number | string;
}

/** Every shortfall booked since `since`, oldest first. */
export async function findReceivables(db: Executor, since: Date): Promise<Receivable[]> {
  const result = await db.execute(sql`
    SELECT t.id::text AS transaction_id, t.metadata -> 'receivable' ->> 'playerId' AS player_id,
      e.currency, (-e.amount)::text AS amount, t.metadata ->> 'studio' AS studio,
      t.metadata ->> 'round' AS round, t.metadata ->> 'original' AS original,
      (extract(epoch FROM t.created_at) * 1000)::float8 AS created_ms
    FROM ledger_entries e
    JOIN ledger_accounts a ON a.id = e.account_id
    JOIN ledger_transactions t ON t.id = e.transaction_id
    WHERE a.kind = 'player_receivable' AND a.player_id IS NULL AND e.amount < 0
      AND e.created_at >= ${since.toISOString()}::timestamptz
    ORDER BY t.id`);
  return (result as unknown as { rows: ReceivableRow[] }).rows.map((row) => ({
    transactionId: Number(row.transaction_id),
    playerId: row.player_id === null ? null : Number(row.player_id),
    currency: row.currency,
    amount: Number(row.amount),
    studio: row.studio,
    round: row.round,
    original: row.original,
    createdAt: new Date(Number(row.created_ms)),
  }));
}

/**
 * What is still owed per currency, over all time: minus the balance of `player_receivable`
 * (a later settlement credits it back).
 */
export async function outstandingReceivables(
  db: Executor,
): Promise<{ currency: string; amount: number }[]> {
  const result = await db.execute(sql`
    SELECT a.currency, (-COALESCE(SUM(e.amount), 0))::text AS amount
    FROM ledger_accounts a
    LEFT JOIN ledger_entries e ON e.account_id = a.id
    WHERE a.kind = 'player_receivable' AND a.player_id IS NULL
    GROUP BY a.currency
    ORDER BY a.currency`);
  return (result as unknown as { rows: { currency: string; amount: string }[] }).rows
    .map((row) => ({ currency: row.currency, amount: Number(row.amount) }))
    .filter((row) => row.amount !== 0);
}
