import type { z } from 'zod';
import type { winActionSchema } from '@croupier/contracts/wallet-protocol';
import { planWin } from '@croupier/domain/bonus/stake-plan';
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
  // Split as the call's stakes were (stake-plan.ts): all real while no bonus is in play. A
  // round whose stakes came in an earlier call will read their split from the round once
  // gifts grant bonus money (wallet_actions keep each stake's bonus part).
  const plan = planWin({
    winCents: action.amount,
    realCents: call.balance.realCents,
    bonus: call.bonus,
    split: call.staked,
  });
  if (plan.conversion) {
    // Booking a conversion (bonus → real, the rest forfeited) comes with the gifts issue.
    throw new Error('bonus conversion is not booked before gifts grant bonus money');
  }
  const { toRealCents, toBonusCents } = plan;
  let booking = null;
  if (action.amount > 0) {
    const playerId = call.player.id;
    booking = cashOf(call).add({
      reference: ledgerReference(call.studio, action.action_id),
      kind: 'win',
      metadata: { studio: call.studio, round: call.roundId, game: game.identifier },
      legs: [
        { account: { kind: 'provider_clearing' }, amount: -action.amount },
        ...(toRealCents > 0
          ? [{ account: { kind: 'player_real', playerId } as const, amount: toRealCents }]
          : []),
        ...(toBonusCents > 0
          ? [{ account: { kind: 'player_bonus', playerId } as const, amount: toBonusCents }]
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
  call.bonus = plan.wallet.bonus;
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
      bonusAmount: toBonusCents,
      createdAt: call.now,
    },
    booking,
  );
  recordInRound(call, game.id, { betCents: 0, winCents: action.amount });
  await queueWinForFeed(call, game, action.amount);
  return row;
}
