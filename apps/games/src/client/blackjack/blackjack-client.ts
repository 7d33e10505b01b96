import type { BlackjackRoundView } from '../../shared/client-api';
import { createHandView, type HandView } from '../cards/cards';
import type { Frame } from '../frame/frame';
import { GameError, type GameApi } from '../lib/api';
import { h, prefersReducedMotion } from '../lib/dom';
import { describeBlackjack, handResultText, handTotalText } from './blackjack-text';
import './blackjack.css';

type Action = BlackjackRoundView['actions'][number];
const ACTION_LABELS: Record<Action, { label: string; key: string }> = {
  hit: { label: 'Hit', key: 'h' },
  stand: { label: 'Stand', key: 's' },
  double: { label: 'Double', key: 'd' },
  split: { label: 'Split', key: 'p' },
};

/** Blackjack: deal, then the server's allowed actions until the round is settled. */
export function mountBlackjack(frame: Frame, api: GameApi): void {
  const dealMs = () => (prefersReducedMotion() ? 0 : 260);
  const dealer = createHandView('Dealer', dealMs);
  // The player's first hand is on the felt from the start (empty card places until the deal).
  const firstHand = createHandView('You', dealMs);
  const handsBox = h('div', { class: 'bj-hands' }, [firstHand.element]);
  let handViews: HandView[] = [firstHand];
  const status = h('p', {
    class: 'bj-status',
    attrs: { 'aria-live': 'polite' },
    text: 'Place your bet and deal',
  });
  frame.stage.append(
    h('div', { class: 'cd-felt bj-felt' }, [
      dealer.element,
      h('p', { class: 'cd-felt__legend' }, [
        'Blackjack pays 3 to 2',
        h('small', { text: 'Dealer stands on all 17s · Insurance not offered' }),
      ]),
      status,
      handsBox,
    ]),
  );

  const dealButton = h('button', {
    class: 'gm-btn bj-deal',
    text: 'Deal',
    attrs: { type: 'button' },
    on: { click: () => void deal() },
  });
  const actionButtons = new Map<Action, HTMLButtonElement>();
  const actionBar = h('div', { class: 'bj-actions', attrs: { hidden: true } });
  for (const action of ['hit', 'stand', 'double', 'split'] as const) {
    const button = h(
      'button',
      {
        class: `gm-btn bj-act bj-act--${action}`,
        attrs: { type: 'button', 'aria-keyshortcuts': ACTION_LABELS[action].key.toUpperCase() },
        on: { click: () => void act(action) },
      },
      [h('span', { text: ACTION_LABELS[action].label })],
    );
    actionButtons.set(action, button);
    actionBar.append(button);
  }
  frame.actions.append(actionBar, dealButton);

  let round: BlackjackRoundView | null = null;
  let working = false;

  window.addEventListener('keydown', (event) => {
    if (event.target instanceof HTMLSelectElement || event.ctrlKey || event.metaKey || event.altKey)
      return;
    const action = (Object.keys(ACTION_LABELS) as Action[]).find(
      (name) => ACTION_LABELS[name].key === event.key.toLowerCase(),
    );
    if (action && round && !round.finished) void act(action);
  });

  async function render(view: BlackjackRoundView) {
    // Hands appear (a split adds one); each shows its cards, total and, at the end, result.
    while (handViews.length < view.hands.length) {
      const index = handViews.length;
      const handView = createHandView(index === 0 ? 'You' : `Hand ${index + 1}`, dealMs);
      handViews.push(handView);
      handsBox.append(handView.element);
    }
    handsBox.classList.toggle('is-split', view.hands.length > 1);
    const dealerHidden = view.finished ? 0 : Math.max(0, 2 - view.dealer.cards.length);
    for (const [index, hand] of view.hands.entries()) {
      const handView = handViews[index];
      if (!handView) continue;
      await handView.set(hand.cards);
      handView.setTotal(handTotalText(hand.total, hand.soft));
      handView.setActive(!view.finished && view.active_hand === index && view.hands.length > 1);
    }
    await dealer.set(view.dealer.cards, dealerHidden);
    dealer.setTotal(view.dealer.total === null ? '' : handTotalText(view.dealer.total, false));
    if (view.finished) {
      view.hands.forEach((hand, index) => {
        const result = handResultText(hand);
        const win = hand.win ? ` +${frame.money(hand.win)}` : '';
        handViews[index]?.setResult(result.text + (result.tone === 'win' ? win : ''), result.tone);
      });
    }
    for (const [action, button] of actionButtons) {
      button.disabled = view.finished || !view.actions.includes(action);
      button.hidden = action === 'split' && !view.actions.includes('split');
    }
  }

  function setWorking(next: boolean) {
    working = next;
    frame.setBusy(next || (round !== null && !round.finished));
    dealButton.disabled = next;
    if (next) for (const button of actionButtons.values()) button.disabled = true;
  }

  async function deal() {
    if (working || (round && !round.finished)) return;
    setWorking(true);
    dealer.clear();
    firstHand.clear();
    handViews = [firstHand];
    handsBox.replaceChildren(firstHand.element);
    void frame.showWin(0, 0);
    status.textContent = '';
    try {
      const view = await api.dealBlackjack(frame.bet);
      round = view;
      frame.setBalance(view.finished ? view.balance - view.win : view.balance);
      dealButton.hidden = !view.finished;
      actionBar.hidden = view.finished;
      await render(view);
      if (view.finished) await settle(view);
      else status.textContent = `Bet ${frame.money(view.bet)} · your move`;
    } catch (error) {
      round = null;
      status.textContent = 'Place your bet and deal';
      if (error instanceof GameError) frame.showError(error);
    } finally {
      setWorking(false);
      if (round && !round.finished) await render(round);
    }
  }

  async function act(action: Action) {
    if (working || !round || round.finished || !round.actions.includes(action)) return;
    const roundId = round.round_id;
    setWorking(true);
    try {
      const view = await api.actBlackjack(roundId, action);
      round = view;
      if (!view.finished) frame.setBalance(view.balance);
      await render(view);
      if (view.finished) await settle(view);
    } catch (error) {
      if (error instanceof GameError) frame.showError(error);
    } finally {
      setWorking(false);
      if (round && !round.finished) await render(round);
    }
  }

  async function settle(view: BlackjackRoundView) {
    actionBar.hidden = true;
    dealButton.hidden = false;
    dealButton.textContent = 'Deal again';
    await frame.showWin(view.win, view.win > 0 && !prefersReducedMotion() ? 700 : 0);
    const summary = describeBlackjack(view);
    status.textContent = view.win > 0 ? `You win ${frame.money(view.win)}` : summary;
    frame.announce(`Dealer ${view.dealer.total ?? ''}. ${summary}.`);
    frame.finishRound({
      round_id: view.round_id,
      bet: view.bet,
      win: view.win,
      balance: view.balance,
      summary,
    });
  }
}
