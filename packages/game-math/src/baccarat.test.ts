import { describe, expect, it } from 'vitest';
import {
  BACCARAT_DECKS,
  BaccaratBetError,
  bankerDraws,
  dealBaccarat,
  playCoup,
  settleBaccarat,
  type BaccaratSide,
} from './baccarat.js';
import type { Card, Rank } from './cards.js';
import { fraction, roundTo } from './exact.js';
import { PRESET_RTP_BP } from './presets.js';
import { seededRandom } from './random.js';

const RANK_OF_VALUE: Rank[] = ['K', 'A', '2', '3', '4', '5', '6', '7', '8', '9'];
const card = (value: number): Card => ({ rank: RANK_OF_VALUE[value] ?? 'K', suit: 'H' });

/** Deals player, banker, player, banker, then `draws` in order. */
function coup(p1: number, b1: number, p2: number, b2: number, draws: number[] = []) {
  const queue = draws.map(card);
  return playCoup([card(p1), card(b1), card(p2), card(b2)], () => {
    const next = queue.shift();
    if (!next) throw new Error('the coup drew a card the test did not expect');
    return next;
  });
}

describe('baccarat third-card rules', () => {
  it('stands on a natural on either side', () => {
    const natural = coup(4, 3, 4, 3);
    expect([natural.player.length, natural.banker.length, natural.winner]).toEqual([
      2,
      2,
      'player',
    ]);
    const bankerNine = coup(1, 4, 1, 5);
    expect([bankerNine.player.length, bankerNine.bankerTotal, bankerNine.winner]).toEqual([
      2,
      9,
      'banker',
    ]);
  });

  it('draws for the player on 0–5 and stands on 6–7; then the banker draws on 0–5', () => {
    const playerStands = coup(3, 2, 3, 3, [4]);
    expect(playerStands.player).toHaveLength(2);
    expect(playerStands.banker).toHaveLength(3);
    expect(playerStands.bankerTotal).toBe(9);
    expect(coup(3, 3, 3, 3).banker).toHaveLength(2);
  });

  it('follows the banker tableau against the player third card', () => {
    // Banker 3 stands against an 8, draws against anything else.
    expect(coup(2, 1, 3, 2, [8]).banker).toHaveLength(2);
    expect(coup(2, 1, 3, 2, [9, 5]).banker).toHaveLength(3);
    // Banker 6 draws only against a 6 or 7.
    expect(coup(2, 3, 3, 3, [6, 1]).banker).toHaveLength(3);
    expect(coup(2, 3, 3, 3, [5]).banker).toHaveLength(2);
    const table: [number, number[]][] = [
      [3, [0, 1, 2, 3, 4, 5, 6, 7, 9]],
      [4, [2, 3, 4, 5, 6, 7]],
      [5, [4, 5, 6, 7]],
      [6, [6, 7]],
      [7, []],
    ];
    for (const [bankerTotal, drawsAgainst] of table) {
      for (let third = 0; third <= 9; third += 1) {
        expect(bankerDraws(bankerTotal, third)).toBe(drawsAgainst.includes(third));
      }
    }
    for (const bankerTotal of [0, 1, 2]) expect(bankerDraws(bankerTotal, 8)).toBe(true);
  });

  it('deals from the shoe: 2 or 3 cards a side, totals mod 10', () => {
    const rng = seededRandom(8);
    for (let round = 0; round < 500; round += 1) {
      const dealt = dealBaccarat(rng);
      expect(dealt.player.length).toBeGreaterThanOrEqual(2);
      expect(dealt.player.length).toBeLessThanOrEqual(3);
      expect(dealt.banker.length).toBeLessThanOrEqual(3);
      expect(dealt.playerTotal).toBeLessThan(10);
    }
  });
});

