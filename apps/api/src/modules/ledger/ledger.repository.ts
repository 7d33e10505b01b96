import { and, asc, eq, gte, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import {
  ledgerAccounts,
  ledgerAudits,
  ledgerEntries,
  ledgerTransactions,
} from '../../db/schema/ledger.js';
import type { Executor } from '../../db/transaction.js';

export type LedgerAccountRow = typeof ledgerAccounts.$inferSelect;
export type LedgerTransactionRow = typeof ledgerTransactions.$inferSelect;
export type LedgerEntryRow = typeof ledgerEntries.$inferSelect;

/** The player's real or bonus account in `currency`, opened at zero when missing. */
export async function ensurePlayerLedgerAccount(
  db: Executor,
  playerId: number,
  kind: string,
  currency: string,
  now: Date,
): Promise<void> {
  await db.execute(sql`
    INSERT INTO ledger_accounts (kind, player_id, currency, balance, created_at)
    VALUES (${kind}, ${playerId}, ${currency}, 0, ${now.toISOString()}::timestamptz)
    ON CONFLICT (player_id, kind, currency) WHERE player_id IS NOT NULL DO NOTHING`);
}

/**
 * The brand's account of `kind` in `currency`, opened when missing. Read first: after the first
 * movement of a currency the account exists and this is one round trip.
 */
export async function ensureBrandLedgerAccount(
  db: Executor,
  kind: string,
  currency: string,
  now: Date,
): Promise<number> {
  const find = async () => {
    const [row] = await db
      .select({ id: ledgerAccounts.id })
      .from(ledgerAccounts)
      .where(
        and(
          eq(ledgerAccounts.kind, kind),
          eq(ledgerAccounts.currency, currency),
          isNull(ledgerAccounts.playerId),
        ),
      );
    return row?.id;
  };
  const existing = await find();
  if (existing !== undefined) return existing;
  await db.execute(sql`
    INSERT INTO ledger_accounts (kind, player_id, currency, balance, created_at)
    VALUES (${kind}, NULL, ${currency}, NULL, ${now.toISOString()}::timestamptz)
    ON CONFLICT (kind, currency) WHERE player_id IS NULL DO NOTHING`);
  const opened = await find();
  if (opened === undefined)
    throw new Error(`ledger account ${kind}/${currency} missing after insert`);
  return opened;
}

/**
 * Locks the player's accounts of these kinds in `currency`, in id order so two movements of
 * one player never wait on each other crosswise (no deadlock, RELIABILITY WI-10, AV-03).
 */
export async function lockPlayerLedgerAccounts(
  db: Executor,
  playerId: number,
  kinds: readonly string[],
  currency: string,
): Promise<LedgerAccountRow[]> {
  // Every movement and wallet call of a player runs this: plain SQL, no query builder.
  const result = await db.execute(sql`
    SELECT id::text AS id, kind, currency, balance::text AS balance, chain_head,
      (extract(epoch FROM created_at) * 1000)::float8 AS created_ms
    FROM ledger_accounts
    WHERE player_id = ${playerId} AND currency = ${currency}
      AND kind IN (${sql.join(
        kinds.map((kind) => sql`${kind}`),
        sql`, `,
      )})
    ORDER BY id
    FOR UPDATE`);
  const rows = (
    result as unknown as {
      rows: {
        id: string;
        kind: string;
        currency: string;
        balance: string | null;
        chain_head: string;
        created_ms: number | string;
      }[];
    }
  ).rows;
  return rows.map((row) => ({
    id: Number(row.id),
    kind: row.kind,
    playerId,
    currency: row.currency,
    balance: row.balance === null ? null : Number(row.balance),
    chainHead: row.chain_head,
    createdAt: new Date(Number(row.created_ms)),
  }));
}

/** Locks one of the brand's accounts: only for the chain of a movement that has no player. */
export async function lockLedgerAccount(
  db: Executor,
  id: number,
): Promise<LedgerAccountRow | undefined> {
  const [row] = await db
    .select()
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.id, id))
    .for('update');
  return row;
}

export async function findTransactionByReference(
  db: Executor,
  reference: string,
): Promise<LedgerTransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.reference, reference))
    .limit(1);
  return row;
}

export async function findEntriesOfTransaction(
  db: Executor,
  transactionId: number,
): Promise<LedgerEntryRow[]> {
  return db
    .select()
    .from(ledgerEntries)
    .where(eq(ledgerEntries.transactionId, transactionId))
    .orderBy(asc(ledgerEntries.id));
}

/** Every account of a player (real and bonus, each currency). */
export async function findPlayerLedgerAccounts(
  db: Executor,
  playerId: number,
): Promise<LedgerAccountRow[]> {
  return db
    .select()
    .from(ledgerAccounts)
    .where(eq(ledgerAccounts.playerId, playerId))
    .orderBy(asc(ledgerAccounts.id));
}

