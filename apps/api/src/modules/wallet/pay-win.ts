import type { z } from 'zod';
import type { winActionSchema } from '@croupier/contracts/wallet-protocol';
import { bonusShareOfWin } from '@croupier/domain/bonus/wagering';
import { postTransaction } from '../ledger/post-transaction.js';
import type { WalletActionRow } from './wallet.repository.js';
import { cashOf, gameOf, ledgerReference, recordLater, type WalletCall } from './wallet-call.js';
import { answerKnownAction } from './known-action.js';
import { playContextOf } from './play-context.js';
import { recordInRound } from './round-totals.js';
import { queueWinForFeed } from './wins-feed.js';

type WinAction = z.infer<typeof winActionSchema>;

/**
 * A win is owed whatever happened since the stake (WI-06): no session, exclusion, limit or
 * game-enabled check, so it is credited late, after logout, after the session expired and
 * during a self-exclusion. A win of 0 books nothing but is recorded (it closes many rounds).
 */
export async function payWin(call: WalletCall, action: WinAction): Promise<WalletActionRow> {
  const known = answerKnownAction(call, action.action_id, 'win', action.amount);
  if (known) return known;

  const game = await gameOf(call);
  if (call.freespins) return payFreeSpinWin(call, action, game);
  const { toRealCents, toBonusCents, toPromotionsCents, giftId } = winSplit(call, action.amount);
  let booking = null;
  let brandOnlyTransactionId: number | null = null;
  if (action.amount > 0 && toRealCents === 0 && toBonusCents === 0) {
    // All of it forfeited (stakes of an ended gift): no player leg, booked at once.
    const posted = await postTransaction(call.tx, {
      reference: ledgerReference(call.studio, action.action_id),
      kind: 'win',
      currency: call.currency,
      now: call.now,
      metadata: {
        studio: call.studio,
        round: call.roundId,
        game: game.identifier,
        forfeited: toPromotionsCents,
      },
      legs: [
        { account: { kind: 'provider_clearing' }, amount: -action.amount },
        { account: { kind: 'promotions' }, amount: action.amount },
      ],
    });
    brandOnlyTransactionId = posted.transactionId;
    call.moved.win = (call.moved.win ?? 0) + action.amount;
  } else if (action.amount > 0) {
    const playerId = call.player.id;
    booking = cashOf(call).add({
      reference: ledgerReference(call.studio, action.action_id),
      kind: 'win',
      metadata: {
        studio: call.studio,
        round: call.roundId,
        game: game.identifier,
        ...(toPromotionsCents > 0 ? { forfeited: toPromotionsCents } : {}),
      },
      legs: [
        { account: { kind: 'provider_clearing' }, amount: -action.amount },
        ...(toRealCents > 0
          ? [{ account: { kind: 'player_real', playerId } as const, amount: toRealCents }]
          : []),
        ...(toBonusCents > 0
          ? [{ account: { kind: 'player_bonus', playerId } as const, amount: toBonusCents }]
          : []),
        ...(toPromotionsCents > 0
          ? [{ account: { kind: 'promotions' } as const, amount: toPromotionsCents }]
          : []),
      ],
      play: playContextOf({
        studio: call.studio,
        actionId: action.action_id,
        game,
        round: call.roundId,
        roundFinished: call.finished,
        currency: call.currency,
        split: { realCents: toRealCents, bonusCents: toBonusCents },
        rates: call.rates,
      }),
    });
    call.balance = booking.balance;
    call.moved.win = (call.moved.win ?? 0) + action.amount;
  }
  if (toBonusCents > 0 && call.bonus) {
    call.bonus = { ...call.bonus, bonusCents: call.bonus.bonusCents + toBonusCents };
  }
  const row = recordLater(
    call,
    {
      studio: call.studio,
      actionId: action.action_id,
      kind: 'win',
      playerId: call.player.id,
      roundId: call.roundId,
      currency: call.currency,
      amount: action.amount,
      bonusAmount: toBonusCents + toPromotionsCents,
      giftId,
      createdAt: call.now,
    },
    booking,
  );
  if (brandOnlyTransactionId !== null) row.ledgerTransactionId = brandOnlyTransactionId;
  recordInRound(call, game.id, { betCents: 0, winCents: action.amount });
  await queueWinForFeed(call, game, action.amount);
  return row;
}

