import type { z } from 'zod';
import type { betActionSchema } from '@croupier/contracts/wallet-protocol';
import { planStake } from '@croupier/domain/bonus/stake-plan';
import { AppError } from '../../lib/app-error.js';
import { brandService } from '../brand/brand.service.js';
import { isRestrictedCountry } from '../geo/geo.service.js';
import { playBlock, readBetLimits } from '../limits/limit-check.js';
import { isGameSessionOpen, type WalletActionRow } from './wallet.repository.js';
import {
  cashOf,
  gameOf,
  ledgerReference,
  recordLater,
  stakeableBalance,
  type WalletCall,
} from './wallet-call.js';
import { stakeGameOf } from './bonus-in-play.js';
import { answerKnownAction } from './known-action.js';
import { playContextOf } from './play-context.js';
import { recordInRound } from './round-totals.js';
import { refuse } from './wallet-refusal.js';
import { jackpotRuleOf } from '../jackpots/jackpot-config.js';
import { feedOf } from '../jackpots/jackpot-play.service.js';

type BetAction = z.infer<typeof betActionSchema>;

/**
 * A stake (DESIGN.md §6). A known action id is a replay or a conflict; a new bet passes every
 * check in the protocol's order, then the stake plan (packages/domain bonus/stake-plan.ts)
 * answers its legs — real money first, then the bonus in play, the max bet while wagering —
 * and they move to provider clearing with the bet's `play` context on its event.
 */
export async function placeBet(call: WalletCall, action: BetAction): Promise<WalletActionRow> {
  const known = answerKnownAction(call, action.action_id, 'bet', action.amount);
  if (known) return known;

  const game = await gameOf(call);
  if (!game.enabled) throw refuse.gameForbidden();
  if (!game.offeredInCurrency) throw refuse.gameNotInCurrency();
  if (call.sessionId !== undefined) {
    call.sessionOpen ??= await isGameSessionOpen(call.tx, {
      sessionId: call.sessionId,
      playerId: call.player.id,
      gameId: game.id,
      now: call.now,
    });
    if (!call.sessionOpen) throw refuse.invalidPlayer('the game session is over');
  }
  await assertMayBet(call);
  const max = game.betLimits[call.currency]?.max;
  if (max !== undefined && action.amount > max) throw refuse.maxBet();
  await assertWithinLimits(call, action.amount);
  if (call.freespins) return placeFreeSpin(call, action, game.id);
  // The one stake plan decides the legs (stake-plan.ts): real money first, then the bonus in
  // play in this game's category.
  const stakeGame = stakeGameOf(game, call.gift);
  // A game that feeds no jackpot costs a map lookup (jackpot-config.ts).
  const jackpot = call.jackpots ? jackpotRuleOf(call.jackpots, game, call.currency) : null;
  const plan = planStake({
    stakeCents: action.amount,
    realCents: call.balance.realCents,
    bonus: call.bonus,
    game: stakeGame,
    jackpot: jackpot ? { contributionBasisPoints: jackpot.totalBasisPoints } : null,
  });
  if (!plan.ok) {
    if (plan.reason === 'max_bet') throw refuse.maxBet();
    throw refuse.notEnoughFunds(stakeableBalance(call, call.balanceBefore));
  }
  const { fromRealCents, fromBonusCents, jackpotCents } = plan.legs;
  call.bonus = plan.wallet.bonus;
  // The bet counts for the gift in play when the bonus plays in this game (even all real: it
  // counted toward the wagering), so a rollback knows what to undo.
  const giftId =
    call.gift && call.bonus?.status === 'active' && stakeGame.bonusEligible && action.amount > 0
      ? call.gift.id
      : null;
  if (fromBonusCents > 0) call.stakedGiftId = giftId;
  call.staked = {
    fromRealCents: call.staked.fromRealCents + fromRealCents,
    fromBonusCents: call.staked.fromBonusCents + fromBonusCents,
  };

  let booking = null;
  if (action.amount > 0) {
    const playerId = call.player.id;
    booking = cashOf(call).add({
      reference: ledgerReference(call.studio, action.action_id),
      kind: 'bet',
      metadata: { studio: call.studio, round: call.roundId, game: game.identifier },
      legs: [
        ...(fromRealCents > 0
          ? [{ account: { kind: 'player_real', playerId } as const, amount: -fromRealCents }]
          : []),
        ...(fromBonusCents > 0
          ? [{ account: { kind: 'player_bonus', playerId } as const, amount: -fromBonusCents }]
          : []),
        { account: { kind: 'provider_clearing' }, amount: action.amount - jackpotCents },
        // The brand's share of the stake that feeds the jackpot (docs/jackpots.md).
        ...(jackpotCents > 0
          ? [{ account: { kind: 'jackpot_pool' } as const, amount: jackpotCents }]
          : []),
      ],
      play: playContextOf({
        studio: call.studio,
        actionId: action.action_id,
        game,
        round: call.roundId,
        roundFinished: call.finished,
        currency: call.currency,
        split: { realCents: fromRealCents, bonusCents: fromBonusCents },
        rates: call.rates,
      }),
    });
    call.balance = booking.balance;
    call.moved.bet = (call.moved.bet ?? 0) - action.amount;
    if (jackpot && jackpotCents > 0) {
      (call.jackpotFeeds ??= []).push(
        feedOf(jackpot, jackpotCents, {
          actionId: action.action_id,
          roundId: call.roundId,
          game: game.identifier,
          stakeCents: action.amount,
        }),
      );
    }
  }
  const row = recordLater(
    call,
    {
      studio: call.studio,
      actionId: action.action_id,
      kind: 'bet',
      playerId: call.player.id,
      roundId: call.roundId,
      currency: call.currency,
      amount: action.amount,
      bonusAmount: fromBonusCents,
      giftId,
      createdAt: call.now,
    },
    booking,
  );
  recordInRound(call, game.id, { betCents: action.amount, winCents: 0 });
  return row;
}

