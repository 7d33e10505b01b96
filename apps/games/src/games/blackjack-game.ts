import {
  actBlackjack,
  BlackjackError,
  dealerUpCardView,
  startBlackjack,
  type BlackjackAction,
  type BlackjackState,
} from '@croupier/game-math/blackjack';
import type { StudioContext } from '../context.js';
import { StudioError } from '../lib/studio-error.js';
import { chargeRound, openRound, payRound, settleRound, voidRound } from '../rounds/round-money.js';
import type { RoundRecord, SessionRecord } from '../store/records.js';
import type { BlackjackRoundView } from '../shared/client-api.js';

export function blackjackView(
  round: RoundRecord,
  state: BlackjackState,
  balance: number,
): BlackjackRoundView {
  return {
    round_id: round.id,
    hands: state.hands.map((hand) => ({
      cards: hand.cards,
      total: hand.total,
      soft: hand.soft,
      bet: hand.bet,
      status: hand.status,
      ...(hand.result ? { result: hand.result } : {}),
      ...(hand.win === undefined ? {} : { win: hand.win }),
    })),
    active_hand: state.activeHand,
    dealer: dealerUpCardView(state),
    actions: state.allowedActions,
    finished: state.finished,
    bet: state.totalBet,
    win: state.finished ? state.totalWin : 0,
    balance,
  };
}

function summaryOf(state: BlackjackState): string {
  if (state.hands.length === 1 && state.hands[0]?.result === 'blackjack') return 'Blackjack';
  const player = state.hands.map((hand) => (hand.status === 'bust' ? 'bust' : hand.total));
  return `Dealer ${state.dealerTotal} – You ${player.join(', ')}`;
}

/** The session's hand still in play, if any (a reload or a restart resumes it). */
export function openBlackjackRound(ctx: StudioContext, session: SessionRecord) {
  const round = session.open_round ? ctx.store.rounds.get(session.open_round) : undefined;
  return round && round.status === 'open' ? round : undefined;
}

/**
 * Deals a hand: the stake goes to the wallet at the deal (with the win in the same call when a
 * blackjack ends the round at once). A deal while a hand is unfinished answers that hand.
 */
export async function dealBlackjack(
  ctx: StudioContext,
  session: SessionRecord,
  bet: number,
): Promise<BlackjackRoundView> {
  const open = openBlackjackRound(ctx, session);
  if (open) return blackjackView(open, open.outcome as BlackjackState, session.balance ?? 0);

  const state = startBlackjack(bet, ctx.random);
  const round = openRound(session, {
    engine: 'blackjack',
    bet,
    win: state.finished ? state.totalWin : 0,
    summary: summaryOf(state),
    outcome: state,
  });
  ctx.store.put('round', round);
  session.open_round = round.id;
  ctx.store.put('session', session);
  let balance: number;
  try {
    balance = await chargeRound(ctx, session, round, {
      bet,
      ...(state.finished ? { win: state.totalWin } : {}),
      finished: state.finished,
    });
  } catch (error) {
    voidRound(ctx, round);
    closeHand(ctx, session);
    throw error;
  }
  const view = blackjackView(round, state, balance);
  if (state.finished) {
    closeHand(ctx, session);
    settleRound(ctx, session, round, view);
  }
  return view;
}

/**
 * Applies an action. A double or split stakes more at the wallet first (refused or unanswered:
 * the hand stays as it was); the hand's end pays the win with `finished: true`, and a win the
 * wallet has not yet taken is not shown (it is retried, then the round settles).
 */
export async function actOnBlackjack(
  ctx: StudioContext,
  session: SessionRecord,
  roundId: string,
  action: BlackjackAction,
): Promise<BlackjackRoundView> {
  const round = openBlackjackRound(ctx, session);
  if (!round || round.id !== roundId) {
    throw new StudioError('invalid_bet', 'This hand is not in play any more');
  }
  const before = round.outcome as BlackjackState;
  let next: BlackjackState;
  try {
    next = actBlackjack(before, action, ctx.random);
  } catch (error) {
    if (error instanceof BlackjackError) throw new StudioError('invalid_bet', error.message);
    throw error;
  }
  const extra = next.totalBet - before.totalBet;
  if (extra > 0) await chargeRound(ctx, session, round, { bet: extra, finished: false });
  round.outcome = next;
  round.bet = next.totalBet;
  round.summary = summaryOf(next);
  ctx.store.put('round', round);
  if (!next.finished) return blackjackView(round, next, session.balance ?? 0);

  round.win = next.totalWin;
  closeHand(ctx, session);
  const balance = await payRound(ctx, session, round, next.totalWin);
  if (balance === null) {
    round.view = blackjackView(round, next, (session.balance ?? 0) + next.totalWin);
    ctx.store.put('round', round);
    throw new StudioError(
      'unavailable',
      'The casino has not confirmed your result yet; it will be credited as soon as it does',
    );
  }
  const view = blackjackView(round, next, balance);
  settleRound(ctx, session, round, view);
  return view;
}

function closeHand(ctx: StudioContext, session: SessionRecord): void {
  session.open_round = null;
  ctx.store.put('session', session);
}
