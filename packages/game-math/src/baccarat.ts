import { openShoe, type Card } from './cards.js';
import type { RandomSource } from './random.js';

/**
 * Punto banco. Each coup is dealt from a freshly shuffled 8-deck shoe (416 cards, without
 * replacement inside the coup): the same odds as the classic combinatorial analysis of a full
 * shoe, and no state to keep between rounds. Banker bet house edge 1.06 % (RTP 98.94 %, the
 * figure PRESET_RTP_BP publishes; baccarat.test.ts recomputes it exactly), player bet 1.24 %.
 */

export const BACCARAT_DECKS = 8;

export type BaccaratSide = 'player' | 'banker' | 'tie';

export interface BaccaratCoup {
  player: Card[];
  banker: Card[];
  playerTotal: number;
  bankerTotal: number;
  winner: BaccaratSide;
}

/** Baccarat value: aces 1, 2–9 face value, tens and pictures 0. */
export function baccaratValue(card: Card): number {
  if (card.rank === 'A') return 1;
  const face = Number(card.rank);
  return face >= 2 && face <= 9 ? face : 0;
}

const total = (cards: readonly Card[]) =>
  cards.reduce((sum, card) => sum + baccaratValue(card), 0) % 10;

/** The banker's tableau once the player has drawn a third card worth `playerThird`. */
export function bankerDraws(bankerTotal: number, playerThird: number | null): boolean {
  if (playerThird === null) return bankerTotal <= 5;
  switch (bankerTotal) {
    case 0:
    case 1:
    case 2:
      return true;
    case 3:
      return playerThird !== 8;
    case 4:
      return playerThird >= 2 && playerThird <= 7;
    case 5:
      return playerThird >= 4 && playerThird <= 7;
    case 6:
      return playerThird === 6 || playerThird === 7;
    default:
      return false;
  }
}

/** Plays out a coup from the first four cards and a source of further cards. */
export function playCoup(first: readonly [Card, Card, Card, Card], next: () => Card): BaccaratCoup {
  const [p1, b1, p2, b2] = first;
  const player = [p1, p2];
  const banker = [b1, b2];
  const natural = total(player) >= 8 || total(banker) >= 8;
  if (!natural) {
    let playerThird: number | null = null;
    if (total(player) <= 5) {
      const card = next();
      player.push(card);
      playerThird = baccaratValue(card);
    }
    if (bankerDraws(total(banker), playerThird)) banker.push(next());
  }
  const playerTotal = total(player);
  const bankerTotal = total(banker);
  const winner =
    playerTotal > bankerTotal ? 'player' : bankerTotal > playerTotal ? 'banker' : 'tie';
  return { player, banker, playerTotal, bankerTotal, winner };
}

/** Deals one coup from a fresh 8-deck shoe (player, banker, player, banker, then draws). */
export function dealBaccarat(rng: RandomSource): BaccaratCoup {
  const shoe = openShoe(BACCARAT_DECKS);
  const draw = () => shoe.draw(rng);
  return playCoup([draw(), draw(), draw(), draw()], draw);
}

export interface BaccaratBet {
  on: BaccaratSide;
  amount: number;
}

export class BaccaratBetError extends Error {
  constructor(
    readonly betIndex: number,
    readonly field: 'on' | 'amount',
    message: string,
  ) {
    super(`bet ${betIndex + 1}: ${message}`);
    this.name = 'BaccaratBetError';
  }
}

/**
 * What a bet pays back (stake included). Player 1:1; banker 0.95:1, the 5 % commission
 * rounded in the house's favour: profit = floor(amount × 19 / 20), so a 10-unit banker bet
 * returns 19; tie 8:1; player and banker bets are returned on a tie.
 */
export function baccaratPayout(bet: BaccaratBet, winner: BaccaratSide): number {
  if (bet.on === 'tie') return winner === 'tie' ? bet.amount * 9 : 0;
  if (winner === 'tie') return bet.amount;
  if (bet.on !== winner) return 0;
  return bet.on === 'player' ? bet.amount * 2 : bet.amount + Math.floor((bet.amount * 19) / 20);
}

export interface BaccaratSettlement {
  bet: number;
  win: number;
  payouts: number[];
}

/** Validates the bets (throwing {@link BaccaratBetError}) and pays them on the coup. */
export function settleBaccarat(
  bets: readonly BaccaratBet[],
  coup: Pick<BaccaratCoup, 'winner'>,
): BaccaratSettlement {
  bets.forEach((bet, index) => {
    if (bet.on !== 'player' && bet.on !== 'banker' && bet.on !== 'tie') {
      throw new BaccaratBetError(index, 'on', 'bet on player, banker or tie');
    }
    if (!Number.isSafeInteger(bet.amount) || bet.amount <= 0) {
      throw new BaccaratBetError(index, 'amount', 'the amount must be a positive integer');
    }
  });
  const payouts = bets.map((bet) => baccaratPayout(bet, coup.winner));
  return {
    bet: bets.reduce((sum, bet) => sum + bet.amount, 0),
    win: payouts.reduce((sum, payout) => sum + payout, 0),
    payouts,
  };
}
