import type { RoundSummary } from '../../shared/client-api';
import { h } from '../lib/dom';
import { addRound } from '../lib/history';
import { icon } from './icons';

export interface HistoryDrawer {
  element: HTMLElement;
  readonly isOpen: boolean;
  /** Opens or closes it (toggles without `open`); opening reloads the rounds when it can. */
  toggle(open?: boolean): void;
  /** A round just played, added on top without a reload. */
  add(round: RoundSummary): void;
  setLoader(load: () => Promise<RoundSummary[]>): void;
}

/** The round history drawer: the session's last rounds, newest first (lib/history). */
export function createHistoryDrawer(
  initial: readonly RoundSummary[],
  locale: string,
  money: (amount: number) => string,
  onToggle: (open: boolean) => void,
): HistoryDrawer {
  let history = [...initial];
  let load: (() => Promise<RoundSummary[]>) | null = null;
  const list = h('ol', { class: 'gm-history' });
  const element = h(
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
            on: { click: () => toggle(false) },
          },
          [icon('close')],
        ),
      ]),
      list,
    ],
  );

  function render() {
    list.replaceChildren(
      ...(history.length === 0
        ? [h('li', { class: 'gm-history__empty', text: 'No rounds yet.' })]
        : history.map((round) =>
            h('li', { class: round.win > 0 ? 'is-win' : '' }, [
              h('div', { class: 'gm-history__main' }, [
                h('span', { class: 'gm-history__summary', text: round.summary }),
                h('time', {
                  text: new Date(round.at).toLocaleTimeString(locale, {
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
  render();

  function toggle(open = Boolean(element.hidden)) {
    element.hidden = !open;
    onToggle(open);
    if (open && load) {
      load()
        .then((rounds) => {
          history = rounds;
          render();
        })
        .catch(() => undefined);
    }
  }

  return {
    element,
    get isOpen() {
      return !element.hidden;
    },
    toggle,
    add(round) {
      history = addRound(history, round);
      render();
    },
    setLoader: (next) => void (load = next),
  };
}
