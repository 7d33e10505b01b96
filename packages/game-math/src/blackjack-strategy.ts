import { cardPoints, type BlackjackAction, type BlackjackState } from './blackjack.js';
import type { Card } from './cards.js';

/**
 * Basic strategy for this table's rules (dealer stands on soft 17, double after split, one
 * split, no surrender), the standard multi-deck chart. The RTP simulation plays it, and the
 * published blackjack RTP is this strategy's exact return (blackjack-odds.ts).
 */

/** Dealer up card as 2..11 (ace = 11). */
type Up = number;

const between = (up: Up, low: number, high: number) => up >= low && up <= high;

function pairAction(pair: number, up: Up): 'split' | null {
  switch (pair) {
    case 1:
    case 8:
      return 'split';
    case 9:
      return between(up, 2, 6) || up === 8 || up === 9 ? 'split' : null;
    case 7:
    case 2:
    case 3:
      return between(up, 2, 7) ? 'split' : null;
    case 6:
      return between(up, 2, 6) ? 'split' : null;
    case 4:
      return up === 5 || up === 6 ? 'split' : null;
    default:
      return null;
  }
}

function softAction(total: number, up: Up): BlackjackAction {
  if (total >= 19) return 'stand';
  if (total === 18) {
    if (between(up, 3, 6)) return 'double';
    return up === 2 || up === 7 || up === 8 ? 'stand' : 'hit';
  }
  if (total === 17) return between(up, 3, 6) ? 'double' : 'hit';
  if (total === 15 || total === 16) return between(up, 4, 6) ? 'double' : 'hit';
  return up === 5 || up === 6 ? 'double' : 'hit';
}

function hardAction(total: number, up: Up): BlackjackAction {
  if (total >= 17) return 'stand';
  if (total >= 13) return between(up, 2, 6) ? 'stand' : 'hit';
  if (total === 12) return between(up, 4, 6) ? 'stand' : 'hit';
  if (total === 11) return up === 11 ? 'hit' : 'double';
  if (total === 10) return between(up, 2, 9) ? 'double' : 'hit';
  if (total === 9) return between(up, 3, 6) ? 'double' : 'hit';
  return 'hit';
}

/** The basic-strategy action for `cards` against the dealer's up card, given what is allowed. */
export function strategyFor(
  hand: { total: number; soft: boolean; cards: readonly Card[] },
  upPoints: number,
  allowed: readonly BlackjackAction[],
): BlackjackAction {
  const up = upPoints === 1 ? 11 : upPoints;
  const [first, second] = hand.cards;
  if (allowed.includes('split') && first && second) {
    const points = cardPoints(first);
    if (points === cardPoints(second)) {
      const pair = pairAction(points, up);
      if (pair) return pair;
    }
  }
  const action = hand.soft ? softAction(hand.total, up) : hardAction(hand.total, up);
  if (action !== 'double' || allowed.includes('double')) return action;
  // Doubling is only for two cards: otherwise soft 18 stands, everything else hits.
  return hand.soft && hand.total === 18 ? 'stand' : 'hit';
}

/** The basic-strategy action for the active hand of a round in play. */
export function basicStrategy(state: BlackjackState): BlackjackAction {
  const hand = state.activeHand === null ? undefined : state.hands[state.activeHand];
  const up = state.dealer[0];
  if (!hand || !up || state.finished) throw new Error('no hand to play');
  return strategyFor(hand, cardPoints(up), state.allowedActions);
}
