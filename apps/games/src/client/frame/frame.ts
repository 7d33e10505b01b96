import type { RoundSummary, SessionView } from '../../shared/client-api';
import type { GameError } from '../lib/api';
import { createBridge, windowParentPost, type Bridge, type PostMessage } from '../lib/bridge';
import { countUp, h } from '../lib/dom';
import { formatMoney } from '../lib/money';
import { createBetSelector } from './bet-selector';
import { createHistoryDrawer } from './history-drawer';
import { createNotices } from './notices';
import { showRefusal } from './show-refusal';
import { createTopBar } from './top-bar';
import './frame.css';

/**
 * The frame every game shares: title bar with balance, lobby and deposit, the stake selector,
 * the last win, the history drawer and the refusal dialogs. A game client draws into `stage`
 * and puts its own buttons into `actions`.
 */
export interface Frame {
  readonly session: SessionView;
  readonly root: HTMLElement;
  readonly stage: HTMLElement;
  readonly actions: HTMLElement;
  readonly bridge: Bridge;
  money(amount: number): string;
  readonly bet: number;
  onBetChange(listener: (bet: number) => void): void;
  setBetLabel(label: string): void;
  setBusy(busy: boolean): void;
  readonly balance: number;
  setBalance(balance: number): void;
  /** Shows the round's win, counted up in `countMs`; at once when `hurry` aborts. */
  showWin(win: number, countMs: number, hurry?: AbortSignal): Promise<void>;
  /** A round ended: balance and round go to the casino, the line to the history. */
  finishRound(round: {
    round_id: string;
    bet: number;
    win: number;
    balance: number;
    summary: string;
  }): void;
  announce(text: string): void;
  toast(text: string): void;
  showError(error: GameError): void;
  setHistoryLoader(load: () => Promise<RoundSummary[]>): void;
}

/**
 * Mounts the frame into `container` and tells the casino the opening balance. `post` is the
 * bridge transport: the parent window in the iframe, a recorder in tests.
 */
export function mountFrame(
  container: HTMLElement,
  session: SessionView,
  post: PostMessage = windowParentPost,
): Frame {
  const bridge = createBridge(session.session_id, session.casino_origin, post);
  const format = { currency: session.currency, subunits: session.subunits, locale: session.locale };
  const money = (amount: number) => formatMoney(amount, format);
  const isDemo = session.mode === 'demo';
  let balance = session.balance;

  const art = session.game.art;
  const root = h('div', { class: `gm-app gm-engine-${session.game.engine}` });
  root.style.setProperty('--bg-1', art.palette[0] ?? '#1b1035');
  root.style.setProperty('--bg-2', art.palette[1] ?? art.palette[0] ?? '#07040f');
  root.style.setProperty('--bg-3', art.palette.at(-1) ?? '#07040f');
  root.style.setProperty('--accent', art.accent);
  // Inside the casino's game page, whose toolbar already names the game and leads back, the
  // game keeps only its own balance, deposit and history (no second title bar).
  if (window.parent !== window) root.classList.add('is-embedded');

  const top = createTopBar(session, money(balance), {
    lobby: () => bridge.send({ type: 'close' }),
    deposit: () => bridge.send({ type: 'deposit' }),
    history: () => drawer.toggle(),
  });
  const drawer = createHistoryDrawer(session.history, session.locale, money, (open) =>
    top.setHistoryExpanded(open),
  );
  const betSelector = createBetSelector(session.bets.levels, session.bets.default, money);
  const notices = createNotices();

  const stage = h('section', { class: 'gm-stage', attrs: { 'aria-label': session.game.title } });
  const lastWinValue = h('strong', { class: 'gm-lastwin__value', text: money(0) });
  const lastWin = h('div', { class: 'gm-lastwin' }, [
    h('span', { class: 'gm-label', text: 'Win' }),
    lastWinValue,
  ]);
  const actions = h('div', { class: 'gm-actions' });
  const controls = h('footer', { class: 'gm-controls' }, [betSelector.element, lastWin, actions]);

  // The ribbon sits in the stage's corner, clear of the lobby button.
  if (isDemo)
    stage.append(h('div', { class: 'gm-ribbon', text: 'Demo', attrs: { 'aria-hidden': 'true' } }));
  root.append(top.element, stage, controls, drawer.element, ...notices.elements);
  container.replaceChildren(root);

  // Escape closes the dialog, then the drawer (keyboard players are never stuck in either).
  window.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    if (notices.isDialogOpen) notices.closeDialog();
    else if (drawer.isOpen) drawer.toggle(false);
  });

  const frame: Frame = {
    session,
    root,
    stage,
    actions,
    bridge,
    money,
    get bet() {
      return betSelector.bet;
    },
    onBetChange: (listener) => betSelector.onChange(listener),
    setBetLabel: (label) => betSelector.setLabel(label),
    setBusy(busy) {
      root.classList.toggle('is-busy', busy);
      betSelector.setBusy(busy);
    },
    get balance() {
      return balance;
    },
    setBalance(next) {
      balance = next;
      top.setBalance(money(balance));
    },
    async showWin(win, countMs, hurry) {
      lastWin.classList.toggle('is-win', win > 0);
      await countUp(0, win, countMs, (value) => (lastWinValue.textContent = money(value)), hurry);
    },
    finishRound(round) {
      frame.setBalance(round.balance);
      drawer.add({
        round_id: round.round_id,
        at: new Date().toISOString(),
        bet: round.bet,
        win: round.win,
        summary: round.summary,
      });
      bridge.send({
        type: 'round',
        round_id: round.round_id,
        bet: round.bet,
        win: round.win,
        currency: session.currency,
      });
      bridge.send({ type: 'balance', currency: session.currency, balance: round.balance });
    },
    announce: (text) => notices.announce(text),
    toast: (text) => notices.toast(text),
    showError: (error) => showRefusal(error, { frame, container, notices, isDemo }),
    setHistoryLoader: (load) => drawer.setLoader(load),
  };

  bridge.send({ type: 'balance', currency: session.currency, balance });
  return frame;
}
