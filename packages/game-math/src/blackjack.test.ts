import { describe, expect, it } from 'vitest';
import {
  actBlackjack,
  BlackjackError,
  dealerUpCardView,
  handValue,
  startBlackjack,
  type BlackjackState,
} from './blackjack.js';
import { blackjackReturn } from './blackjack-odds.js';
import { basicStrategy } from './blackjack-strategy.js';
import { RANKS, type Rank } from './cards.js';
import { roundTo, fraction } from './exact.js';
import { PRESET_RTP_BP } from './presets.js';
import { seededRandom } from './random.js';
import { scriptedRandom } from './slots/testing.js';

/** The draw that deals `rank` (of spades) from the infinite deck. */
const draw = (rank: Rank) => RANKS.indexOf(rank) * 4;
/** A source dealing these ranks in order: player, dealer up, player, dealer hole, then draws. */
const deck = (...ranks: Rank[]) => scriptedRandom(ranks.map(draw));
const ranks = (state: BlackjackState, hand = 0) =>
  state.hands[hand]?.cards.map((card) => card.rank);

describe('handValue', () => {
  it('counts an ace as 11 while that does not bust, and says the hand is soft', () => {
    const cards = (...list: Rank[]) => list.map((rank) => ({ rank, suit: 'S' as const }));
    expect(handValue(cards('A', '6'))).toEqual({ total: 17, soft: true });
    expect(handValue(cards('A', '6', '9'))).toEqual({ total: 16, soft: false });
    expect(handValue(cards('A', 'A', '9'))).toEqual({ total: 21, soft: true });
    expect(handValue(cards('K', 'Q'))).toEqual({ total: 20, soft: false });
  });
});

