import { describe, expect, it } from 'vitest';
import {
  BaccaratBetError,
  bankerDraws,
  dealBaccarat,
  playCoup,
  settleBaccarat,
  type BaccaratSide,
} from './baccarat.js';
import type { Card, Rank } from './cards.js';
import { baccaratOdds } from './baccarat-odds.js';
import { add, fraction, roundTo } from './exact.js';
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
  it('gives the banker bet the published 98.94 % and the player bet 98.76 % (exact enumeration)', () => {
    const odds = baccaratOdds();
    expect(add(add(odds.player, odds.banker), odds.tie)).toEqual(fraction(1n));
    expect(roundTo(odds.bankerRtp, 10_000)).toBe(PRESET_RTP_BP.baccarat);
    expect(roundTo(odds.playerRtp, 10_000)).toBe(9876);
    // The tie: 8:1 on about 9.5 % of coups, a 14.4 % house edge.
    expect(roundTo(odds.tieRtp, 10_000)).toBe(8564);
  });
});
