import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/transaction.js';

/** Every currency's EUR price of one unit (`exchange_rates` rows quoted in EUR). */
export async function findEurRates(db: Executor): Promise<{ currency: string; rate: string }[]> {
  const result = await db.execute(
    sql`SELECT currency, rate FROM exchange_rates WHERE fiat = 'EUR'`,
  );
  return (result as unknown as { rows: { currency: string; rate: string }[] }).rows;
}
