import type { SessionView } from '../../shared/client-api';
import { h } from '../lib/dom';
import { icon } from './icons';

export interface TopBar {
  element: HTMLElement;
  setBalance(text: string): void;
  /** Tells assistive technology whether the history drawer is open. */
  setHistoryExpanded(open: boolean): void;
}

/**
 * The title bar: lobby, the game's name, the balance, deposit (not in demo) and history.
 * Inside the casino's game page, whose toolbar already names the game and leads back, the
 * frame's stylesheet hides the title and lobby (`is-embedded` on the root).
 */
export function createTopBar(
  session: SessionView,
  balanceText: string,
  on: { lobby: () => void; deposit: () => void; history: () => void },
): TopBar {
  const isDemo = session.mode === 'demo';
  const balanceValue = h('strong', { class: 'gm-balance__value', text: balanceText });
  const lobbyButton = h(
    'button',
    {
      class: 'gm-iconbtn gm-lobby',
      attrs: { type: 'button', 'aria-label': 'Back to the lobby', title: 'Lobby' },
      on: { click: on.lobby },
    },
    [icon('back')],
  );
  const depositButton = isDemo
    ? null
    : h('button', { class: 'gm-deposit', attrs: { type: 'button' }, on: { click: on.deposit } }, [
        icon('plus'),
        h('span', { text: 'Deposit' }),
      ]);
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
      on: { click: on.history },
    },
    [icon('history')],
  );
  const element = h('header', { class: 'gm-top' }, [
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
  return {
    element,
    setBalance: (text) => void (balanceValue.textContent = text),
    setHistoryExpanded: (open) => historyButton.setAttribute('aria-expanded', String(open)),
  };
}
