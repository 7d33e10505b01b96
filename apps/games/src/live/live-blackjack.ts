import { handValue } from '@croupier/game-math/blackjack';
import { drawInfinite } from '@croupier/game-math/cards';
import type { RandomSource } from '@croupier/game-math/random';
import type { Card } from '../shared/client-api.js';

export { handValue };

/**
 * Live blackjack's shared-dealer rules: every seat plays its own hand against ONE dealer hand,
 * so the single-player engine (dealer inside each state) does not fit; the rules are the same —
 * infinite deck, dealer peeks and stands on soft 17, blackjack pays 3:2 (rounded down to the
 * minor unit), double on the first two cards.
 */
export const drawCard = (random: RandomSource): Card => drawInfinite(random);

export function isBlackjack(cards: readonly Card[]): boolean {
  return cards.length === 2 && handValue(cards).total === 21;
}

export type LiveHandStatus = 'waiting' | 'playing' | 'stood' | 'bust' | 'blackjack';

export interface LiveHand {
  cards: Card[];
  bet: number;
  status: LiveHandStatus;
  doubled: boolean;
}

export function dealHand(bet: number, random: RandomSource): LiveHand {
  const cards = [drawCard(random), drawCard(random)];
  return { cards, bet, status: isBlackjack(cards) ? 'blackjack' : 'playing', doubled: false };
}

/** Hit: one card; 21 stands by itself, over 21 is bust. */
export function hit(hand: LiveHand, random: RandomSource): void {
  hand.cards.push(drawCard(random));
  const { total } = handValue(hand.cards);
  if (total > 21) hand.status = 'bust';
  else if (total === 21) hand.status = 'stood';
}

/** The dealer draws to 17 and stands on every 17, soft ones included. */
export function playDealer(dealer: Card[], random: RandomSource): void {
  while (handValue(dealer).total < 17) dealer.push(drawCard(random));
}

/** What the hand pays back (stake included) against the dealer's final hand. */
export function settleHand(hand: LiveHand, dealer: readonly Card[]): number {
  const player = handValue(hand.cards).total;
  const dealerTotal = handValue(dealer).total;
  const dealerBlackjack = isBlackjack(dealer);
  if (hand.status === 'bust') return 0;
  if (hand.status === 'blackjack' && !hand.doubled) {
    return dealerBlackjack ? hand.bet : hand.bet + Math.floor((hand.bet * 3) / 2);
  }
  if (dealerBlackjack) return 0;
  if (dealerTotal > 21 || player > dealerTotal) return hand.bet * 2;
  return player === dealerTotal ? hand.bet : 0;
}
