import { VALIDATION } from '@croupier/contracts/users';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/app-error.js';
import type { Executor } from '../../db/transaction.js';
import { brandService } from '../brand/brand.service.js';
import {
  activateAccount,
  findAccounts,
  updatePlayerRow,
  type PlayerAccountRow,
} from './player.repository.js';

export type { PlayerAccountRow };

/**
 * The player's wallets as rows (platform-core.md §3 Account): which currencies they hold and
 * which one is active. Their balances are the ledger's (modules/accounts).
 */
export function accountRows(db: Executor, playerId: number): Promise<PlayerAccountRow[]> {
  return findAccounts(db, playerId);
}

/** PR-019: a wallet opens only in a currency the brand offers for real money; else 422. */
export async function assertWalletCurrency(deps: AppDeps, currency: string): Promise<void> {
  const { config } = await brandService(deps).get();
  const offered = config.currencies.some((entry) => entry.code === currency && !entry.demo);
  if (!offered) throw AppError.invalid({ currency: [VALIDATION.CURRENCY_UNSUPPORTED] });
}

/** Makes the wallet in `currency` the only active one, opening it if the player has none. */
export async function makeAccountActive(
  tx: Executor,
  playerId: number,
  currency: string,
): Promise<void> {
  await activateAccount(tx, playerId, currency);
  // The player's `currency` is the active wallet's (platform-core.md §3): the header, the
  // limits and the cashbox all read it, so it follows the switch in the same transaction.
  await updatePlayerRow(tx, playerId, { currency });
}

/** PR-019: opens (or selects) the wallet in `currency` after checking the brand offers it. */
export async function openAccount(
  deps: AppDeps,
  playerId: number,
  currency: string,
): Promise<void> {
  await assertWalletCurrency(deps, currency);
  await deps.database.db.transaction((tx) => makeAccountActive(tx, playerId, currency));
}
