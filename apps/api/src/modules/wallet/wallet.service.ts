import type {
  PlayRequest,
  RollbackRequest,
  WalletResponse,
} from '@croupier/contracts/wallet-protocol';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/app-error.js';
import { PlayerCashBatch } from '../ledger/cash-batch.js';
import { eurRates, type EurRates } from '../ledger/eur-rates.js';
import { openBrandAccount } from '../ledger/ledger.service.js';
import type { Transaction } from '../../db/transaction.js';
import { playBlock } from '../limits/limit-check.js';
import {
  findPlayContext,
  findWalletActions,
  findWalletPlayer,
  type PlayContext,
  type WalletActionRow,
} from './wallet.repository.js';
import { processedFrom, stakeableBalance, type WalletCall } from './wallet-call.js';
import { payWin } from './pay-win.js';
import { placeBet } from './place-bet.js';
import { rollBackAll } from './roll-back.js';
import { writeRound } from './round-totals.js';
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
 * locked first, then every action in order; any refusal rolls the whole batch back.
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
      return await deps.database.db.transaction((tx) =>
        runCall(tx, deps, studio, operation, rates),
      );
    } catch (error) {
      if (attempt >= ATTEMPTS || !isRetryable(error)) throw error;
    }
  }
}

/** `user_id` is the decimal player id; anything else names nobody. */
function playerIdOf(userId: string): number | null {
  if (!/^[1-9]\d{0,15}$/.test(userId)) return null;
  const id = Number(userId);
  return Number.isSafeInteger(id) ? id : null;
}

async function runCall(
  tx: Transaction,
  deps: AppDeps,
  studio: string,
  { kind, request }: WalletOperation,
  rates: EurRates,
): Promise<WalletResponse> {
  const now = deps.clock.now();
  const playerId = playerIdOf(request.user_id);
  const context =
    playerId === null || kind !== 'play'
      ? undefined
      : await findPlayContext(tx, {
          playerId,
          currency: request.currency,
          gameIdentifier: request.game ?? '',
          sessionId: request.session_id,
          now,
        });
  const player =
    playerId === null
      ? undefined
      : kind === 'play'
        ? context?.player
        : await findWalletPlayer(tx, playerId, request.currency);
  if (!player) throw refuse.invalidPlayer();
  if (!player.holdsCurrency) throw refuse.noWalletInCurrency();

  const prefetched =
    kind === 'play' && context ? await readBeforeLock(tx, request, context, now) : {};
  // Opened before the player's lock, in the ledger's order (no deadlock on a first movement).
  const clearingAccountId =
    player.clearingAccountId ??
    (await openBrandAccount(tx, 'provider_clearing', request.currency, now));

  // Every call of a player waits here for the previous one (one lock order: no deadlock), so a
  // concurrent copy of an action sees the first one's row. The batch keeps the balance and
  // chain head of the locked rows; a rollback call posts each movement itself.
  const cash = await PlayerCashBatch.lock(tx, {
    playerId: player.id,
    currency: request.currency,
    now,
    brandAccounts: new Map([['provider_clearing', clearingAccountId]]),
  });
  const balance = cash.balance;
  const call: WalletCall = {
    tx,
    deps,
    studio,
    player,
    currency: request.currency,
    // A balance read may name neither (wallet-protocol.ts); a batch with actions names both.
    gameIdentifier: request.game ?? '',
    roundId: request.game_id ?? '',
    sessionId: request.session_id,
    finished: request.finished,
    now,
    balanceBefore: balance,
    balance,
    known: new Map(),
    rates,
    bonus: null,
    staked: { fromRealCents: 0, fromBonusCents: 0 },
    moved: {},
    roundDelta: null,
    pending: [],
    ...(kind === 'play' ? { cash } : {}),
    ...prefetched,
  };
  // Read after the lock: a concurrent copy of this call has committed or not started.
  const ids = request.actions.flatMap((action) =>
    action.action === 'rollback'
      ? [action.action_id, action.original_action_id]
      : [action.action_id],
  );
  for (const row of await findWalletActions(tx, studio, ids)) call.known.set(row.actionId, row);

  const rows: WalletActionRow[] = [];
  try {
    if (kind === 'play') {
      for (const action of request.actions) {
        rows.push(
          action.action === 'bet' ? await placeBet(call, action) : await payWin(call, action),
        );
      }
    } else {
      rows.push(...(await rollBackAll(call, request.actions)));
    }
  } catch (error) {
    // Limits and the ledger speak AppError; the protocol speaks codes.
    if (error instanceof AppError && error.code === 'insufficient_funds') {
      throw refuse.notEnoughFunds(stakeableBalance(call, call.balanceBefore));
    }
    if (error instanceof AppError && error.code === 'conflict') {
      throw refuse.conflict('The movement was already booked with other content');
    }
    // A credit that would take the balance past 2^53 - 1 cannot be represented.
    if (error instanceof AppError && error.code === 'invalid_input') {
      throw refuse.badRequest('The amount would take the balance out of range');
    }
    throw error;
  }
  // Writes the call's movements, actions and round (a play call holds them in memory so far).
  await writeRound(call);
  // After the writes: an action recorded in this call has its row id (`tx_id`) only now.
  const transactions = request.actions.map((action, index) =>
    processedFrom(action.action_id, rows[index] as WalletActionRow),
  );
  return { balance: stakeableBalance(call), game_id: request.game_id, transactions };
}

/**
 * What a play call's checks read that is not money: the game, the game session (both read
 * with the player) and a play block. Read before the player lock so the lock is held only for
 * what must not race (the action ids, limit windows, balances). A logout or block landing in
 * between is an ordinary race: the bet is judged as if it came just before it. Limits are
 * still checked under the lock, and they refuse a block again (RG-04).
 */
async function readBeforeLock(
  tx: Transaction,
  request: PlayRequest,
  context: PlayContext,
  now: Date,
): Promise<Pick<WalletCall, 'game' | 'sessionOpen' | 'blocked'>> {
  if (request.actions.length === 0) return {};
  const { game, sessionOpen } = context;
  if (!game || !request.actions.some((action) => action.action === 'bet')) return { game };
  const blocked = (await playBlock(tx, context.player.id, now)) !== null;
  return { game, blocked, ...(sessionOpen === undefined ? {} : { sessionOpen }) };
}