/**
 * A free spin (`freespin_issue_id`): the studio stakes 0 and the spin comes out of the gift's
 * `freespins_left`; any other stake, or a spin with none left, is refused (the batch rolls back).
 */
function placeFreeSpin(call: WalletCall, action: BetAction, gameId: number): WalletActionRow {
  const spins = call.freespins;
  if (!spins) throw new Error('not a free-spin call');
  if (action.amount !== 0) throw refuse.badRequest('a free spin stakes 0');
  if (spins.left <= 0) throw refuse.badRequest('no free spins left on this issue');
  spins.left -= 1;
  spins.played = true;
  const row = recordLater(
    call,
    {
      studio: call.studio,
      actionId: action.action_id,
      kind: 'bet',
      playerId: call.player.id,
      roundId: call.roundId,
      currency: call.currency,
      amount: 0,
      bonusAmount: 0,
      giftId: spins.id,
      createdAt: call.now,
    },
    null,
  );
  recordInRound(call, gameId, { betCents: 0, winCents: 0 });
  return row;
}

/** Blocked, self-excluded, cooling off (110) or from a country the brand keeps out (153). */
async function assertMayBet(call: WalletCall): Promise<void> {
  if (call.player.disabledAt !== null) throw refuse.playerDisabled();
  call.blocked ??= (await playBlock(call.tx, call.player.id, call.now)) !== null;
  if (call.blocked) throw refuse.playerDisabled();
  const country = call.player.country;
  if (country) {
    const { config } = await brandService(call.deps).get();
    if (isRestrictedCountry(config, country)) throw refuse.countryBlocked();
  }
}

/**
 * The responsible-gaming limits, checked under the player's money lock (RG-04): each window's
 * booked sum is read once per call, before its movements are written, and the call's own
 * stakes and wins so far are added in memory (`call.moved`).
 */
async function assertWithinLimits(call: WalletCall, amountCents: number): Promise<void> {
  try {
    call.limits ??= await readBetLimits(call.tx, call.deps, {
      playerId: call.player.id,
      currency: call.currency,
      now: call.now,
    });
    call.limits.assertStake(amountCents, call.moved);
  } catch (error) {
    if (error instanceof AppError && error.code === 'limit_reached') throw refuse.betLimit();
    if (error instanceof AppError && error.code === 'blocked_by_exclusion') {
      throw refuse.playerDisabled();
    }
    throw error;
  }
}