describe('blackjack rounds', () => {
  it('pays a blackjack 3:2 at once, the odd half unit rounded down', () => {
    const even = startBlackjack(100, deck('A', '9', 'K', '7'));
    expect(even.finished).toBe(true);
    expect(even.hands[0]).toMatchObject({ status: 'blackjack', result: 'blackjack', win: 250 });
    expect(startBlackjack(5, deck('A', '9', 'K', '7')).totalWin).toBe(12);
  });

  it('peeks: a dealer blackjack ends the round, pushing only against a player blackjack', () => {
    const lost = startBlackjack(100, deck('9', 'A', '9', 'K'));
    expect([lost.finished, lost.hands[0]?.result, lost.totalWin]).toEqual([true, 'lose', 0]);
    const pushed = startBlackjack(100, deck('A', 'A', 'K', 'Q'));
    expect([pushed.hands[0]?.result, pushed.totalWin]).toEqual(['push', 100]);
  });

  it('offers double and split only on the first two cards, split on a pair only', () => {
    expect(startBlackjack(10, deck('8', '6', '8', '9')).allowedActions).toEqual([
      'hit',
      'stand',
      'double',
      'split',
    ]);
    const started = startBlackjack(10, deck('8', '6', '3', '9', '2'));
    expect(started.allowedActions).toEqual(['hit', 'stand', 'double']);
    const hit = actBlackjack(started, 'hit', deck('2'));
    expect(hit.allowedActions).toEqual(['hit', 'stand']);
    expect(() => actBlackjack(hit, 'double', deck('2'))).toThrow(BlackjackError);
  });

  it('has the dealer stand on soft 17', () => {
    // Player 10+9 stands; dealer A+6 is soft 17 and does not draw.
    const started = startBlackjack(10, deck('10', 'A', '9', '6'));
    const done = actBlackjack(started, 'stand', scriptedRandom([]));
    expect(done.dealer.map((card) => card.rank)).toEqual(['A', '6']);
    expect(done.hands[0]).toMatchObject({ result: 'win', win: 20 });
  });

  it('has the dealer draw to 17 and pays a push and a loss', () => {
    const started = startBlackjack(10, deck('10', '10', '8', '5'));
    const pushed = actBlackjack(started, 'stand', deck('3'));
    expect([pushed.dealerTotal, pushed.hands[0]?.result, pushed.totalWin]).toEqual([
      18,
      'push',
      10,
    ]);
    const lost = actBlackjack(startBlackjack(10, deck('10', '10', '7', '5')), 'stand', deck('4'));
    expect([lost.dealerTotal, lost.hands[0]?.result, lost.totalWin]).toEqual([19, 'lose', 0]);
  });

  it('doubles the stake for exactly one more card', () => {
    const started = startBlackjack(10, deck('6', '6', '5', '10'));
    const doubled = actBlackjack(started, 'double', deck('K', '9'));
    expect(ranks(doubled)).toEqual(['6', '5', 'K']);
    expect(doubled.totalBet).toBe(20);
    // Dealer 6+10 draws a 9 and busts: the doubled 21 pays 40.
    expect(doubled.hands[0]).toMatchObject({ bet: 20, status: 'done', result: 'win', win: 40 });
    expect(doubled.totalWin).toBe(40);
  });

  it('splits a pair into two hands played in turn, each with its own stake', () => {
    const started = startBlackjack(10, deck('8', '6', '8', '10'));
    const split = actBlackjack(started, 'split', deck('3', 'K'));
    expect([ranks(split, 0), ranks(split, 1)]).toEqual([
      ['8', '3'],
      ['8', 'K'],
    ]);
    expect([split.totalBet, split.activeHand]).toEqual([20, 0]);
    // Double after split on 11, then stand on 18; the dealer's 16 draws a 10 and busts.
    const doubled = actBlackjack(split, 'double', deck('9'));
    expect(doubled.activeHand).toBe(1);
    expect(doubled.allowedActions).toEqual(['hit', 'stand', 'double']);
    const done = actBlackjack(doubled, 'stand', deck('10'));
    expect(done.finished).toBe(true);
    expect(done.totalBet).toBe(30);
    expect(done.hands.map((hand) => hand.win)).toEqual([40, 20]);
    expect(done.totalWin).toBe(60);
  });

  it('gives split aces one card each, and their 21 is not a blackjack', () => {
    const started = startBlackjack(10, deck('A', '9', 'A', '7'));
    // Dealer 9 + 7 draws a 2: 18.
    const split = actBlackjack(started, 'split', deck('K', '5', '2'));
    expect(split.finished).toBe(true);
    expect(split.hands.map((hand) => [hand.total, hand.result, hand.win])).toEqual([
      [21, 'win', 20],
      [16, 'lose', 0],
    ]);
  });

  it('refuses a bet that is not a positive integer and any action once finished', () => {
    expect(() => startBlackjack(0, seededRandom(1))).toThrow(BlackjackError);
    expect(() => startBlackjack(2.5, seededRandom(1))).toThrow(BlackjackError);
    const finished = startBlackjack(100, deck('A', '9', 'K', '7'));
    expect(() => actBlackjack(finished, 'hit', seededRandom(1))).toThrow(BlackjackError);
  });

  it('hides the hole card and the dealer total until the round is over', () => {
    const started = startBlackjack(10, deck('10', '10', '8', '5'));
    expect(dealerUpCardView(started)).toEqual({ cards: [started.dealer[0]], total: null });
    const done = actBlackjack(started, 'stand', deck('3'));
    expect(dealerUpCardView(done)).toEqual({ cards: done.dealer, total: 18 });
  });

  it('keeps the state plain JSON, so the studio can store it between requests', () => {
    const started = startBlackjack(10, deck('8', '6', '8', '10'));
    const restored = JSON.parse(JSON.stringify(started)) as BlackjackState;
    expect(actBlackjack(restored, 'split', deck('3', 'K'))).toEqual(
      actBlackjack(started, 'split', deck('3', 'K')),
    );
  });

  it('offers no split on a table without it (live blackjack)', () => {
    expect(startBlackjack(10, deck('8', '6', '8', '9'), { split: false }).allowedActions).toEqual([
      'hit',
      'stand',
      'double',
    ]);
  });
});

describe('blackjack odds', () => {
  it('publishes the exact return of basic strategy for both tables', () => {
    const toBp = (rtp: number) =>
      roundTo(fraction(BigInt(Math.round(rtp * 1e12)), 10n ** 12n), 10_000);
    expect(toBp(blackjackReturn({ split: true }).rtp)).toBe(PRESET_RTP_BP['blackjack-s17']);
    expect(toBp(blackjackReturn({ split: false }).rtp)).toBe(PRESET_RTP_BP['live-blackjack']);
  });

  it('plays basic strategy to within 4 sigma of that return over 100,000 seeded rounds', () => {
    const rng = seededRandom(2026);
    const rounds = 100_000;
    let staked = 0;
    let returned = 0;
    let squares = 0;
    for (let round = 0; round < rounds; round += 1) {
      let state = startBlackjack(2, rng);
      while (!state.finished) state = actBlackjack(state, basicStrategy(state), rng);
      staked += state.totalBet;
      returned += state.totalWin;
      squares += (state.totalWin - state.totalBet) ** 2;
    }
    const expected = blackjackReturn().rtp;
    // Sigma of the ratio, from the per-round net result (in units of the 2-unit bet).
    const sigma = Math.sqrt(squares / rounds) / Math.sqrt(rounds) / (staked / rounds);
    expect(Math.abs(returned / staked - expected)).toBeLessThan(4 * sigma);
  });
});
