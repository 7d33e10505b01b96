import type { z } from 'zod';
import type { rollbackActionSchema } from '@croupier/contracts/wallet-protocol';
import { AppError } from '../../lib/app-error.js';
import { postTransaction, type Leg } from '../ledger/ledger.service.js';
import {
  markRolledBack,
  roundHasPaidWin,
  subtractFromRound,
  type WalletActionRow,
} from './wallet.repository.js';
import { ledgerReference, recordAction, totalOf, type WalletCall } from './wallet-call.js';
import { refuse } from './wallet-refusal.js';

type RollbackAction = z.infer<typeof rollbackActionSchema>;

/**
 * Undoes a bet or a win (WI-05), accepted whatever the player's state (WI-06):
 * - its own id again with the same original → replay, nothing moves;
 * - original unknown → a tombstone under the original's id, so the late original is refused;
 * - original tombstoned or already rolled back → OK, nothing moves (idempotent);
 * - a bet whose round already paid a win → 409 (the studio settled it; undoing only the stake
 *   would give the player the win for free);
 * - otherwise the original's movement reversed, its round totals reduced.
 */
export async function rollBack(call: WalletCall, action: RollbackAction): Promise<WalletActionRow> {
  const own = call.known.get(action.action_id);
  if (own) {
    const same =
      own.kind === 'rollback' &&
      own.originalActionId === action.original_action_id &&
      own.playerId === call.player.id &&
      own.currency === call.currency;
    if (!same)
      throw refuse.conflict(`Action ${action.action_id} was already processed with other content`);
    return own;
  }

  const original = call.known.get(action.original_action_id);
  if (!original) {
    await recordAction(call, {
      studio: call.studio,
      actionId: action.original_action_id,
      kind: 'tombstone',
      playerId: call.player.id,
      roundId: call.roundId,
      currency: call.currency,
      amount: 0,
      createdAt: call.now,
    });
    return record(call, action, { amount: 0, ledgerTransactionId: null, roundId: call.roundId });
  }
  if (original.playerId !== call.player.id || original.currency !== call.currency) {
    throw refuse.conflict(`Action ${action.original_action_id} belongs to another wallet`);
  }
  if (original.kind === 'rollback') throw refuse.conflict('A rollback cannot be rolled back');
  if (original.kind === 'tombstone' || original.rolledBack) {
    return record(call, action, {
      amount: 0,
      ledgerTransactionId: null,
      roundId: original.roundId,
    });
  }
  if (original.kind === 'bet' && (await roundHasPaidWin(call.tx, call.studio, original.roundId))) {
    throw refuse.conflict(`Round ${original.roundId} already paid a win; its bet stays`);
  }

  const ledgerTransactionId = await reverse(call, action, original);
  await markRolledBack(call.tx, original.id);
  call.known.set(original.actionId, { ...original, rolledBack: true });
  await subtractFromRound(call.tx, {
    studio: call.studio,
    roundId: original.roundId,
    betDelta: original.kind === 'bet' ? original.amount : 0,
    winDelta: original.kind === 'win' ? original.amount : 0,
    now: call.now,
  });
  return record(call, action, {
    amount: original.amount,
    ledgerTransactionId,
    roundId: original.roundId,
  });
}

/** The opposite movement of the original's (a bet's stake back, a win's credit taken). */
async function reverse(
  call: WalletCall,
  action: RollbackAction,
  original: WalletActionRow,
): Promise<number | null> {
  if (original.amount === 0) return null;
  const toPlayer = original.kind === 'bet' ? original.amount : -original.amount;
  const legs: Leg[] = [
    { account: { kind: 'player_real', playerId: call.player.id }, amount: toPlayer },
    { account: { kind: 'provider_clearing' }, amount: -toPlayer },
  ];
  try {
    const posted = await postTransaction(call.tx, {
      reference: ledgerReference(call.studio, action.action_id),
      kind: 'rollback',
      currency: call.currency,
      now: call.now,
      metadata: {
        studio: call.studio,
        round: original.roundId,
        original: action.original_action_id,
      },
      legs,
    });
    if (posted.balance) call.balance = posted.balance;
    return posted.transactionId;
  } catch (error) {
    // Only a win's reversal debits the player: its money may be spent already.
    if (error instanceof AppError && error.code === 'insufficient_funds') {
      throw refuse.notEnoughFunds(totalOf(call.balanceBefore));
    }
    throw error;
  }
}

async function record(
  call: WalletCall,
  action: RollbackAction,
  input: { amount: number; ledgerTransactionId: number | null; roundId: string },
): Promise<WalletActionRow> {
  return recordAction(call, {
    studio: call.studio,
    actionId: action.action_id,
    kind: 'rollback',
    playerId: call.player.id,
    roundId: input.roundId,
    currency: call.currency,
    amount: input.amount,
    originalActionId: action.original_action_id,
    ledgerTransactionId: input.ledgerTransactionId,
    createdAt: call.now,
  });
}
