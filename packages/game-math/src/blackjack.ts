import { drawInfinite, type Card } from './cards.js';
import type { RandomSource } from './random.js';

/**
 * Blackjack as a pure, JSON-serialisable state machine. Rules: infinite deck (every card
 * drawn independently from a full 52-card deck, so no shoe needs keeping or hiding in the
 * state); dealer stands on soft 17; the dealer peeks under an ace or ten and ends the round on
 * a blackjack (no insurance); double on any first two cards, after a split too (not on split
 * aces); split once (two hands), pairs of equal value; split aces get one card each and a 21
 * there is not a blackjack; blackjack pays 3:2 with the half unit rounded down
 * (floor(bet × 3 / 2) profit: an odd bet of 5 wins 7); a 21 is stood on automatically.
 * Amounts are integer minor units; a hand's `win` is what it pays back, stake included.
 */

export type BlackjackAction = 'hit' | 'stand' | 'double' | 'split';
export type HandStatus = 'playing' | 'stood' | 'bust' | 'blackjack' | 'done';
export type HandResult = 'win' | 'lose' | 'push' | 'blackjack';

export interface BlackjackHand {
  cards: Card[];
  total: number;
  soft: boolean;
  bet: number;
  /** `done`: finished by rule (a double, a split ace), still to be compared with the dealer. */
  status: HandStatus;
  result?: HandResult;
  win?: number;
  /** This hand came from a split (no blackjack, no further split). */
  split: boolean;
}

export interface BlackjackRules {
  /** Live tables offer hit, stand and double only. */
  split: boolean;
}

export interface BlackjackState {
  rules: BlackjackRules;
  hands: BlackjackHand[];
  /** The hand the next action applies to; null once the player has nothing left to do. */
  activeHand: number | null;
  /** All dealer cards, the hole card included: show them through {@link dealerUpCardView}. */
  dealer: Card[];
  dealerTotal: number;
  allowedActions: BlackjackAction[];
  finished: boolean;
  /** Everything staked: the first bet, plus doubles and the split hand. */
  totalBet: number;
  /** Everything paid back once finished. */
  totalWin: number;
}

export class BlackjackError extends Error {
  constructor(
    readonly code: 'invalid_bet' | 'action_not_allowed',
    message: string,
  ) {
    super(message);
    this.name = 'BlackjackError';
  }
}

/** Blackjack value of a card, aces counted as 1. */
export function cardPoints(card: Card): number {
  if (card.rank === 'A') return 1;
  const face = Number(card.rank);
  return Number.isNaN(face) ? 10 : face;
}

/** Best total of a hand and whether an ace counts 11 in it. */
export function handValue(cards: readonly Card[]): { total: number; soft: boolean } {
  const hard = cards.reduce((sum, card) => sum + cardPoints(card), 0);
  const hasAce = cards.some((card) => card.rank === 'A');
  return hasAce && hard + 10 <= 21
    ? { total: hard + 10, soft: true }
    : { total: hard, soft: false };
}

const isBlackjack = (cards: readonly Card[]) => cards.length === 2 && handValue(cards).total === 21;

function newHand(cards: Card[], bet: number, split: boolean): BlackjackHand {
  const { total, soft } = handValue(cards);
  return { cards, total, soft, bet, status: 'playing', split };
}

function withCards(hand: BlackjackHand, cards: Card[]): BlackjackHand {
  const { total, soft } = handValue(cards);
  return { ...hand, cards, total, soft };
}

function allowedFor(state: BlackjackState, hand: BlackjackHand): BlackjackAction[] {
  const actions: BlackjackAction[] = ['hit', 'stand'];
  const twoCards = hand.cards.length === 2;
  if (twoCards) actions.push('double');
  const [first, second] = hand.cards;
  if (
    state.rules.split &&
    twoCards &&
    state.hands.length === 1 &&
    first &&
    second &&
    cardPoints(first) === cardPoints(second)
  ) {
    actions.push('split');
  }
  return actions;
}

/** Moves to the next hand that still plays; once none does, the dealer plays and all settle. */
function advance(state: BlackjackState, rng: RandomSource): BlackjackState {
  const hands = state.hands.map((hand) =>
    hand.status === 'playing' && hand.total >= 21
      ? { ...hand, status: hand.total > 21 ? ('bust' as const) : ('stood' as const) }
      : hand,
  );
  const next = hands.findIndex((hand) => hand.status === 'playing');
  if (next >= 0) {
    const playing = { ...state, hands, activeHand: next };
    return { ...playing, allowedActions: allowedFor(playing, hands[next] as BlackjackHand) };
  }
  return settle({ ...state, hands }, rng);
}

