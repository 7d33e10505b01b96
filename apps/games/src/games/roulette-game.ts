import {
  RouletteBetError,
  settleRoulette,
  spinRoulette,
  validateRouletteBet,
  type RouletteBet,
} from '@croupier/game-math/roulette';
import type { RandomSource } from '@croupier/game-math/random';
import { StudioError } from '../lib/studio-error.js';
import type { RouletteBetView } from '../shared/client-api.js';

/** Checks the bets' shapes on the layout before anything is drawn; answers the total stake. */
export function checkRouletteBets(bets: readonly RouletteBetView[]): number {
  let total = 0;
  bets.forEach((bet, index) => {
    if (bet.amount <= 0) throw new StudioError('invalid_bet', `bets.${index}: amount must be > 0`);
    try {
      validateRouletteBet(bet as RouletteBet, index);
    } catch (error) {
      if (error instanceof RouletteBetError) {
        throw new StudioError('invalid_bet', `bets.${index}: ${error.message}`);
      }
      throw error;
    }
    total += bet.amount;
  });
  return total;
}

export interface DecidedRoulette {
  number: number;
  color: 'red' | 'black' | 'green';
  bet: number;
  win: number;
  summary: string;
  outcome: { number: number; bets: readonly RouletteBetView[]; payouts: number[] };
}

/** Pays the bets on a number (drawn here unless a live table drew it for everyone). */
export function settleRouletteBets(
  bets: readonly RouletteBetView[],
  random: RandomSource,
  drawn?: number,
): DecidedRoulette {
  const number = drawn ?? spinRoulette(random);
  const settlement = settleRoulette(bets as readonly RouletteBet[], number);
  return {
    number,
    color: settlement.color,
    bet: settlement.bet,
    win: settlement.win,
    summary: `${number} ${settlement.color}`,
    outcome: { number, bets, payouts: settlement.payouts },
  };
}
