import { asc, sql } from 'drizzle-orm';
import { exchangeRates } from '../../db/schema/ledger.js';
import type { Executor } from '../../db/transaction.js';

export type ExchangeRateRow = typeof exchangeRates.$inferSelect;

/** The only SQL on `exchange_rates` (display rates, EP-051). */
export async function findExchangeRates(db: Executor): Promise<ExchangeRateRow[]> {
  return db
    .select()
    .from(exchangeRates)
    .orderBy(asc(exchangeRates.currency), asc(exchangeRates.fiat));
}

/** Inserts the rates that are missing; existing rows are kept. */
export async function insertMissingExchangeRates(
  db: Executor,
  rows: ExchangeRateRow[],
): Promise<number> {
  if (rows.length === 0) return 0;
  const inserted = await db
    .insert(exchangeRates)
    .values(rows)
    .onConflictDoNothing()
    .returning({ currency: exchangeRates.currency });
  return inserted.length;
}

export async function upsertExchangeRates(db: Executor, rows: ExchangeRateRow[]): Promise<void> {
  if (rows.length === 0) return;
  await db
    .insert(exchangeRates)
    .values(rows)
    .onConflictDoUpdate({
      target: [exchangeRates.currency, exchangeRates.fiat],
      set: { rate: sql`excluded.rate`, updatedAt: sql`excluded.updated_at` },
    });
}
