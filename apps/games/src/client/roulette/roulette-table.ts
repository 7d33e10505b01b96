import { h } from '../lib/dom';
import { chipLabel } from '../lib/money';
import {
  colourOf,
  emptyTable,
  placeChip,
  spotKey,
  stakesBySpot,
  undoChip,
  winningKeys,
  type Spot,
  type TableBets,
} from './roulette-bets';
import '../frame/chip.css';
import './roulette-table.css';

/**
 * The betting layout. Each spot carries two grid placements: landscape (the classic long
 * table) and portrait (turned upright for phones); CSS picks one with a container query.
 */
interface Placement {
  c: number;
  r: number;
  cs?: number;
  rs?: number;
}

interface SpotCell {
  spot: Spot;
  label: string;
  aria: string;
  tone: 'red' | 'black' | 'green' | 'plain';
  land: Placement;
  port: Placement;
}

function layout(): SpotCell[] {
  const cells: SpotCell[] = [
    {
      spot: { kind: 'straight', number: 0 },
      label: '0',
      aria: 'Zero',
      tone: 'green',
      land: { c: 1, r: 1, rs: 3 },
      port: { c: 3, r: 1, cs: 3 },
    },
  ];
  for (let number = 1; number <= 36; number += 1) {
    const column = ((number - 1) % 3) + 1;
    const row = Math.ceil(number / 3);
    cells.push({
      spot: { kind: 'straight', number },
      label: String(number),
      aria: `${number} ${colourOf(number)}`,
      tone: colourOf(number),
      land: { c: 1 + row, r: 4 - column },
      port: { c: 2 + column, r: 1 + row },
    });
  }
  for (const index of [1, 2, 3] as const) {
    cells.push({
      spot: { kind: 'column', index },
      label: '2:1',
      aria: `Column ${index}`,
      tone: 'plain',
      land: { c: 14, r: 4 - index },
      port: { c: 2 + index, r: 14 },
    });
    cells.push({
      spot: { kind: 'dozen', index },
      label: ['1st 12', '2nd 12', '3rd 12'][index - 1] ?? '',
      aria: `Dozen ${index}: ${index * 12 - 11} to ${index * 12}`,
      tone: 'plain',
      land: { c: 2 + (index - 1) * 4, r: 4, cs: 4 },
      port: { c: 2, r: 2 + (index - 1) * 4, rs: 4 },
    });
  }
  const outside: {
    kind: 'low' | 'even' | 'red' | 'black' | 'odd' | 'high';
    label: string;
    aria: string;
  }[] = [
    { kind: 'low', label: '1–18', aria: 'Low, 1 to 18' },
    { kind: 'even', label: 'Even', aria: 'Even' },
    { kind: 'red', label: '', aria: 'Red' },
    { kind: 'black', label: '', aria: 'Black' },
    { kind: 'odd', label: 'Odd', aria: 'Odd' },
    { kind: 'high', label: '19–36', aria: 'High, 19 to 36' },
  ];
  outside.forEach((entry, index) => {
    cells.push({
      spot: { kind: entry.kind },
      label: entry.label,
      aria: entry.aria,
      tone: entry.kind === 'red' ? 'red' : entry.kind === 'black' ? 'black' : 'plain',
      land: { c: 2 + index * 2, r: 5, cs: 2 },
      port: { c: 1, r: 2 + index * 2, rs: 2 },
    });
  });
  return cells;
}

function place(element: HTMLElement, prefix: string, placement: Placement) {
  element.style.setProperty(`--${prefix}c`, String(placement.c));
  element.style.setProperty(`--${prefix}r`, String(placement.r));
  element.style.setProperty(`--${prefix}cs`, String(placement.cs ?? 1));
  element.style.setProperty(`--${prefix}rs`, String(placement.rs ?? 1));
}

export interface RouletteTable {
  element: HTMLElement;
  readonly bets: TableBets;
  setBets(bets: TableBets): void;
  undo(): void;
  clear(): void;
  setEnabled(enabled: boolean): void;
  showResult(number: number): void;
  clearResult(): void;
}

export function createRouletteTable(options: {
  chipValue: () => number;
  chipIndex: (amount: number) => number;
  subunits: number;
  describe: (amount: number) => string;
  onChange: (bets: TableBets) => void;
}): RouletteTable {
  let bets = emptyTable;
  let enabled = true;
  const buttons = new Map<string, HTMLButtonElement>();
  const grid = h('div', {
    class: 'rl-table',
    attrs: { role: 'group', 'aria-label': 'Betting table' },
  });

  for (const cell of layout()) {
    const key = spotKey(cell.spot);
    const button = h(
      'button',
      {
        class: `rl-spot rl-spot--${cell.tone} ${cell.spot.kind === 'straight' ? 'rl-spot--number' : 'rl-spot--outside'}`,
        attrs: { type: 'button', 'data-spot': key, 'aria-label': cell.aria },
        on: {
          click: () => {
            if (!enabled) return;
            update(placeChip(bets, cell.spot, options.chipValue()));
          },
        },
      },
      [
        cell.spot.kind === 'red' || cell.spot.kind === 'black'
          ? h('span', { class: 'rl-diamond', attrs: { 'aria-hidden': 'true' } })
          : h('span', { class: 'rl-spot__label', text: cell.label }),
      ],
    );
    place(button, '', cell.land);
    place(button, 'p', cell.port);
    buttons.set(key, button);
    grid.append(button);
  }

  function render() {
    const stakes = stakesBySpot(bets);
    for (const [key, button] of buttons) {
      const stake = stakes.get(key);
      button.querySelector('.gm-chip')?.remove();
      const label = button.getAttribute('aria-label')?.split(' — ')[0] ?? '';
      if (stake) {
        const chip = h('span', {
          class: 'gm-chip',
          text: chipLabel(stake.amount, options.subunits),
          attrs: { 'aria-hidden': 'true' },
        });
        chip.dataset.tone = String(options.chipIndex(stake.amount) % 6);
        button.append(chip);
        button.setAttribute('aria-label', `${label} — ${options.describe(stake.amount)} bet`);
      } else {
        button.setAttribute('aria-label', label);
      }
    }
  }

  function update(next: TableBets) {
    if (next === bets) return;
    bets = next;
    render();
    options.onChange(bets);
  }

  return {
    element: grid,
    get bets() {
      return bets;
    },
    setBets: update,
    undo: () => update(undoChip(bets)),
    clear: () => update(emptyTable),
    setEnabled(next) {
      enabled = next;
      grid.classList.toggle('is-locked', !enabled);
    },
    showResult(number) {
      const winners = winningKeys(bets, number);
      grid.classList.add('has-result');
      buttons.get(`straight:${number}`)?.classList.add('is-hit');
      for (const key of winners) buttons.get(key)?.classList.add('is-win');
    },
    clearResult() {
      grid.classList.remove('has-result');
      for (const button of buttons.values()) button.classList.remove('is-hit', 'is-win');
    },
  };
}