/**
 * A win split as its round's stakes were (wagering.ts `bonusShareOfWin`): the round's stakes
 * from earlier calls (their rows' `bonus_amount` and `gift_id`) and this call's. The bonus
 * share of stakes of the gift in play goes back to `player_bonus`; the share of stakes of a
 * gift that has ended since (converted, lost, forfeited) goes to `promotions`, as the forfeit of
 * that gift would have: bonus money never reaches real money but by a conversion.
 */
function winSplit(
  call: WalletCall,
  winCents: number,
): { toRealCents: number; toBonusCents: number; toPromotionsCents: number; giftId: number | null } {
  const byGift = new Map<number, number>();
  let stake = call.staked.fromRealCents + call.staked.fromBonusCents;
  for (const earlier of call.roundStakes ?? []) {
    stake += earlier.betCents;
    if (earlier.giftId !== null && earlier.bonusCents > 0) {
      byGift.set(earlier.giftId, (byGift.get(earlier.giftId) ?? 0) + earlier.bonusCents);
    }
  }
  if (call.stakedGiftId !== null && call.staked.fromBonusCents > 0) {
    const id = call.stakedGiftId;
    byGift.set(id, (byGift.get(id) ?? 0) + call.staked.fromBonusCents);
  }
  let toBonusCents = 0;
  let toPromotionsCents = 0;
  let giftId: number | null = null;
  const live = call.gift && call.bonus?.status === 'active' ? call.gift.id : null;
  for (const [id, bonusCents] of byGift) {
    const share = bonusShareOfWin(winCents, {
      fromRealCents: stake - bonusCents,
      fromBonusCents: bonusCents,
    });
    if (share <= 0) continue;
    if (id === live) {
      toBonusCents += share;
      giftId = id;
    } else {
      toPromotionsCents += share;
      giftId ??= id;
    }
  }
  return {
    toRealCents: winCents - toBonusCents - toPromotionsCents,
    toBonusCents,
    toPromotionsCents,
    giftId,
  };
}

/**
 * A free spin's win: held for the gift in the brand's `bonus_liability` (provider_clearing →
 * bonus_liability) and added to the gift's `amount_cents`; the gifts module turns the total
 * into bonus money to wager when the spins end.
 */
async function payFreeSpinWin(
  call: WalletCall,
  action: WinAction,
  game: Awaited<ReturnType<typeof gameOf>>,
): Promise<WalletActionRow> {
  const spins = call.freespins;
  if (!spins) throw new Error('not a free-spin call');
  spins.played = true;
  // A movement with no player leg: booked at once, not in the call's player batch.
  let ledgerTransactionId: number | null = null;
  if (action.amount > 0) {
    spins.amountCents += action.amount;
    const posted = await postTransaction(call.tx, {
      reference: ledgerReference(call.studio, action.action_id),
      kind: 'win',
      currency: call.currency,
      now: call.now,
      metadata: { studio: call.studio, round: call.roundId, game: game.identifier, gift: spins.id },
      legs: [
        { account: { kind: 'provider_clearing' }, amount: -action.amount },
        { account: { kind: 'bonus_liability' }, amount: action.amount },
      ],
    });
    ledgerTransactionId = posted.transactionId;
    call.moved.win = (call.moved.win ?? 0) + action.amount;
  }
  const row = recordLater(
    call,
    {
      studio: call.studio,
      actionId: action.action_id,
      kind: 'win',
      playerId: call.player.id,
      roundId: call.roundId,
      currency: call.currency,
      amount: action.amount,
      bonusAmount: action.amount,
      giftId: spins.id,
      createdAt: call.now,
    },
    null,
  );
  row.ledgerTransactionId = ledgerTransactionId;
  recordInRound(call, game.id, { betCents: 0, winCents: action.amount });
  return row;
}
