import type { z } from 'zod';
import type { jackpotWinActionSchema } from '@croupier/contracts/wallet-protocol';
import { eurCentsOf } from '../ledger/eur-rates.js';
import { recordJackpotWin, takeJackpotPool } from '../jackpots/jackpot-play.service.js';
import type { WalletActionRow } from './wallet.repository.js';
import { cashOf, gameOf, ledgerReference, recordLater, type WalletCall } from './wallet-call.js';
import { playContextOf } from './play-context.js';
import { recordInRound } from './round-totals.js';
import { refuse } from './wallet-refusal.js';

type JackpotWinAction = z.infer<typeof jackpotWinActionSchema>;

/**
 * `jackpot_win` (docs/wallet-protocol.md §14): the studio's drop rule decided that a level of a
 * jackpot the round fed drops. The wallet pays the level's whole pool in the call's currency to
 * the player's real money and reseeds it from the house, in one movement (jackpot_pool → player,
 * house → jackpot_pool), under the pool's row lock. Like a win it passes no player check
 * (WI-06). A replay answers its first `tx_id` and amount; the same id for anything else is 409.
 */
export async function payJackpotWin(
  call: WalletCall,
  action: JackpotWinAction,
): Promise<WalletActionRow> {
  const known = call.known.get(action.action_id);
  if (known) {
    const same =
      known.kind === 'jackpot_win' &&
      known.playerId === call.player.id &&
      known.currency === call.currency &&
      known.roundId === call.roundId;
    if (!same)
      throw refuse.conflict(`action ${action.action_id} was already processed with other content`);
    return known;
  }
  const game = await gameOf(call);
  if (!call.jackpots) throw refuse.badRequest('no jackpot in this currency');
  const taken = await takeJackpotPool(call.tx, call.jackpots, {
    jackpot: action.jackpot,
    level: action.level,
    currency: call.currency,
    studio: call.studio,
    roundId: call.roundId,
    playerId: call.player.id,
    fedNow: (call.jackpotFeeds ?? []).some(
      (feed) => feed.rule.jackpot.identifier === action.jackpot,
    ),
    now: call.now,
  });
  if (!taken.ok) {
    throw refuse.badRequest(
      taken.reason === 'unknown_pool'
        ? `no jackpot ${action.jackpot} ${action.level} in ${call.currency}`
        : `round ${call.roundId} did not feed jackpot ${action.jackpot}`,
    );
  }
  const playerId = call.player.id;
  const { paidCents, seedCents } = taken;
  const poolDelta = seedCents - paidCents;
  const booking = cashOf(call).add({
    reference: ledgerReference(call.studio, action.action_id),
    kind: 'win',
    metadata: {
      studio: call.studio,
      round: call.roundId,
      game: game.identifier,
      jackpot: action.jackpot,
      level: action.level,
      reseeded: seedCents,
    },
    legs: [
      ...(poolDelta !== 0
        ? [{ account: { kind: 'jackpot_pool' } as const, amount: poolDelta }]
        : []),
      { account: { kind: 'house' }, amount: -seedCents },
      { account: { kind: 'player_real', playerId }, amount: paidCents },
    ],
    play: playContextOf({
      studio: call.studio,
      actionId: action.action_id,
      game,
      round: call.roundId,
      roundFinished: call.finished,
      currency: call.currency,
      split: { realCents: paidCents, bonusCents: 0 },
      rates: call.rates,
    }),
  });
  call.balance = booking.balance;
  call.moved.win = (call.moved.win ?? 0) + paidCents;
  await recordJackpotWin(call.tx, {
    poolId: taken.poolId,
    playerId,
    studio: call.studio,
    actionId: action.action_id,
    roundId: call.roundId,
    game: game.identifier,
    currency: call.currency,
    amountCents: paidCents,
    eurCents: eurCentsOf(call.rates, call.currency, paidCents) ?? 0,
    generation: taken.generation,
    jackpot: action.jackpot,
    level: action.level,
    levelName: taken.levelName,
    now: call.now,
  });
  const row = recordLater(
    call,
    {
      studio: call.studio,
      actionId: action.action_id,
      kind: 'jackpot_win',
      playerId,
      roundId: call.roundId,
      currency: call.currency,
      amount: paidCents,
      bonusAmount: 0,
      giftId: null,
      createdAt: call.now,
    },
    booking,
  );
  recordInRound(call, game.id, { betCents: 0, winCents: paidCents });
  return row;
}
