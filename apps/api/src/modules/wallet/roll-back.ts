import type { z } from 'zod';
import type { rollbackActionSchema } from '@croupier/contracts/wallet-protocol';
import { stakeGameFor } from '@croupier/domain/bonus/stake-plan';
import { jackpotContributionOf } from '../jackpots/jackpot-play.service.js';
import { postTransaction, type Leg, type PostingInput } from '../ledger/ledger.service.js';
import { lockGift, updateGift, type GiftOfAction } from './gift-wallet.repository.js';
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
  // The pool was paid and reseeded at once; a jackpot win is final (wallet-protocol.md §14).
  if (original.kind === 'jackpot_win') throw refuse.conflict('a jackpot win cannot be rolled back');
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
 * (provider clearing) always gets the whole amount it moved: the rollback is definitive for
 * it; a bet's jackpot part (`jackpotCents`) never reached the studio and comes from the house.
 */
export function reversalLegs(
  call: Pick<WalletCall, 'player' | 'balance'>,
  original: Pick<WalletActionRow, 'kind' | 'amount' | 'bonusAmount'>,
  bonusAccount: 'player_bonus' | 'promotions' | 'bonus_liability' = 'player_bonus',
  jackpotCents = 0,
): { legs: Leg[]; shortfall: number } {
  const playerId = call.player.id;
  const bonus = original.bonusAmount;
  const real = original.amount - bonus;
  if (original.kind === 'bet') {
    // The bet sent its jackpot part to the pools, not to the studio: the studio gives back what
    // it got, and the house the part the pools keep.
    const legs: Leg[] = [
      { account: { kind: 'provider_clearing' }, amount: -(original.amount - jackpotCents) },
    ];
    if (jackpotCents > 0) legs.push({ account: { kind: 'house' }, amount: -jackpotCents });
    if (real > 0) legs.push({ account: { kind: 'player_real', playerId }, amount: real });
    if (bonus > 0) legs.push({ account: { kind: 'player_bonus', playerId }, amount: bonus });
    return { legs, shortfall: 0 };
  }
  const fromReal = Math.min(real, call.balance.realCents);
  // A brand account (promotions, bonus liability) gives back the whole bonus part.
  const fromBonus =
    bonusAccount === 'player_bonus' ? Math.min(bonus, call.balance.bonusCents) : bonus;
  const shortfall = original.amount - fromReal - fromBonus;
  const legs: Leg[] = [{ account: { kind: 'provider_clearing' }, amount: original.amount }];
  if (fromReal > 0) legs.push({ account: { kind: 'player_real', playerId }, amount: -fromReal });
  if (fromBonus > 0) {
    legs.push(
      bonusAccount === 'player_bonus'
        ? { account: { kind: 'player_bonus', playerId }, amount: -fromBonus }
        : { account: { kind: bonusAccount }, amount: -fromBonus },
    );
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
  const gift =
    original.giftId === null ? null : await lockGift(call.tx, call.player.id, original.giftId);
  if (gift?.stage === 'activated' && original.kind === 'bet') {
    // A free spin rolled back: the spin is the player's again.
    await updateGift(call.tx, call.now, gift.id, { freespinsLeft: gift.freespinsLeft + 1 });
  }
  if (original.amount === 0) return null;
  const undo = giftUndo(gift, original);
  const jackpotCents =
    original.kind === 'bet'
      ? await jackpotContributionOf(call.tx, { studio: call.studio, actionId: original.actionId })
      : 0;
  const { legs, shortfall } = reversalLegs(call, original, undo.bonusAccount, jackpotCents);
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
  await applyGiftUndo(call, action, original, gift, undo, legs);
  return posted.transactionId;
}

/**
 * Where the bonus part of a rolled-back action goes or comes from (the rule, RELIABILITY WI-13):
 * - its gift still being wagered (`handle_bets`): `player_bonus`, and the gift's figures undo
 *   the action (a bet's bonus part back and its counted wagering off; a win's bonus part off);
 * - a free-spins gift still in play (`activated`): a win comes back out of `bonus_liability`
 *   and off the gift's winnings;
 * - its gift ended (converted, lost, canceled, expired...): `promotions` — a bet's bonus part
 *   is returned to the player's bonus account and forfeited at once (`bonus_forfeit`, the
 *   money was the brand's promotion), a win's bonus part is taken back from promotions (where
 *   the gift's end sent what was left of it). Bonus money never lands in real money.
 */
interface GiftUndo {
  bonusAccount: 'player_bonus' | 'promotions' | 'bonus_liability';
  live: boolean;
}

function giftUndo(gift: GiftOfAction | null, original: WalletActionRow): GiftUndo {
  if (!gift || original.bonusAmount === 0) {
    return { bonusAccount: 'player_bonus', live: gift?.stage === 'handle_bets' };
  }
  if (gift.stage === 'handle_bets') return { bonusAccount: 'player_bonus', live: true };
  if (gift.stage === 'activated' && original.kind === 'win') {
    return { bonusAccount: 'bonus_liability', live: true };
  }
  return { bonusAccount: original.kind === 'bet' ? 'player_bonus' : 'promotions', live: false };
}

async function applyGiftUndo(
  call: WalletCall,
  action: RollbackAction,
  original: WalletActionRow,
  gift: GiftOfAction | null,
  undo: GiftUndo,
  legs: readonly Leg[],
): Promise<void> {
  if (!gift) return;
  const playerId = call.player.id;
  const bonusLeg =
    legs.find((leg) => 'playerId' in leg.account && leg.account.kind === 'player_bonus')?.amount ??
    0;
  if (undo.bonusAccount === 'bonus_liability') {
    await updateGift(call.tx, call.now, gift.id, {
      amountCents: Math.max(0, gift.amountCents - original.amount),
    });
    return;
  }
  if (undo.live) {
    if (original.kind === 'bet') {
      let game: Awaited<ReturnType<typeof gameOf>> | null = null;
      try {
        game = await gameOf(call);
      } catch (error) {
        if (!(error instanceof WalletRefusal)) throw error;
      }
      const counted = Math.floor(
        (original.amount *
          stakeGameFor(gift.contributions, game?.categories ?? []).contributionPercent) /
          100,
      );
      await updateGift(call.tx, call.now, gift.id, {
        bonusCents: gift.bonusCents + bonusLeg,
        wageredCents: Math.max(0, gift.wageredCents - counted),
      });
    } else if (bonusLeg !== 0) {
      await updateGift(call.tx, call.now, gift.id, {
        bonusCents: Math.max(0, gift.bonusCents + bonusLeg),
      });
    }
    return;
  }
  if (original.kind === 'bet' && bonusLeg > 0) {
    // The gift ended: the bonus part goes back to the promotion it came from.
    const forfeited = await postTransaction(call.tx, {
      reference: `${ledgerReference(call.studio, action.action_id)}:forfeit`,
      kind: 'bonus_forfeit',
      currency: call.currency,
      now: call.now,
      metadata: { gift: gift.id, original: action.original_action_id },
      legs: [
        { account: { kind: 'player_bonus', playerId }, amount: -bonusLeg },
        { account: { kind: 'promotions' }, amount: bonusLeg },
      ],
    });
    if (forfeited.balance) call.balance = forfeited.balance;
  }
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
