import type { z } from 'zod';
import type { rollbackActionSchema } from '@croupier/contracts/wallet-protocol';
import { postTransaction, type Leg, type PostingInput } from '../ledger/ledger.service.js';
import { rollbackContextOf, type RollbackContext } from './play-context.js';
import { markRolledBack, subtractFromRound, type WalletActionRow } from './wallet.repository.js';
import { gameOf, ledgerReference, recordAction, type WalletCall } from './wallet-call.js';
import { refuse, WalletRefusal } from './wallet-refusal.js';

type RollbackAction = z.infer<typeof rollbackActionSchema>;

/**
 * The rollbacks of one call, in an order that makes the outcome independent of the order the
 * studio listed them in: stakes are returned before wins are taken back, so undoing a whole
 * round (say its win first, as a studio undoing "newest first" sends it) finds the stake
 * already back when it takes the win. Answered in the studio's order.
 */
export async function rollBackAll(
  call: WalletCall,
  actions: readonly RollbackAction[],
): Promise<WalletActionRow[]> {
  const rank = (action: RollbackAction) => {
    const kind = call.known.get(action.original_action_id)?.kind;
    return kind === 'bet' ? 0 : kind === 'win' ? 2 : 1;
  };
  const order = actions
    .map((action, index) => ({ action, index, rank: rank(action) }))
    .sort((a, b) => a.rank - b.rank || a.index - b.index);
  const rows: WalletActionRow[] = new Array<WalletActionRow>(actions.length);
  for (const { action, index } of order) rows[index] = await rollBack(call, action);
  return rows;
}

/**
 * Undoes a bet or a win (WI-05), accepted whatever the player's state (WI-06), and always
 * definitive: a studio retries a refused rollback for a day, so nothing the player did since
 * refuses it.
 * - its own id again with the same original → replay, nothing moves;
 * - original unknown → a tombstone under the original's id, so the late original moves nothing;
 * - original tombstoned or already rolled back → OK, nothing moves (idempotent);
 * - a bet → its stake back to the accounts it came from, even when its round paid a win (the
 *   win stays until its own rollback takes it back);
 * - a win → taken back from the accounts it went to, as far as they hold it; what the player
 *   already spent is booked as a receivable of the brand (`player_receivable`), never a
 *   negative balance (docs/wallet-protocol.md §6, beside the charge-back rule);
 * - the original's round totals reduced.
 */
export async function rollBack(call: WalletCall, action: RollbackAction): Promise<WalletActionRow> {
  const own = call.known.get(action.action_id);
  if (own) {
    const same =
      own.kind === 'rollback' &&
      own.originalActionId === action.original_action_id &&
      own.playerId === call.player.id &&
      own.currency === call.currency;
    if (!same) {
      throw refuse.conflict(`action ${action.action_id} was already processed with other content`);
    }
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
    throw refuse.conflict(`action ${action.original_action_id} belongs to another wallet`);
  }
  if (original.kind === 'rollback') throw refuse.conflict('a rollback cannot be rolled back');
  if (original.kind === 'tombstone' || original.rolledBack) {
    return record(call, action, {
      amount: 0,
      ledgerTransactionId: null,
      roundId: original.roundId,
    });
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

/**
 * The legs that undo the original: a bet's real and bonus parts back to the player's real and
 * bonus accounts; a win's parts taken from them, each as far as its balance goes, the rest
 * (money the player already spent) on the brand's `player_receivable`. The studio's side
 * (provider clearing) always gets the whole amount: the rollback is definitive for it.
 */
export function reversalLegs(
  call: Pick<WalletCall, 'player' | 'balance'>,
  original: Pick<WalletActionRow, 'kind' | 'amount' | 'bonusAmount'>,
): { legs: Leg[]; shortfall: number } {
  const playerId = call.player.id;
  const bonus = original.bonusAmount;
  const real = original.amount - bonus;
  if (original.kind === 'bet') {
    const legs: Leg[] = [{ account: { kind: 'provider_clearing' }, amount: -original.amount }];
    if (real > 0) legs.push({ account: { kind: 'player_real', playerId }, amount: real });
    if (bonus > 0) legs.push({ account: { kind: 'player_bonus', playerId }, amount: bonus });
    return { legs, shortfall: 0 };
  }
  const fromReal = Math.min(real, call.balance.realCents);
  const fromBonus = Math.min(bonus, call.balance.bonusCents);
  const shortfall = original.amount - fromReal - fromBonus;
  const legs: Leg[] = [{ account: { kind: 'provider_clearing' }, amount: original.amount }];
  if (fromReal > 0) legs.push({ account: { kind: 'player_real', playerId }, amount: -fromReal });
  if (fromBonus > 0) {
    legs.push({ account: { kind: 'player_bonus', playerId }, amount: -fromBonus });
  }
  if (shortfall > 0) legs.push({ account: { kind: 'player_receivable' }, amount: -shortfall });
  return { legs, shortfall };
}

/** Books the opposite movement of the original's; null when the original moved nothing. */
async function reverse(
  call: WalletCall,
  action: RollbackAction,
  original: WalletActionRow,
): Promise<number | null> {
  if (original.amount === 0) return null;
  const { legs, shortfall } = reversalLegs(call, original);
  const play = await rollbackPlayOf(call, action, original);
  const input: PostingInput & { play?: RollbackContext } = {
    reference: ledgerReference(call.studio, action.action_id),
    kind: 'rollback',
    currency: call.currency,
    now: call.now,
    metadata: {
      studio: call.studio,
      round: original.roundId,
      original: action.original_action_id,
      // The receivable names its debtor: with nothing left to take, the movement has no
      // player leg, so the ledger transaction itself names no player.
      ...(shortfall > 0 ? { receivable: { playerId: call.player.id, amount: shortfall } } : {}),
    },
    legs,
    ...(play ? { play } : {}),
  };
  const posted = await postTransaction(call.tx, input);
  if (posted.balance) call.balance = posted.balance;
  return posted.transactionId;
}

/**
 * The rollback event's `play` (contracts events.ts): the original's game, round and split, so
 * an engagement consumer undoes exactly what the original added. The game is the one the call
 * names (a round's rollback names its round's game); a game the catalog no longer knows leaves
 * the event without `play` rather than refusing a rollback the studio would retry for a day.
 */
async function rollbackPlayOf(
  call: WalletCall,
  action: RollbackAction,
  original: WalletActionRow,
): Promise<RollbackContext | undefined> {
  let game;
  try {
    game = await gameOf(call);
  } catch (error) {
    if (error instanceof WalletRefusal) return undefined;
    throw error;
  }
  return rollbackContextOf({
    studio: call.studio,
    actionId: action.action_id,
    game,
    roundFinished: call.finished,
    currency: call.currency,
    rates: call.rates,
    original,
  });
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
