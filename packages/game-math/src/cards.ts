import type { RandomSource } from './random.js';

/** A playing card, as the studio's client API shows it. */
export const RANKS = ['A', '2', '3', '4', '5', '6', '7', '8', '9', '10', 'J', 'Q', 'K'] as const;
export const SUITS = ['S', 'H', 'D', 'C'] as const;
export type Rank = (typeof RANKS)[number];
export type Suit = (typeof SUITS)[number];
export interface Card {
  rank: Rank;
  suit: Suit;
}

/** Card number 0..51 (rank-major) to a card. */
export function cardAt(index: number): Card {
  return { rank: RANKS[Math.floor(index / 4)] ?? 'A', suit: SUITS[index % 4] ?? 'S' };
}

/** A card from an infinite deck: each of the 52 equally likely on every draw. */
export function drawInfinite(rng: RandomSource): Card {
  return cardAt(rng.int(52));
}

/**
 * A shoe of `decks` full decks drawn without replacement. Kept as a count per card so a draw
 * is one random integer over the cards left.
 */
export function openShoe(decks: number) {
  const left = new Array<number>(52).fill(decks);
  let size = 52 * decks;
  return {
    draw(rng: RandomSource): Card {
      let pick = rng.int(size);
      for (let index = 0; index < 52; index += 1) {
        const count = left[index] ?? 0;
        if (pick < count) {
          left[index] = count - 1;
          size -= 1;
          return cardAt(index);
        }
        pick -= count;
      }
      throw new Error('the shoe is empty');
    },
  };
}
