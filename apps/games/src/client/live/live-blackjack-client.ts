import type { LiveTableState } from '../../shared/client-api';
import { createHandView, type HandView } from '../cards/cards';
import type { Frame } from '../frame/frame';
import { GameError, type GameApi } from '../lib/api';
import { h, prefersReducedMotion } from '../lib/dom';
import { handTotalText } from '../blackjack/blackjack-text';
import { connectLiveTable } from './live-socket';
import { createLiveStage } from './live-stage';
import { settledRound } from './live-timing';
import { socketUrlOf } from './live-roulette-client';
import '../blackjack/blackjack.css';

type Seat = NonNullable<LiveTableState['seats']>[number];
type LiveAction = 'hit' | 'stand' | 'double';

const STATUS_TEXT: Record<string, string> = {
  waiting: 'Waiting for cards',
  playing: 'Playing',
  stood: 'Stands',
  bust: 'Bust',
  blackjack: 'Blackjack!',
};

/** Live blackjack: one dealer, every seat's hand on view, the player acts on their own. */
export function mountLiveBlackjack(frame: Frame, api: GameApi): void {
  const live = frame.session.live;
  if (!live) return frame.toast('This live table is not available.');
  const dealMs = () => (prefersReducedMotion() ? 0 : 220);
  const stage = createLiveStage(live.table_id);
  const dealer = createHandView('Dealer', dealMs);
  dealer.element.classList.add('lv-dealer-hand');
  stage.centre.append(dealer.element);
  const seatsBox = h('div', { class: 'lv-seats', attrs: { role: 'list', 'aria-label': 'Seats' } });
  const info = h('p', { class: 'bj-status lv-info', attrs: { 'aria-live': 'polite' } });
  frame.stage.append(
    stage.element,
    h('div', { class: 'cd-felt lv-felt' }, [
      h('p', { class: 'cd-felt__legend' }, [
        'Blackjack pays 3 to 2',
        h('small', { text: 'Dealer stands on all 17s · double on any first two cards' }),
      ]),
      info,
      seatsBox,
    ]),
  );

  const betButton = h('button', {
    class: 'gm-btn bj-deal',
    text: 'Bet',
    attrs: { type: 'button' },
    on: { click: () => void placeBet() },
  });
  const actionBar = h('div', { class: 'bj-actions', attrs: { hidden: true } });
  const actionButtons = new Map<LiveAction, HTMLButtonElement>();
  for (const action of ['hit', 'stand', 'double'] as const) {
    const button = h('button', {
      class: `gm-btn bj-act bj-act--${action}`,
      text: action[0]?.toUpperCase() + action.slice(1),
      attrs: { type: 'button' },
      on: { click: () => void act(action) },
    });
    actionButtons.set(action, button);
    actionBar.append(button);
  }
  frame.actions.append(actionBar, betButton);

  let state: LiveTableState | null = null;
  let seatViews: HandView[] = [];
  let seatKey = '';
  let working = false;
  const reported = new Set<string>();
  frame.onBetChange(() => render());

  function mySeat(): Seat | undefined {
    return state?.seats?.find((seat) => seat.mine);
  }

  function render() {
    const phase = state?.phase;
    const mine = mySeat();
    const canBet = phase === 'betting' && (state?.my_bet ?? 0) === 0;
    betButton.hidden = !canBet && phase !== undefined && phase !== 'betting';
    betButton.disabled = !canBet || working;
    betButton.textContent =
      (state?.my_bet ?? 0) > 0 && phase === 'betting'
        ? `Bet ${frame.money(state?.my_bet ?? 0)} placed`
        : `Bet ${frame.money(frame.bet)}`;
    const myTurn = phase === 'playing' && mine?.status === 'playing';
    actionBar.hidden = !myTurn;
    for (const [action, button] of actionButtons) {
      button.disabled =
        working || !myTurn || (action === 'double' && (mine?.cards.length ?? 0) !== 2);
    }
    frame.setBusy(phase !== 'betting' || (state?.my_bet ?? 0) > 0);
    if (!state) info.textContent = 'Joining the table…';
    else if (phase === 'betting')
      info.textContent =
        state.my_bet > 0
          ? 'You are in — waiting for the deal'
          : 'Choose your stake and take a seat in this round';
    else if (myTurn) info.textContent = 'Your turn';
    else if (phase === 'result' && state.my_win !== undefined && state.my_bet > 0)
      info.textContent = state.my_win > 0 ? `You win ${frame.money(state.my_win)}` : 'Dealer wins';
    else if (state.my_bet === 0) info.textContent = 'Watching this round — bet in the next one';
    else info.textContent = phase === 'playing' ? 'Other players act' : 'Dealing';
  }

  async function renderTable(next: LiveTableState) {
    const seats = next.seats ?? [];
    const key = `${next.round_id}:${seats.length}`;
    if (key !== seatKey) {
      seatKey = key;
      seatViews = seats.map((seat) => createHandView(seat.mine ? 'You' : seat.nickname, dealMs));
      seatsBox.replaceChildren(
        ...seatViews.map((view, index) => {
          view.element.classList.add('lv-seat');
          view.element.classList.toggle('is-mine', seats[index]?.mine ?? false);
          view.element.setAttribute('role', 'listitem');
          return view.element;
        }),
      );
      if (seats.length === 0)
        seatsBox.append(h('p', { class: 'lv-empty', text: 'No bets yet this round' }));
    }
    const dealerCards = next.dealer ?? [];
    if (next.phase === 'betting') dealer.clear();
    const hidden =
      next.phase !== 'result' && next.phase !== 'betting' && dealerCards.length === 1 ? 1 : 0;
    const dealing = dealer.set(dealerCards, hidden);
    dealer.setTotal(dealerCards.length > 0 && hidden === 0 ? totalOf(dealerCards) : '');
    await Promise.all(
      seats.map(async (seat, index) => {
        const view = seatViews[index];
        if (!view) return;
        await view.set(seat.cards);
        view.setTotal(seat.cards.length > 0 ? handTotalText(seat.total, false) : '');
        view.setActive(next.phase === 'playing' && seat.status === 'playing');
        const result = seat.mine ? myResult(next, seat) : null;
        if (result) view.setResult(result.text, result.tone);
        else
          view.setResult(
            `${frame.money(seat.bet)} · ${STATUS_TEXT[seat.status] ?? seat.status}`,
            seat.status === 'bust' ? 'lose' : '',
          );
      }),
    );
    await dealing;
  }

  function myResult(
    next: LiveTableState,
    seat: Seat,
  ): { text: string; tone: 'win' | 'lose' | 'push' } | null {
    if (next.phase !== 'result' || next.my_win === undefined) return null;
    if (next.my_win > next.my_bet) return { text: `Win +${frame.money(next.my_win)}`, tone: 'win' };
    if (next.my_win === next.my_bet && next.my_bet > 0) return { text: 'Push', tone: 'push' };
    return { text: seat.status === 'bust' ? 'Bust' : 'Lose', tone: 'lose' };
  }

  async function onState(next: LiveTableState) {
    state = next;
    stage.update(next);
    if (next.my_bet === 0 && next.phase === 'betting') frame.setBalance(next.balance);
    render();
    await renderTable(next);
    const settled = settledRound(next, reported);
    if (settled) {
      reported.add(settled.round_id);
      await frame.showWin(settled.win, settled.win > 0 ? 700 : 0);
      const seat = mySeat();
      frame.finishRound({
        ...settled,
        summary: `Dealer ${totalOf(next.dealer ?? [])} – You ${seat?.total ?? '?'}`,
      });
    }
  }

  async function placeBet() {
    if (working || state?.phase !== 'betting') return;
    working = true;
    render();
    try {
      const answer = await api.placeLiveBets({ bet: frame.bet });
      if (answer.balance !== undefined) frame.setBalance(answer.balance);
      frame.announce(`Bet ${frame.money(frame.bet)} placed.`);
    } catch (error) {
      if (error instanceof GameError) frame.showError(error);
    } finally {
      working = false;
      render();
    }
  }

  async function act(action: LiveAction) {
    if (working) return;
    working = true;
    render();
    try {
      const answer = await api.actLive(action);
      if (answer.balance !== undefined) frame.setBalance(answer.balance);
    } catch (error) {
      if (error instanceof GameError) frame.showError(error);
    } finally {
      working = false;
      render();
    }
  }

  window.addEventListener('keydown', (event) => {
    if (event.target instanceof HTMLSelectElement || event.ctrlKey || event.metaKey || event.altKey)
      return;
    const action = ({ h: 'hit', s: 'stand', d: 'double' } as const)[
      event.key.toLowerCase() as 'h' | 's' | 'd'
    ];
    if (action && !actionBar.hidden) void act(action);
  });

  connectLiveTable(socketUrlOf(live.socket_url), {
    onState: (next) => void onState(next),
    onStatus: (status) => stage.setConnection(status),
    onEnded: () =>
      frame.showError(
        new GameError({
          code: 'session_expired',
          message: 'This live session has ended. Open the table again from the casino.',
        }),
      ),
  });
  render();
}

const CARD_POINTS: Record<string, number> = { A: 11, K: 10, Q: 10, J: 10 };

/** The dealer's shown total (aces count 1 when 11 would bust). */
function totalOf(cards: readonly { rank: string }[]): string {
  let total = 0;
  let aces = 0;
  for (const card of cards) {
    total += CARD_POINTS[card.rank] ?? Number(card.rank);
    if (card.rank === 'A') aces += 1;
  }
  while (total > 21 && aces > 0) {
    total -= 10;
    aces -= 1;
  }
  return String(total);
}
