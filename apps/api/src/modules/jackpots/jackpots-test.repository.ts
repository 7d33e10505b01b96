import { sql } from 'drizzle-orm';
import type { Executor } from '../../db/transaction.js';

/** Test reads of the jackpots' books (tests only). */

/** A seeded game of the `jackpot` category that feeds `jackpot` (by the seed's providers). */
export async function jackpotGameOf(db: Executor, jackpot: string): Promise<string> {
  const result = await db.execute(sql`
    SELECT g.identifier FROM games g, jackpots j
     WHERE j.identifier = ${jackpot} AND j.category = ANY(g.categories) AND g.enabled
       AND CASE WHEN jsonb_array_length(j.providers) > 0
                THEN j.providers ? split_part(g.identifier, '/', 1)
                ELSE NOT EXISTS (SELECT 1 FROM jackpots o WHERE o.providers ? split_part(g.identifier, '/', 1))
           END
     ORDER BY g.identifier LIMIT 1`);
  const row = (result as unknown as { rows: { identifier: string }[] }).rows[0];
  if (!row) throw new Error(`no game feeds ${jackpot}`);
  return row.identifier;
}

/** A seeded enabled game outside the `jackpot` category. */
export async function plainGame(db: Executor): Promise<string> {
  const result = await db.execute(sql`
    SELECT identifier FROM games WHERE NOT ('jackpot' = ANY(categories)) AND enabled
     AND 'slots' = ANY(categories) ORDER BY identifier LIMIT 1`);
  const row = (result as unknown as { rows: { identifier: string }[] }).rows[0];
  if (!row) throw new Error('no plain game');
  return row.identifier;
}

export interface PoolState {
  jackpot: string;
  level: string;
  amount: number;
  seed: number;
  seeded: number;
  contributions: number;
  wins: number;
}

export async function poolsIn(db: Executor, currency: string): Promise<PoolState[]> {
  const result = await db.execute(sql`
    SELECT j.identifier AS jackpot, l.identifier AS level, p.amount_cents::text AS amount,
           p.seed_cents::text AS seed, p.seeded_cents::text AS seeded,
           p.contributions_cents::text AS contributions, p.wins_cents::text AS wins
      FROM jackpot_pools p JOIN jackpot_levels l ON l.id = p.level_id JOIN jackpots j ON j.id = l.jackpot_id
     WHERE p.currency = ${currency} ORDER BY j.identifier, l.identifier`);
  return (result as unknown as { rows: Record<string, string>[] }).rows.map((row) => ({
    jackpot: row.jackpot ?? '',
    level: row.level ?? '',
    amount: Number(row.amount),
    seed: Number(row.seed),
    seeded: Number(row.seeded),
    contributions: Number(row.contributions),
    wins: Number(row.wins),
  }));
}

/** A brand account of the ledger in a currency (`jackpot_pool`, `provider_clearing`...). */
export async function brandAccountBalance(
  db: Executor,
  kind: 'jackpot_pool' | 'provider_clearing' | 'house',
  currency: string,
): Promise<number> {
  const result = await db.execute(sql`
    SELECT coalesce(sum(e.amount), 0)::text AS total FROM ledger_entries e
      JOIN ledger_accounts a ON a.id = e.account_id
     WHERE a.kind = ${kind} AND a.currency = ${currency}`);
  return Number((result as unknown as { rows: { total: string }[] }).rows[0]?.total ?? 0);
}
