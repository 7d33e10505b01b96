import type {
  PlayRequest,
  RollbackRequest,
  WalletResponse,
} from '@croupier/contracts/wallet-protocol';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/app-error.js';
import type { EurRates } from '../ledger/eur-rates.js';
import type { Transaction } from '../../db/transaction.js';
import type { WalletActionRow } from './wallet.repository.js';
import { processedFrom, stakeableBalance, type WalletCall } from './wallet-call.js';
import { payWin } from './pay-win.js';
import { placeBet } from './place-bet.js';
import { payJackpotWin } from './pay-jackpot-win.js';
import { refuse } from './wallet-refusal.js';

/** The steps every wallet call shares, whichever way it reaches the database. */

/** `user_id` is the decimal player id; anything else names nobody. */
export function playerIdOf(userId: string): number | null {
  if (!/^[1-9]\d{0,15}$/.test(userId)) return null;
  const id = Number(userId);
  return Number.isSafeInteger(id) ? id : null;
}

/** A call's shared state before its first action. */
export function newWalletCall(input: {
  tx: Transaction;
  deps: AppDeps;
  studio: string;
  player: WalletCall['player'];
  request: PlayRequest | RollbackRequest;
  now: Date;
  rates: EurRates;
  balance: WalletCall['balance'];
}): WalletCall {
  const { request } = input;
  return {
    tx: input.tx,
    deps: input.deps,
    studio: input.studio,
    player: input.player,
    currency: request.currency,
    // A balance read may name neither (wallet-protocol.ts); a batch with actions names both.
    gameIdentifier: request.game ?? '',
    roundId: request.game_id ?? '',
    sessionId: request.session_id,
    finished: request.finished,
    now: input.now,
    balanceBefore: input.balance,
    balance: input.balance,
    known: new Map(),
    rates: input.rates,
    bonus: null,
    gift: null,
    freespins: null,
    staked: { fromRealCents: 0, fromBonusCents: 0 },
    stakedGiftId: null,
    moved: {},
    roundDelta: null,
    pending: [],
  };
}

/** A play call's bets and wins in order (`call.cash` set), each row its answer's line. */
export function playActions(call: WalletCall, request: PlayRequest): Promise<WalletActionRow[]> {
  return inProtocolTerms(call, async () => {
    const rows: WalletActionRow[] = [];
    for (const action of request.actions) {
      rows.push(
        action.action === 'bet'
          ? await placeBet(call, action)
          : action.action === 'win'
            ? await payWin(call, action)
            : await payJackpotWin(call, action),
      );
    }
    return rows;
  });
}

/** Limits and the ledger speak AppError; the protocol speaks codes. */
export async function inProtocolTerms<T>(call: WalletCall, run: () => Promise<T>): Promise<T> {
  try {
    return await run();
  } catch (error) {
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
}

/** The answer, once the writes gave each action recorded in this call its `tx_id`. */
export function answerOf(
  call: WalletCall,
  request: PlayRequest | RollbackRequest,
  rows: readonly WalletActionRow[],
): WalletResponse {
  const transactions = request.actions.map((action, index) => {
    const row = rows[index] as WalletActionRow;
    const processed = processedFrom(action.action_id, row);
    // A jackpot win's amount is the casino's (its pool): the studio reads it here.
    return row.kind === 'jackpot_win' ? { ...processed, amount: row.amount } : processed;
  });
  return { balance: stakeableBalance(call), game_id: request.game_id, transactions };
}