function settle(state: BlackjackState, rng: RandomSource): BlackjackState {
  let dealer = state.dealer;
  if (state.hands.some((hand) => hand.status !== 'bust')) {
    // Stands on all 17s, soft 17 included.
    while (handValue(dealer).total < 17) dealer = [...dealer, drawInfinite(rng)];
  }
  const dealerTotal = handValue(dealer).total;
  const hands = state.hands.map((hand): BlackjackHand => {
    let result: HandResult;
    if (hand.status === 'bust') result = 'lose';
    else if (dealerTotal > 21 || hand.total > dealerTotal) result = 'win';
    else if (hand.total === dealerTotal) result = 'push';
    else result = 'lose';
    const win = result === 'win' ? hand.bet * 2 : result === 'push' ? hand.bet : 0;
    return { ...hand, result, win };
  });
  return finish({ ...state, hands, dealer, dealerTotal });
}

function finish(state: BlackjackState): BlackjackState {
  return {
    ...state,
    activeHand: null,
    allowedActions: [],
    finished: true,
    totalWin: state.hands.reduce((sum, hand) => sum + (hand.win ?? 0), 0),
  };
}

/** Deals a round for `bet` (player, dealer, player, dealer) and settles it at once on a blackjack. */
export function startBlackjack(
  bet: number,
  rng: RandomSource,
  rules: BlackjackRules = { split: true },
): BlackjackState {
  if (!Number.isSafeInteger(bet) || bet <= 0) {
    throw new BlackjackError('invalid_bet', 'the bet must be a positive integer');
  }
  const p1 = drawInfinite(rng);
  const d1 = drawInfinite(rng);
  const p2 = drawInfinite(rng);
  const d2 = drawInfinite(rng);
  const dealer = [d1, d2];
  const hand = newHand([p1, p2], bet, false);
  const state: BlackjackState = {
    rules,
    hands: [hand],
    activeHand: 0,
    dealer,
    dealerTotal: handValue(dealer).total,
    allowedActions: [],
    finished: false,
    totalBet: bet,
    totalWin: 0,
  };
  const playerBlackjack = isBlackjack(hand.cards);
  // The dealer peeks under an ace or a ten: a dealer blackjack ends the round before any action.
  if (isBlackjack(dealer)) {
    const result: HandResult = playerBlackjack ? 'push' : 'lose';
    const status: HandStatus = playerBlackjack ? 'blackjack' : 'stood';
    return finish({
      ...state,
      hands: [{ ...hand, status, result, win: playerBlackjack ? bet : 0 }],
    });
  }
  if (playerBlackjack) {
    const win = bet + Math.floor((bet * 3) / 2);
    return finish({
      ...state,
      hands: [{ ...hand, status: 'blackjack', result: 'blackjack', win }],
    });
  }
  return { ...state, allowedActions: allowedFor(state, hand) };
}

/** Applies the player's action to the active hand; throws {@link BlackjackError} if not allowed. */
export function actBlackjack(
  state: BlackjackState,
  action: BlackjackAction,
  rng: RandomSource,
): BlackjackState {
  const index = state.activeHand;
  const hand = index === null ? undefined : state.hands[index];
  if (state.finished || index === null || !hand || !state.allowedActions.includes(action)) {
    throw new BlackjackError('action_not_allowed', `${action} is not allowed now`);
  }
  const replace = (...replacement: BlackjackHand[]) => [
    ...state.hands.slice(0, index),
    ...replacement,
    ...state.hands.slice(index + 1),
  ];
  switch (action) {
    case 'hit':
      return advance(
        { ...state, hands: replace(withCards(hand, [...hand.cards, drawInfinite(rng)])) },
        rng,
      );
    case 'stand':
      return advance({ ...state, hands: replace({ ...hand, status: 'stood' }) }, rng);
    case 'double': {
      const doubled = withCards({ ...hand, bet: hand.bet * 2 }, [...hand.cards, drawInfinite(rng)]);
      const status = doubled.total > 21 ? 'bust' : 'done';
      return advance(
        { ...state, hands: replace({ ...doubled, status }), totalBet: state.totalBet + hand.bet },
        rng,
      );
    }
    case 'split': {
      const [first, second] = hand.cards as [Card, Card];
      const aces = first.rank === 'A';
      const split = [first, second].map((card) => {
        const dealt = newHand([card, drawInfinite(rng)], hand.bet, true);
        // Split aces take one card each and play no further.
        return aces ? { ...dealt, status: 'done' as const } : dealt;
      });
      return advance(
        { ...state, hands: replace(...split), totalBet: state.totalBet + hand.bet },
        rng,
      );
    }
  }
}

/** The dealer as the player may see it: the hole card and the total only once the round is over. */
export function dealerUpCardView(state: BlackjackState): { cards: Card[]; total: number | null } {
  if (state.finished) return { cards: state.dealer, total: state.dealerTotal };
  return { cards: state.dealer.slice(0, 1), total: null };
}
