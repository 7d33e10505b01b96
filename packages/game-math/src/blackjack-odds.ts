import type { BlackjackRules } from './blackjack.js';
import { strategyFor } from './blackjack-strategy.js';
import type { Card } from './cards.js';

/**
 * The exact return of basic strategy under this table's rules, by full recursion over an
 * infinite deck (every card drawn with probability 1/13, tens 4/13, independent of the other
 * hands): dealer outcomes per up card conditioned on the peek, then the player's hand played
 * by the strategy. RTP = E[paid back] / E[staked], doubles and splits counted as staked — the
 * ratio the wallet sees. Blackjack is taken as paying exactly 3:2 (even bets); the rounding
 * down on odd bets costs a little more. Doubles, so exact to far below a basis point.
 */

/** Points 1..10 (1 = ace) and their probability. */
const POINTS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10];
const chance = (points: number) => (points === 10 ? 4 / 13 : 1 / 13);

const cardOf = (points: number): Card => ({
  rank: points === 1 ? 'A' : (String(points) as Card['rank']),
  suit: 'S',
});

const valueOf = (hard: number, ace: boolean) =>
  ace && hard + 10 <= 21 ? { total: hard + 10, soft: true } : { total: hard, soft: false };

/** Final dealer totals 17..21 (indices 0..4) and bust (5), given the up card and no blackjack. */
function dealerOutcomes(up: number): number[] {
  const outcomes = new Array<number>(6).fill(0);
  const draw = (hard: number, ace: boolean, probability: number) => {
    const { total } = valueOf(hard, ace);
    if (total >= 17) {
      const slot = total > 21 ? 5 : total - 17;
      outcomes[slot] = (outcomes[slot] ?? 0) + probability;
      return;
    }
    for (const points of POINTS)
      draw(hard + points, ace || points === 1, probability * chance(points));
  };
  // The hole card, knowing the peek found no blackjack.
  const excluded = up === 1 ? 10 : up === 10 ? 1 : 0;
  const remaining = 1 - (excluded ? chance(excluded) : 0);
  for (const hole of POINTS) {
    if (hole === excluded) continue;
    draw(up + hole, up === 1 || hole === 1, chance(hole) / remaining);
  }
  return outcomes;
}

interface Value {
  returned: number;
  staked: number;
}

/** Paid back per unit by standing on `total` against the dealer's outcomes. */
function standReturn(total: number, dealer: number[]): number {
  if (total > 21) return 0;
  let returned = 2 * (dealer[5] ?? 0);
  for (let final = 17; final <= 21; final += 1) {
    const probability = dealer[final - 17] ?? 0;
    if (total > final) returned += 2 * probability;
    else if (total === final) returned += probability;
  }
  // Below 17 the dealer never finishes there: a stand only wins on a dealer bust.
  return returned;
}

function handPlayer(rules: BlackjackRules, upPoints: number, dealer: number[]) {
  const memo = new Map<string, Value>();

  /** A hand of three cards or more, or any hand that may only hit or stand. */
  const play = (cards: number[], splitHand: boolean): Value => {
    const hard = cards.reduce((sum, points) => sum + points, 0);
    const ace = cards.includes(1);
    const { total, soft } = valueOf(hard, ace);
    if (total > 21) return { returned: 0, staked: 1 };
    if (total === 21) return { returned: standReturn(21, dealer), staked: 1 };
    const twoCards = cards.length === 2;
    const key = twoCards ? `${cards.join(',')}/${splitHand}` : `${hard}/${ace}`;
    const known = memo.get(key);
    if (known) return known;
    const allowed: ('hit' | 'stand' | 'double' | 'split')[] = ['hit', 'stand'];
    if (twoCards) allowed.push('double');
    if (twoCards && !splitHand && rules.split && cards[0] === cards[1]) allowed.push('split');
    const action = strategyFor({ total, soft, cards: cards.map(cardOf) }, upPoints, allowed);
    let value: Value;
    if (action === 'stand') value = { returned: standReturn(total, dealer), staked: 1 };
    else if (action === 'double') {
      let returned = 0;
      for (const points of POINTS) {
        const after = valueOf(hard + points, ace || points === 1).total;
        returned += chance(points) * 2 * standReturn(after, dealer);
      }
      value = { returned, staked: 2 };
    } else if (action === 'split') {
      const pair = cards[0] ?? 0;
      let returned = 0;
      let staked = 0;
      for (const points of POINTS) {
        // Split aces take one card and stand; other split hands play on.
        const hand =
          pair === 1
            ? { returned: standReturn(valueOf(1 + points, true).total, dealer), staked: 1 }
            : play([pair, points], true);
        returned += 2 * chance(points) * hand.returned;
        staked += 2 * chance(points) * hand.staked;
      }
      value = { returned, staked };
    } else {
      let returned = 0;
      let staked = 0;
      for (const points of POINTS) {
        const hand = play([...cards, points], splitHand);
        returned += chance(points) * hand.returned;
        staked += chance(points) * hand.staked;
      }
      value = { returned, staked };
    }
    memo.set(key, value);
    return value;
  };
  return play;
}

/** Expected paid back and staked per round for a unit bet, and their ratio. */
export function blackjackReturn(rules: BlackjackRules = { split: true }): {
  returned: number;
  staked: number;
  rtp: number;
} {
  let returned = 0;
  let staked = 0;
  for (const up of POINTS) {
    const pUp = chance(up);
    const dealerBlackjack = up === 1 ? chance(10) : up === 10 ? chance(1) : 0;
    const playerBlackjack = 2 * chance(1) * chance(10);
    // Peeked dealer blackjack: a player blackjack pushes, anything else loses the unit.
    returned += pUp * dealerBlackjack * playerBlackjack;
    staked += pUp * dealerBlackjack;
    const play = handPlayer(rules, up, dealerOutcomes(up));
    for (const first of POINTS) {
      for (const second of POINTS) {
        const probability = pUp * (1 - dealerBlackjack) * chance(first) * chance(second);
        const blackjack = (first === 1 && second === 10) || (first === 10 && second === 1);
        const hand = blackjack ? { returned: 2.5, staked: 1 } : play([first, second], false);
        returned += probability * hand.returned;
        staked += probability * hand.staked;
      }
    }
  }
  return { returned, staked, rtp: returned / staked };
}
