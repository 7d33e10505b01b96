import { canStep, initialBet, stepBet } from '../lib/bet-levels';
import { h } from '../lib/dom';
import { icon } from './icons';

export interface BetSelector {
  element: HTMLElement;
  readonly bet: number;
  onChange(listener: (bet: number) => void): void;
  setLabel(label: string): void;
  /** While a round runs the stake cannot change. */
  setBusy(busy: boolean): void;
}

/**
 * The stake selector: the session's bet levels in a select with a step down and up, starting
 * at the session's default (lib/bet-levels).
 */
export function createBetSelector(
  levels: readonly number[],
  defaultBet: number,
  money: (amount: number) => string,
): BetSelector {
  let bet = initialBet(levels, defaultBet);
  let busy = false;
  const listeners: ((bet: number) => void)[] = [];

  const label = h('span', { class: 'gm-label', text: 'Bet', attrs: { id: 'gm-bet-label' } });
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
  const element = h('div', { class: 'gm-bet' }, [
    label,
    h('div', { class: 'gm-bet__row' }, [minus, select, plus]),
  ]);

  function render() {
    select.value = String(bet);
    minus.disabled = busy || !canStep(levels, bet, -1);
    plus.disabled = busy || !canStep(levels, bet, 1);
    select.disabled = busy;
  }
  function setBet(next: number) {
    if (busy || next === bet) return render();
    bet = next;
    render();
    for (const listener of listeners) listener(bet);
  }
  render();

  return {
    element,
    get bet() {
      return bet;
    },
    onChange: (listener) => void listeners.push(listener),
    setLabel: (text) => void (label.textContent = text),
    setBusy(next) {
      busy = next;
      render();
    },
  };
}
