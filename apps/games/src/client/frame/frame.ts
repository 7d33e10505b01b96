import type { RoundSummary, SessionView } from '../../shared/client-api';
import type { GameError } from '../lib/api';
import { canStep, initialBet, stepBet } from '../lib/bet-levels';
import {
  createBridge,
  isBridgedError,
  windowParentPost,
  type Bridge,
  type PostMessage,
} from '../lib/bridge';
import { countUp, h } from '../lib/dom';
import { addRound } from '../lib/history';
import { formatMoney } from '../lib/money';
import { icon } from './icons';
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

/** `post` is the bridge transport: the parent window in the iframe, a recorder in tests. */
export function mountFrame(
  container: HTMLElement,
  session: SessionView,
  post: PostMessage = windowParentPost,
): Frame {
  const bridge = createBridge(session.session_id, session.casino_origin, post);
  const format = { currency: session.currency, subunits: session.subunits, locale: session.locale };
  const money = (amount: number) => formatMoney(amount, format);
  const isDemo = session.mode === 'demo';
  const levels = session.bets.levels;
  let bet = initialBet(levels, session.bets.default);
  let balance = session.balance;
  let busy = false;
  let history = [...session.history];
  let loadHistory: (() => Promise<RoundSummary[]>) | null = null;
  const betListeners: ((bet: number) => void)[] = [];

  const art = session.game.art;
  const root = h('div', { class: `gm-app gm-engine-${session.game.engine}` });
  root.style.setProperty('--bg-1', art.palette[0] ?? '#1b1035');
  root.style.setProperty('--bg-2', art.palette[1] ?? art.palette[0] ?? '#07040f');
  root.style.setProperty('--bg-3', art.palette.at(-1) ?? '#07040f');
  root.style.setProperty('--accent', art.accent);

  // ---- top bar
  const balanceValue = h('strong', { class: 'gm-balance__value', text: money(balance) });
  // Inside the casino's game page, whose toolbar already names the game and leads back, the
  // game keeps only its own balance, deposit and history (no second title bar).
  if (window.parent !== window) root.classList.add('is-embedded');
  const lobbyButton = h(
    'button',
    {
      class: 'gm-iconbtn gm-lobby',
      attrs: { type: 'button', 'aria-label': 'Back to the lobby', title: 'Lobby' },
      on: { click: () => bridge.send({ type: 'close' }) },
    },
    [icon('back')],
  );
  const depositButton = isDemo
    ? null
    : h(
        'button',
        {
          class: 'gm-deposit',
          attrs: { type: 'button' },
          on: { click: () => bridge.send({ type: 'deposit' }) },
        },
        [icon('plus'), h('span', { text: 'Deposit' })],
      );
  const historyButton = h(
    'button',
    {
      class: 'gm-iconbtn',
      attrs: {
        type: 'button',
        'aria-label': 'Round history',
        'aria-expanded': 'false',
        title: 'History',
      },
      on: { click: () => toggleDrawer() },
    },
    [icon('history')],
  );
  const top = h('header', { class: 'gm-top' }, [
    lobbyButton,
    h('div', { class: 'gm-title' }, [
      h('h1', { text: session.game.title }),
      h('span', { text: session.game.provider_title }),
    ]),
    h('div', { class: 'gm-balance', attrs: { 'aria-label': 'Balance' } }, [
      h('span', { class: 'gm-label', text: isDemo ? 'Demo balance' : 'Balance' }),
      balanceValue,
    ]),
    depositButton,
    historyButton,
  ]);

  // ---- stage and controls
  const stage = h('section', { class: 'gm-stage', attrs: { 'aria-label': session.game.title } });
  const betLabel = h('span', { class: 'gm-label', text: 'Bet', attrs: { id: 'gm-bet-label' } });
  const select = h(
    'select',
    {
      class: 'gm-bet__select',
      attrs: { 'aria-labelledby': 'gm-bet-label' },
      on: { change: () => setBet(Number(select.value)) },
    },
    levels.map((level) => h('option', { text: money(level), attrs: { value: level } })),
  );
  const minus = h(
    'button',
    {
      class: 'gm-stepbtn',
      attrs: { type: 'button', 'aria-label': 'Lower the bet' },
      on: { click: () => setBet(stepBet(levels, bet, -1)) },
    },
    [icon('minus')],
  );
  const plus = h(
    'button',
    {
      class: 'gm-stepbtn',
      attrs: { type: 'button', 'aria-label': 'Raise the bet' },
      on: { click: () => setBet(stepBet(levels, bet, 1)) },
    },
    [icon('plus')],
  );
  const lastWinValue = h('strong', { class: 'gm-lastwin__value', text: money(0) });
  const lastWin = h('div', { class: 'gm-lastwin' }, [
    h('span', { class: 'gm-label', text: 'Win' }),
    lastWinValue,
  ]);
  const actions = h('div', { class: 'gm-actions' });
  const controls = h('footer', { class: 'gm-controls' }, [
    h('div', { class: 'gm-bet' }, [
      betLabel,
      h('div', { class: 'gm-bet__row' }, [minus, select, plus]),
    ]),
    lastWin,
    actions,
  ]);

  // ---- history drawer, live region, dialog
  const historyList = h('ol', { class: 'gm-history' });
  const drawer = h(
    'aside',
    { class: 'gm-drawer', attrs: { 'aria-label': 'Round history', hidden: true } },
    [
      h('div', { class: 'gm-drawer__head' }, [
        h('h2', { text: 'History' }),
        h(
          'button',
          {
            class: 'gm-iconbtn',
            attrs: { type: 'button', 'aria-label': 'Close the history' },
            on: { click: () => toggleDrawer(false) },
          },
          [icon('close')],
        ),
      ]),
      historyList,
    ],
  );
  const live = h('div', { class: 'gm-sr', attrs: { 'aria-live': 'polite', role: 'status' } });
  const toastBox = h('div', { class: 'gm-toast', attrs: { 'aria-live': 'assertive' } });
  const dialog = h('div', {
    class: 'gm-dialog',
    attrs: { hidden: true, role: 'alertdialog', 'aria-modal': 'true' },
  });

  // The ribbon sits in the stage's corner, clear of the lobby button.
  if (isDemo)
    stage.append(h('div', { class: 'gm-ribbon', text: 'Demo', attrs: { 'aria-hidden': 'true' } }));
  root.append(top, stage, controls, drawer, live, toastBox, dialog);
  container.replaceChildren(root);

  function renderBet() {
    select.value = String(bet);
    minus.disabled = busy || !canStep(levels, bet, -1);
    plus.disabled = busy || !canStep(levels, bet, 1);
    select.disabled = busy;
  }
  function setBet(next: number) {
    if (busy || next === bet) return renderBet();
    bet = next;
    renderBet();
    for (const listener of betListeners) listener(bet);
  }
  renderBet();

  function renderHistory() {
    historyList.replaceChildren(
      ...(history.length === 0
        ? [h('li', { class: 'gm-history__empty', text: 'No rounds yet.' })]
        : history.map((round) =>
            h('li', { class: round.win > 0 ? 'is-win' : '' }, [
              h('div', { class: 'gm-history__main' }, [
                h('span', { class: 'gm-history__summary', text: round.summary }),
                h('time', {
                  text: new Date(round.at).toLocaleTimeString(session.locale, {
                    hour: '2-digit',
                    minute: '2-digit',
                    second: '2-digit',
                  }),
                  attrs: { datetime: round.at },
                }),
              ]),
              h('div', { class: 'gm-history__money' }, [
                h('span', { text: `Bet ${money(round.bet)}` }),
                h('strong', { text: round.win > 0 ? `+${money(round.win)}` : money(0) }),
              ]),
            ]),
          )),
    );
  }
  renderHistory();

  // Escape closes the dialog, then the drawer (keyboard players are never stuck in either).
  window.addEventListener('keydown', (event) => {
    if (event.key !== 'Escape') return;
    if (!dialog.hidden) dialog.hidden = true;
    else if (!drawer.hidden) toggleDrawer(false);
  });

  function toggleDrawer(open = drawer.hidden) {
    drawer.hidden = !open;
    historyButton.setAttribute('aria-expanded', String(open));
    if (open && loadHistory) {
      loadHistory()
        .then((rounds) => {
          history = rounds;
          renderHistory();
        })
        .catch(() => undefined);
    }
  }

  let toastTimer: ReturnType<typeof setTimeout> | undefined;
  function toast(text: string) {
    toastBox.textContent = text;
    toastBox.classList.add('is-shown');
    clearTimeout(toastTimer);
    toastTimer = setTimeout(() => toastBox.classList.remove('is-shown'), 3500);
  }

  function openDialog(title: string, text: string, buttons: HTMLButtonElement[]) {
    const close = h('button', {
      class: 'gm-btn gm-btn--ghost',
      text: 'OK',
      attrs: { type: 'button' },
      on: { click: () => (dialog.hidden = true) },
    });
    dialog.replaceChildren(
      h('div', { class: 'gm-dialog__card' }, [
        h('h2', { text: title, attrs: { id: 'gm-dialog-title' } }),
        h('p', { text }),
        h('div', { class: 'gm-dialog__buttons' }, [...buttons, close]),
      ]),
    );
    dialog.setAttribute('aria-labelledby', 'gm-dialog-title');
    dialog.hidden = false;
    (buttons[0] ?? close).focus();
  }

  const frame: Frame = {
    session,
    root,
    stage,
    actions,
    bridge,
    money,
    get bet() {
      return bet;
    },
    onBetChange: (listener) => void betListeners.push(listener),
    setBetLabel: (label) => void (betLabel.textContent = label),
    setBusy(next) {
      busy = next;
      root.classList.toggle('is-busy', busy);
      renderBet();
    },
    get balance() {
      return balance;
    },
    setBalance(next) {
      balance = next;
      balanceValue.textContent = money(balance);
    },
    async showWin(win, countMs, hurry) {
      lastWin.classList.toggle('is-win', win > 0);
      await countUp(0, win, countMs, (value) => (lastWinValue.textContent = money(value)), hurry);
    },
    finishRound(round) {
      frame.setBalance(round.balance);
      history = addRound(history, {
        round_id: round.round_id,
        at: new Date().toISOString(),
        bet: round.bet,
        win: round.win,
        summary: round.summary,
      });
      renderHistory();
      bridge.send({
        type: 'round',
        round_id: round.round_id,
        bet: round.bet,
        win: round.win,
        currency: session.currency,
      });
      bridge.send({ type: 'balance', currency: session.currency, balance: round.balance });
    },
    announce: (text) => void (live.textContent = text),
    toast,
    showError(error) {
      if (error.balance !== undefined) {
        frame.setBalance(error.balance);
        bridge.send({ type: 'balance', currency: session.currency, balance: error.balance });
      }
      if (isBridgedError(error.code))
        bridge.send({ type: 'error', code: error.code, message: error.message });
      frame.announce(error.message);
      switch (error.code) {
        case 'not_enough_funds': {
          const deposit = h('button', {
            class: 'gm-btn',
            text: 'Deposit',
            attrs: { type: 'button' },
            on: {
              click: () => {
                dialog.hidden = true;
                bridge.send({ type: 'deposit' });
              },
            },
          });
          openDialog(
            'Not enough funds',
            isDemo
              ? 'Your demo balance is too low for this bet. Lower the bet or reload the game.'
              : error.message,
            isDemo ? [] : [deposit],
          );
          return;
        }
        case 'limit_reached':
          return openDialog('Limit reached', error.message, []);
        case 'player_disabled':
          return openDialog('Play is paused', error.message, []);
        case 'session_expired':
          return showSessionEnded(container, error.message, () => bridge.send({ type: 'close' }));
        default:
          return toast(error.message);
      }
    },
    setHistoryLoader: (load) => void (loadHistory = load),
  };

  bridge.send({ type: 'balance', currency: session.currency, balance });
  return frame;
}

/** Full-screen state when the session cannot be played (expired, unknown). */
export function showSessionEnded(container: HTMLElement, message: string, onLobby?: () => void) {
  container.replaceChildren(
    h('div', { class: 'gm-fullstate', attrs: { role: 'alert' } }, [
      h('div', { class: 'gm-fullstate__mark', text: '!' }),
      h('h1', { text: 'Session ended' }),
      h('p', { text: message }),
      onLobby
        ? h('button', {
            class: 'gm-btn',
            text: 'Back to the lobby',
            attrs: { type: 'button' },
            on: { click: onLobby },
          })
        : null,
    ]),
  );
}

export function showLoading(container: HTMLElement) {
  container.replaceChildren(
    h('div', { class: 'gm-fullstate', attrs: { 'aria-busy': 'true' } }, [
      h('div', { class: 'gm-loader', attrs: { 'aria-hidden': 'true' } }),
      h('p', { text: 'Loading the game…' }),
    ]),
  );
}