/**
 * Σ of a player's entries of `kinds` in `currency` since `since` on accounts of `accountKinds`
 * (limit windows, RG-03, RG-04). Negative entries count as positive amounts when `absolute`.
 */
export async function sumPlayerEntriesSince(
  db: Executor,
  input: {
    playerId: number;
    currency: string;
    accountKinds: readonly string[];
    entryKinds: readonly string[];
    since: Date;
  },
): Promise<number> {
  const [row] = await db
    .select({ total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)` })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(
      and(
        eq(ledgerAccounts.playerId, input.playerId),
        eq(ledgerAccounts.currency, input.currency),
        inArray(ledgerAccounts.kind, [...input.accountKinds]),
        inArray(ledgerEntries.kind, [...input.entryKinds]),
        gte(ledgerEntries.createdAt, input.since),
      ),
    );
  return Number(row?.total ?? 0);
}

/** Σ and count of a player's entries per movement kind in one currency (player statistics). */
export async function totalsByKind(
  db: Executor,
  playerId: number,
  currency: string,
): Promise<{ kind: string; total: number; transactions: number }[]> {
  const rows = await db
    .select({
      kind: ledgerEntries.kind,
      total: sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)`,
      transactions: sql<string>`count(distinct ${ledgerEntries.transactionId})`,
    })
    .from(ledgerEntries)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerEntries.accountId))
    .where(and(eq(ledgerAccounts.playerId, playerId), eq(ledgerAccounts.currency, currency)))
    .groupBy(ledgerEntries.kind);
  return rows.map((row) => ({
    kind: row.kind,
    total: Number(row.total),
    transactions: Number(row.transactions),
  }));
}

// ---- audits ------------------------------------------------------------------------------------

/** Σ of all entries per currency: zero for every currency when the books balance (invariant 2). */
export async function sumEntriesByCurrency(
  db: Executor,
): Promise<{ currency: string; total: number; entries: number }[]> {
  const rows = await db
    .select({
      currency: ledgerEntries.currency,
      total: sql<string>`sum(${ledgerEntries.amount})`,
      entries: sql<string>`count(*)`,
    })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.currency)
    .orderBy(asc(ledgerEntries.currency));
  return rows.map((row) => ({
    currency: row.currency,
    total: Number(row.total),
    entries: Number(row.entries),
  }));
}

/** Transactions whose entries do not sum to zero (invariant 1). */
export async function findUnbalancedTransactions(db: Executor): Promise<number[]> {
  const rows = await db
    .select({ id: ledgerEntries.transactionId })
    .from(ledgerEntries)
    .groupBy(ledgerEntries.transactionId)
    .having(sql`sum(${ledgerEntries.amount}) <> 0`);
  return rows.map((row) => row.id);
}

/** Player accounts whose running balance differs from the sum of their entries (invariant 3). */
export async function findDriftedAccounts(
  db: Executor,
): Promise<{ id: number; balance: number; posted: number }[]> {
  const posted = sql<string>`coalesce(sum(${ledgerEntries.amount}), 0)`;
  const rows = await db
    .select({ id: ledgerAccounts.id, balance: ledgerAccounts.balance, posted })
    .from(ledgerAccounts)
    .leftJoin(ledgerEntries, eq(ledgerEntries.accountId, ledgerAccounts.id))
    .where(isNotNull(ledgerAccounts.playerId))
    .groupBy(ledgerAccounts.id, ledgerAccounts.balance)
    .having(sql`${ledgerAccounts.balance} <> ${posted}`);
  return rows.map((row) => ({
    id: row.id,
    balance: row.balance ?? 0,
    posted: Number(row.posted),
  }));
}

/** Every chain: its account's head and its transactions, for the verifier (WI-14). */
export async function loadChains(db: Executor): Promise<{
  heads: Map<number, string>;
  transactions: LedgerTransactionRow[];
  entries: Map<number, { accountId: number; amount: number }[]>;
}> {
  const accounts = await db
    .select({ id: ledgerAccounts.id, chainHead: ledgerAccounts.chainHead })
    .from(ledgerAccounts);
  const transactions = await db
    .select()
    .from(ledgerTransactions)
    .orderBy(asc(ledgerTransactions.id));
  const entryRows = await db
    .select({
      transactionId: ledgerEntries.transactionId,
      accountId: ledgerEntries.accountId,
      amount: ledgerEntries.amount,
    })
    .from(ledgerEntries);
  const entries = new Map<number, { accountId: number; amount: number }[]>();
  for (const row of entryRows) {
    const list = entries.get(row.transactionId) ?? [];
    list.push({ accountId: row.accountId, amount: row.amount });
    entries.set(row.transactionId, list);
  }
  return {
    heads: new Map(accounts.map((account) => [account.id, account.chainHead])),
    transactions,
    entries,
  };
}

export async function insertAudit(
  db: Executor,
  row: typeof ledgerAudits.$inferInsert,
): Promise<void> {
  await db.insert(ledgerAudits).values(row);
}
