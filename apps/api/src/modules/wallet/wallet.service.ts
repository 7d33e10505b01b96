import type {
  PlayRequest,
  RollbackRequest,
  WalletResponse,
} from '@croupier/contracts/wallet-protocol';
import type { AppDeps } from '../../app-deps.js';
import { PlayerCashBatch } from '../ledger/cash-batch.js';
import { eurRates, type EurRates } from '../ledger/eur-rates.js';
import { openBrandAccount } from '../ledger/ledger.service.js';
import type { Transaction } from '../../db/transaction.js';
import { findWalletActions, findWalletPlayer } from './wallet.repository.js';
import { rollBackAll } from './roll-back.js';
import { findWageringGift } from './gift-wallet.repository.js';
import { answerOf, inProtocolTerms, newWalletCall, playerIdOf } from './wallet-call-steps.js';
import { writeRound } from './round-totals.js';
import { runPlayCall } from './wallet-play.js';
import { refuse } from './wallet-refusal.js';

export type WalletOperation =
  { kind: 'play'; request: PlayRequest } | { kind: 'rollback'; request: RollbackRequest };

/**
 * Postgres errors after which the whole call is simply run again: a unique violation (two calls
 * raced for one action id or round under different player locks: the rerun sees the winner's
 * row and answers a replay or a 409), a serialization failure or a deadlock.
 */
const RETRYABLE = new Set(['23505', '40001', '40P01']);
const ATTEMPTS = 3;

function isRetryable(error: unknown): boolean {
  const candidate = error as { code?: unknown; cause?: { code?: unknown } } | null;
  const code = candidate?.code ?? candidate?.cause?.code;
  return typeof code === 'string' && RETRYABLE.has(code);
}

/**
 * One `/play` or `/rollback` call (DESIGN.md §6): ONE database transaction, the player's money
 * locked first, then every action in order; any refusal rolls the whole batch back. A play
 * call takes two round trips (wallet-play.ts); a rollback call the ordinary statements.
 */
export async function handleWalletCall(
  deps: AppDeps,
  studio: string,
  operation: WalletOperation,
): Promise<WalletResponse> {
  // Cached per instance; read outside the transaction (the first call of an instance loads it).
  const rates = await eurRates(deps);
  for (let attempt = 1; ; attempt += 1) {
    try {
      if (operation.kind === 'play') {
        return await runPlayCall(deps, studio, operation.request, rates);
      }
      return await deps.database.db.transaction((tx) =>
        runRollbackCall(tx, deps, studio, operation.request, rates),
      );
    } catch (error) {
      if (attempt >= ATTEMPTS || !isRetryable(error)) throw error;
    }
  }
}

async function runRollbackCall(
  tx: Transaction,
  deps: AppDeps,
  studio: string,
  request: RollbackRequest,
  rates: EurRates,
): Promise<WalletResponse> {
  const now = deps.clock.now();
  const playerId = playerIdOf(request.user_id);
  const player =
    playerId === null ? undefined : await findWalletPlayer(tx, playerId, request.currency);
  if (!player) throw refuse.invalidPlayer();
  if (!player.holdsCurrency) throw refuse.noWalletInCurrency();

  // Opened before the player's lock, in the ledger's order (no deadlock on a first movement).
  const clearingAccountId =
    player.clearingAccountId ??
    (await openBrandAccount(tx, 'provider_clearing', request.currency, now));

  // Every call of a player waits here for the previous one (one lock order: no deadlock), so a
  // concurrent copy of an action sees the first one's row. A rollback call posts each
  // movement itself; the lock keeps the balance the answer reports current.
  const cash = await PlayerCashBatch.lock(tx, {
    playerId: player.id,
    currency: request.currency,
    now,
    brandAccounts: new Map([['provider_clearing', clearingAccountId]]),
  });
  const call = newWalletCall({
    tx,
    deps,
    studio,
    player,
    request,
    now,
    rates,
    balance: cash.balance,
  });
  // Read after the lock: a concurrent copy of this call has committed or not started.
  const ids = request.actions.flatMap((action) => [action.action_id, action.original_action_id]);
  for (const row of await findWalletActions(tx, studio, ids)) call.known.set(row.actionId, row);

  const rows = await inProtocolTerms(call, () => rollBackAll(call, request.actions));
  await writeRound(call);
  // The answer counts the bonus being wagered, as a play call's does.
  const gift = await findWageringGift(tx, player.id, request.currency);
  if (gift) {
    call.gift = gift.gift;
    call.bonus = gift.bonus;
  }
  return answerOf(call, request, rows);
}
