import type { AppDeps } from '../../app-deps.js';
import {
  findReceivables,
  outstandingReceivables,
  type Receivable,
} from './receivables.repository.js';

/**
 * `npm run wallet-repair -w @croupier/api -- receivables [--since YYYY-MM-DD]`: the wins players
 * had spent when a studio rolled them back (docs/wallet-protocol.md §6), what each owes, and
 * the total still owed per currency, so the operator can collect or write it off (the same rule
 * as a charge-back's shortfall, docs/payments.md). Amounts in minor units, as the ledger keeps
 * them.
 */
export async function listReceivables(deps: AppDeps, since: Date): Promise<string> {
  const db = deps.database.db;
  const [owed, outstanding] = await Promise.all([
    findReceivables(db, since),
    outstandingReceivables(db),
  ]);
  const header = `${owed.length} receivable(s) since ${since.toISOString().slice(0, 10)}`;
  const total =
    outstanding.length === 0
      ? 'outstanding: none'
      : `outstanding: ${outstanding.map((row) => `${row.amount} ${row.currency}`).join(', ')}`;
  return [header, ...owed.map(line), total].join('\n');
}

function line(receivable: Receivable): string {
  return [
    `player ${receivable.playerId ?? '?'}`,
    receivable.currency,
    `owes ${receivable.amount}`,
    receivable.studio ? `studio ${receivable.studio}` : '',
    receivable.round ? `round ${receivable.round}` : '',
    receivable.original ? `win ${receivable.original} rolled back` : '',
    receivable.createdAt.toISOString(),
    `ledger transaction ${receivable.transactionId}`,
  ]
    .filter(Boolean)
    .join('  ');
}
