import { describe, expect, it } from 'vitest';
import { seededRandom } from '@croupier/game-math/random';
import type { Card } from '../shared/client-api.js';
import { handValue, playDealer, settleHand, type LiveHand } from './live-blackjack.js';

const cards = (...ranks: Card['rank'][]): Card[] => ranks.map((rank) => ({ rank, suit: 'S' }));
const hand = (status: LiveHand['status'], ...ranks: Card['rank'][]): LiveHand => ({
  cards: cards(...ranks),
  bet: 100,
  status,
  doubled: false,
});

describe('live blackjack rules', () => {
  it('counts aces soft while they fit', () => {
    expect(handValue(cards('A', '6'))).toEqual({ total: 17, soft: true });
    expect(handValue(cards('A', '6', '9'))).toEqual({ total: 16, soft: false });
    expect(handValue(cards('A', 'A', 'K'))).toEqual({ total: 12, soft: false });
  });

  it('has the dealer stand on soft 17 and draw below 17', () => {
    const soft17 = cards('A', '6');
    playDealer(soft17, seededRandom(1));
    expect(soft17).toHaveLength(2);
    const sixteen = cards('10', '6');
    playDealer(sixteen, seededRandom(1));
    expect(handValue(sixteen).total).toBeGreaterThanOrEqual(17);
  });

  it('pays blackjack 3:2, a win 1:1, a push the stake back, a bust nothing', () => {
    expect(settleHand(hand('blackjack', 'A', 'K'), cards('10', '9'))).toBe(250);
    expect(settleHand(hand('blackjack', 'A', 'K'), cards('A', 'Q'))).toBe(100);
    expect(settleHand(hand('stood', '10', 'Q'), cards('10', '9'))).toBe(200);
    expect(settleHand(hand('stood', '10', '9'), cards('10', '9'))).toBe(100);
    expect(settleHand(hand('stood', '10', '8'), cards('10', '9'))).toBe(0);
    expect(settleHand(hand('stood', '10', '8'), cards('10', '6', '9'))).toBe(200);
    expect(settleHand(hand('bust', '10', '8', '5'), cards('10', '6', '9'))).toBe(0);
    expect(settleHand(hand('stood', '10', 'Q'), cards('A', 'K'))).toBe(0);
  });
});