describe('settleBaccarat', () => {
  const settle = (on: BaccaratSide, amount: number, winner: BaccaratSide) =>
    settleBaccarat([{ on, amount }], { winner }).win;

  it('pays player 1:1, banker 0.95:1 rounded down, tie 8:1', () => {
    expect(settle('player', 100, 'player')).toBe(200);
    expect(settle('banker', 100, 'banker')).toBe(195);
    // 5 % commission on 10 is 0.5: the profit 9.5 rounds down to 9.
    expect(settle('banker', 10, 'banker')).toBe(19);
    expect(settle('tie', 100, 'tie')).toBe(900);
    expect(settle('player', 100, 'banker')).toBe(0);
    expect(settle('tie', 100, 'player')).toBe(0);
  });

  it('returns player and banker bets on a tie', () => {
    expect(settle('player', 100, 'tie')).toBe(100);
    expect(settle('banker', 100, 'tie')).toBe(100);
  });

  it('refuses a bet without a side or with a non-integer amount', () => {
    expect(() =>
      settleBaccarat([{ on: 'dragon' as BaccaratSide, amount: 1 }], { winner: 'tie' }),
    ).toThrow(BaccaratBetError);
    expect(() => settleBaccarat([{ on: 'tie', amount: 0.5 }], { winner: 'tie' })).toThrow(
      BaccaratBetError,
    );
  });
});

describe('baccarat odds', () => {
  it('gives the banker bet the published 98.94 % on an 8-deck shoe (exact enumeration)', () => {
    // Every ordered deal of card values from 416 cards, weighted by how many cards of each
    // value remain, played through the real rules; a coup that stops early counts its unused
    // draws as free choices, so every deal is weighed over the same 416·415·…·411 sequences.
    const left = [16, 4, 4, 4, 4, 4, 4, 4, 4, 4].map((perDeck) => perDeck * BACCARAT_DECKS);
    const outcomes = { player: 0, banker: 0, tie: 0 };
    let size = 52 * BACCARAT_DECKS;
    const take = (value: number) => {
      const weight = left[value] ?? 0;
      left[value] = weight - 1;
      size -= 1;
      return weight;
    };
    const give = (value: number) => {
      left[value] = (left[value] ?? 0) + 1;
      size += 1;
    };
    const unused = (cards: number) => {
      let weight = 1;
      for (let k = 0; k < 6 - cards; k += 1) weight *= size - k;
      return weight;
    };
    const enumerate = (prefix: number[], weight: number): void => {
      // Play the deal with the cards drawn so far; if the rules ask for another, branch on it.
      let result: ReturnType<typeof playCoup> | null = null;
      try {
        result = coup(
          prefix[0] ?? 0,
          prefix[1] ?? 0,
          prefix[2] ?? 0,
          prefix[3] ?? 0,
          prefix.slice(4),
        );
      } catch {
        result = null;
      }
      if (result) {
        outcomes[result.winner] += weight * unused(prefix.length);
        return;
      }
      for (let value = 0; value <= 9; value += 1) {
        if ((left[value] ?? 0) === 0) continue;
        const w = take(value);
        enumerate([...prefix, value], weight * w);
        give(value);
      }
    };
    const start = (prefix: number[], weight: number): void => {
      if (prefix.length === 4) return enumerate(prefix, weight);
      for (let value = 0; value <= 9; value += 1) {
        const w = take(value);
        start([...prefix, value], weight * w);
        give(value);
      }
    };
    start([], 1);
    const sequences = 416 * 415 * 414 * 413 * 412 * 411;
    expect(outcomes.player + outcomes.banker + outcomes.tie).toBe(sequences);
    // Banker: 1 + 19/20 back on a win, the stake back on a tie.
    const bankerRtp = fraction(
      BigInt(outcomes.banker) * 39n + BigInt(outcomes.tie) * 20n,
      BigInt(sequences) * 20n,
    );
    const playerRtp = fraction(
      BigInt(outcomes.player) * 2n + BigInt(outcomes.tie),
      BigInt(sequences),
    );
    expect(roundTo(bankerRtp, 10_000)).toBe(PRESET_RTP_BP.baccarat);
    expect(roundTo(playerRtp, 10_000)).toBe(9876);
  });
});
