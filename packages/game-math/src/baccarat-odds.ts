import { BACCARAT_DECKS, playCoup, type BaccaratSide } from './baccarat.js';
import type { Card, Rank } from './cards.js';
import { fraction, type Fraction } from './exact.js';

/**
 * Exact punto banco odds for the shoe `dealBaccarat` uses: every ordered deal of card values
 * from a full 8-deck shoe, weighted by how many cards of each value remain, played through the
 * real rules (`playCoup`). A coup that stops before the sixth card counts its unused draws as
 * free choices, so every deal is weighed over the same 416·415·…·411 sequences.
 */

const RANK_OF_VALUE: Rank[] = ['K', 'A', '2', '3', '4', '5', '6', '7', '8', '9'];
const cardOfValue = (value: number): Card => ({ rank: RANK_OF_VALUE[value] ?? 'K', suit: 'S' });

export interface BaccaratOdds {
  /** Probability of each outcome. */
  player: Fraction;
  banker: Fraction;
  tie: Fraction;
  /** Paid back per unit staked: banker 1.95 on a win (commission exact), stake back on a tie. */
  bankerRtp: Fraction;
  playerRtp: Fraction;
  tieRtp: Fraction;
}

export function baccaratOdds(): BaccaratOdds {
  const left = [16, 4, 4, 4, 4, 4, 4, 4, 4, 4].map((perDeck) => perDeck * BACCARAT_DECKS);
  let size = 52 * BACCARAT_DECKS;
  // Counts stay below 2^53 (416·415·…·411 ≈ 5.0e15), so plain numbers are exact here.
  const outcomes: Record<BaccaratSide, number> = { player: 0, banker: 0, tie: 0 };
  const unusedDraws = (drawn: number) => {
    let weight = 1;
    for (let k = 0; k < 6 - drawn; k += 1) weight *= size - k;
    return weight;
  };
  const deal = (values: number[], weight: number): void => {
    if (values.length >= 4) {
      let extra = 4;
      let needsMore = false;
      const coup = playCoup(
        [
          cardOfValue(values[0] ?? 0),
          cardOfValue(values[1] ?? 0),
          cardOfValue(values[2] ?? 0),
          cardOfValue(values[3] ?? 0),
        ],
        () => {
          const value = values[extra];
          extra += 1;
          if (value === undefined) needsMore = true;
          return cardOfValue(value ?? 0);
        },
      );
      if (!needsMore) {
        outcomes[coup.winner] += weight * unusedDraws(values.length);
        return;
      }
    }
    for (let value = 0; value <= 9; value += 1) {
      const count = left[value] ?? 0;
      if (count === 0) continue;
      left[value] = count - 1;
      size -= 1;
      deal([...values, value], weight * count);
      left[value] = count;
      size += 1;
    }
  };
  deal([], 1);
  const total = BigInt(outcomes.player + outcomes.banker + outcomes.tie);
  const [player, banker, tie] = [outcomes.player, outcomes.banker, outcomes.tie].map(BigInt) as [
    bigint,
    bigint,
    bigint,
  ];
  return {
    player: fraction(player, total),
    banker: fraction(banker, total),
    tie: fraction(tie, total),
    bankerRtp: fraction(banker * 39n + tie * 20n, total * 20n),
    playerRtp: fraction(player * 2n + tie, total),
    tieRtp: fraction(tie * 9n, total),
  };
}
