import type { Executor } from '../../db/transaction.js';
import { transactionHash } from './ledger-hash.js';
import {
  findDriftedAccounts,
  findUnbalancedTransactions,
  insertAudit,
  loadChains,
  sumEntriesByCurrency,
} from './ledger.repository.js';

export interface TrialBalance {
  ok: boolean;
  /** Σ of every account per currency: 0 when the books balance (invariant 2). */
  currencies: { currency: string; total: number; entries: number }[];
  /** Transactions whose entries do not sum to zero (invariant 1). */
  unbalancedTransactions: number[];
  /** Player accounts whose running balance is not the sum of their entries (invariant 3). */
  driftedAccounts: { id: number; balance: number; posted: number }[];
}

/** The trial balance per currency (RELIABILITY §3.2 invariants 1-3). */
export async function trialBalance(db: Executor): Promise<TrialBalance> {
  // One after another: on the embedded database there is one connection to share.
  const currencies = await sumEntriesByCurrency(db);
  const unbalancedTransactions = await findUnbalancedTransactions(db);
  const driftedAccounts = await findDriftedAccounts(db);
  return {
    ok:
      currencies.every((row) => row.total === 0) &&
      unbalancedTransactions.length === 0 &&
      driftedAccounts.length === 0,
    currencies,
    unbalancedTransactions,
    driftedAccounts,
  };
}

export interface ChainVerification {
  ok: boolean;
  transactions: number;
  /** Transactions whose stored hash differs from the recomputed one, or that break a chain. */
  broken: { transactionId: number; reason: string }[];
  /** Accounts whose stored head is not the last transaction of their chain. */
  badHeads: number[];
}

/**
 * Recomputes every transaction's hash and walks each account's chain from genesis to its head
 * (RELIABILITY WI-14): a changed entry, a changed transaction, a removed one or a forged head is
 * reported. Reads the whole ledger: a nightly job, not a request path.
 */
export async function verifyChains(db: Executor): Promise<ChainVerification> {
  const { heads, transactions, entries } = await loadChains(db);
  const broken: ChainVerification['broken'] = [];
  const byChain = new Map<number, Map<string, (typeof transactions)[number]>>();
  for (const transaction of transactions) {
    const recomputed = transactionHash({
      prevHash: transaction.prevHash,
      reference: transaction.reference,
      kind: transaction.kind,
      currency: transaction.currency,
      playerId: transaction.playerId,
      createdAt: transaction.createdAt,
      entries: entries.get(transaction.id) ?? [],
    });
    if (recomputed !== transaction.hash) {
      broken.push({ transactionId: transaction.id, reason: 'content does not match its hash' });
    }
    const chain = byChain.get(transaction.chainAccountId) ?? new Map();
    if (chain.has(transaction.prevHash)) {
      broken.push({ transactionId: transaction.id, reason: 'forks its chain' });
    }
    chain.set(transaction.prevHash, transaction);
    byChain.set(transaction.chainAccountId, chain);
  }
  const badHeads: number[] = [];
  for (const [accountId, head] of heads) {
    const chain = byChain.get(accountId) ?? new Map();
    let cursor = '';
    let walked = 0;
    for (;;) {
      const next = chain.get(cursor);
      if (!next) break;
      cursor = next.hash;
      walked += 1;
    }
    if (cursor !== head || walked !== chain.size) badHeads.push(accountId);
  }
  return {
    ok: broken.length === 0 && badHeads.length === 0,
    transactions: transactions.length,
    broken,
    badHeads,
  };
}

/** Runs both checks and records the outcome (the nightly job and `npm run job`). */
export async function recordLedgerAudit(db: Executor, now: Date): Promise<string> {
  const balance = await trialBalance(db);
  const chains = await verifyChains(db);
  const summary =
    `trial balance ${balance.ok ? 'ok' : 'FAILED'} over ${balance.currencies.length} currencies; ` +
    `chains ${chains.ok ? 'ok' : 'FAILED'} over ${chains.transactions} transactions`;
  await insertAudit(db, {
    kind: 'trial_balance',
    ok: balance.ok,
    summary,
    details: { balance, chains },
    createdAt: now,
  });
  return summary;
}

/**
 * Records an operator's correction of the books (e.g. `npm run wallet-repair`) beside the nightly
 * checks, so the audit trail says who moved money outside a player's or studio's request and why.
 */
export async function recordLedgerCorrection(
  db: Executor,
  input: { kind: string; summary: string; details: Record<string, unknown>; now: Date },
): Promise<void> {
  await insertAudit(db, {
    kind: input.kind,
    ok: true,
    summary: input.summary,
    details: input.details,
    createdAt: input.now,
  });
}
