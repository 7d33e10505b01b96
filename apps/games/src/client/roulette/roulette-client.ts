import type { Frame } from '../frame/frame';
import { icon } from '../frame/icons';
import { GameError, type GameApi } from '../lib/api';
import { levelIndexOf } from '../lib/bet-levels';
import { h, prefersReducedMotion, wait } from '../lib/dom';
import {
  colourOf,
  recentNumbersFrom,
  toSpinBets,
  totalStake,
  type TableBets,
} from './roulette-bets';
import { createRouletteTable, type RouletteTable } from './roulette-table';
import { createRouletteWheel } from './roulette-wheel';
import './roulette.css';

/** The recent numbers strip above the table (also used by the live table). */
export function createRecentStrip(): {
  element: HTMLElement;
  set(numbers: readonly number[]): void;
} {
  const element = h('ol', { class: 'rl-recent', attrs: { 'aria-label': 'Recent numbers' } });
  return {
    element,
    set(numbers) {
      element.replaceChildren(
        ...numbers.slice(0, 12).map((number) =>
          h('li', {
            class: `rl-recent__n rl-recent__n--${colourOf(number)}`,
            text: String(number),
          }),
        ),
      );
    },
  };
}

/** The wheel panel with its result badge; on phones it opens over the table while it spins. */
export function createWheelPanel() {
  const wheel = createRouletteWheel();
  const badge = h('div', { class: 'rl-result', attrs: { hidden: true } });
  const element = h('div', { class: 'rl-wheelbox' }, [wheel.element, badge]);
  return {
    element,
    async spin(number: number) {
      badge.hidden = true;
      element.classList.add('is-open');
      await wheel.spinTo(number, prefersReducedMotion() ? 0 : 4200);
      badge.className = `rl-result rl-result--${colourOf(number)}`;
      badge.replaceChildren(
        h('strong', { text: String(number) }),
        h('span', { text: colourOf(number) }),
      );
      badge.hidden = false;
    },
    close() {
      element.classList.remove('is-open');
    },
  };
}

export function createTableForFrame(
  frame: Frame,
  onChange: (bets: TableBets) => void,
): RouletteTable {
  const { levels } = frame.session.bets;
  return createRouletteTable({
    chipValue: () => frame.bet,
    chipIndex: (amount) => levelIndexOf(levels, amount),
    subunits: frame.session.subunits,
    describe: frame.money,
    onChange,
  });
}

/** European roulette: chips on the table, the wheel spins to the server's number. */
export function mountRoulette(frame: Frame, api: GameApi): void {
  frame.setBetLabel('Chip');
  const recent = createRecentStrip();
  let recentNumbers = recentNumbersFrom(frame.session.history.map((round) => round.summary));
  recent.set(recentNumbers);
  const wheel = createWheelPanel();
  const total = h('p', { class: 'rl-total' });
  const table = createTableForFrame(frame, () => {
    table.clearResult();
    renderTotal();
  });
  frame.stage.append(
    h('div', { class: 'rl-layout' }, [
      wheel.element,
      h('div', { class: 'rl-side' }, [recent.element, table.element, total]),
    ]),
  );

  const undo = h(
    'button',
    {
      class: 'gm-iconbtn',
      attrs: { type: 'button', 'aria-label': 'Undo the last chip', title: 'Undo' },
      on: { click: () => table.undo() },
    },
    [icon('undo')],
  );
  const clear = h(
    'button',
    {
      class: 'gm-iconbtn',
      attrs: { type: 'button', 'aria-label': 'Clear all chips', title: 'Clear' },
      on: { click: () => table.clear() },
    },
    [icon('trash')],
  );
  const spinButton = h(
    'button',
    {
      class: 'gm-spin',
      attrs: { type: 'button', 'aria-label': 'Spin the wheel' },
      on: { click: () => void spin() },
    },
    [icon('spin')],
  );
  frame.actions.append(undo, clear, spinButton);

  function renderTotal() {
    const stake = totalStake(table.bets);
    total.textContent =
      stake > 0
        ? `Total bet ${frame.money(stake)}`
        : 'Pick a chip value, then tap the table to bet';
    undo.disabled = stake === 0;
    clear.disabled = stake === 0;
  }
  renderTotal();

  let running = false;
  async function spin() {
    if (running) return;
    const bets = toSpinBets(table.bets);
    if (bets.length === 0) {
      frame.toast('Place your chips on the table first.');
      return;
    }
    running = true;
    setLocked(true);
    table.clearResult();
    void frame.showWin(0, 0);
    try {
      const round = await api.spinRoulette(bets);
      frame.setBalance(round.balance - round.win);
      await wheel.spin(round.number);
      table.showResult(round.number);
      recentNumbers = [round.number, ...recentNumbers];
      recent.set(recentNumbers);
      await frame.showWin(round.win, round.win > 0 && !prefersReducedMotion() ? 900 : 0);
      const summary = `${round.number} ${round.color}`;
      frame.announce(
        round.win > 0 ? `${summary}. You won ${frame.money(round.win)}.` : `${summary}. No win.`,
      );
      frame.finishRound({ ...round, summary });
      if (!prefersReducedMotion()) await wait(1200);
      wheel.close();
    } catch (error) {
      wheel.close();
      if (error instanceof GameError) frame.showError(error);
    } finally {
      running = false;
      setLocked(false);
    }
  }

  function setLocked(locked: boolean) {
    table.setEnabled(!locked);
    spinButton.disabled = locked;
    spinButton.classList.toggle('is-spinning', locked);
    undo.disabled = locked || totalStake(table.bets) === 0;
    clear.disabled = undo.disabled;
    frame.setBusy(locked);
  }
}
