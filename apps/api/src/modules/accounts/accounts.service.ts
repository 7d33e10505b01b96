import type { PlayerAccountsResponse, PlayerStats } from '@croupier/contracts/player';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/app-error.js';
import type { Executor } from '../../db/transaction.js';
import { playerBalances, playerMoneyStats, type PlayerBalance } from '../ledger/ledger.service.js';
import {
  accountRows,
  assertWalletCurrency,
  makeAccountActive,
  type PlayerAccountRow,
} from '../player/player-accounts.js';
import { getPlayerRow } from '../player/player.service.js';

/**
 * The player's wallets (platform-core.md §3 Account; PR-017..PR-019) with their ledger balances:
 * `amount_cents` is cash plus bonus, `available_to_cashout_cents` the cash alone (bonus money
 * cannot be withdrawn until it converts).
 */
function present(
  rows: readonly PlayerAccountRow[],
  balances: readonly PlayerBalance[],
): PlayerAccountsResponse {
  return rows.map((row) => {
    const balance = balances.find((entry) => entry.currency === row.currency);
    const real = balance?.realCents ?? 0;
    return {
      currency: row.currency,
      active: row.active,
      amount_cents: real + (balance?.bonusCents ?? 0),
      available_to_cashout_cents: real,
    };
  });
}

export async function listAccounts(
  deps: AppDeps,
  playerId: number,
  db?: Executor,
): Promise<PlayerAccountsResponse> {
  const executor = db ?? deps.database.db;
  return present(await accountRows(executor, playerId), await playerBalances(executor, playerId));
}

/**
 * PR-019: makes the wallet in `currency` the only active one, opening it when the brand offers
 * that currency for real money; a demo currency (FUN) or an unknown one is 422
 * `errors.currency`.
 */
export async function selectAccount(
  deps: AppDeps,
  playerId: number,
  currency: string,
): Promise<PlayerAccountsResponse> {
  await assertWalletCurrency(deps, currency);
  return deps.database.db.transaction(async (tx) => {
    await makeAccountActive(tx, playerId, currency);
    return listAccounts(deps, playerId, tx);
  });
}

/** PR-012: deposit, cash-out and bet totals of the active wallet, from the ledger. */
export async function playerStats(deps: AppDeps, playerId: number): Promise<PlayerStats> {
  const db = deps.database.db;
  const [row, accounts] = await Promise.all([
    getPlayerRow(deps, playerId),
    accountRows(db, playerId),
  ]);
  if (!row) throw new AppError('not_signed_in', 'Your session has ended, please sign in again');
  const currency = accounts.find((account) => account.active)?.currency ?? row.currency;
  const stats = await playerMoneyStats(db, playerId, currency);
  return {
    deposits_count: stats.depositsCount,
    deposits_sum_cents: stats.depositsSumCents,
    cashouts_sum_cents: stats.cashoutsSumCents,
    bets_sum_cents: stats.betsSumCents,
    currency,
  };
}
