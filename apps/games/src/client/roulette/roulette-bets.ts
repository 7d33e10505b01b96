import type { RouletteBetView } from '../../shared/client-api';

/**
 * The roulette betting layout as data: where chips can go, what each spot pays on, and how
 * the chips on the table become the `bets` payload of `/roulette/spin`. Pure, so the table
 * logic is tested without a browser.
 */

export const RED_NUMBERS = new Set([
  1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36,
]);

/** European wheel order, clockwise from zero. */
export const WHEEL_ORDER = [
  0, 32, 15, 19, 4, 21, 2, 25, 17, 34, 6, 27, 13, 36, 11, 30, 8, 23, 10, 5, 24, 16, 33, 1, 20, 14,
  31, 9, 22, 18, 29, 7, 28, 12, 35, 3, 26,
];

export type NumberColour = 'red' | 'black' | 'green';
export function colourOf(number: number): NumberColour {
  if (number === 0) return 'green';
  return RED_NUMBERS.has(number) ? 'red' : 'black';
}

type Outside = 'red' | 'black' | 'odd' | 'even' | 'low' | 'high';
export type Spot =
  | { kind: 'straight'; number: number }
  | { kind: Outside }
  | { kind: 'dozen' | 'column'; index: 1 | 2 | 3 };

/** A stable key per spot: "straight:17", "red", "dozen:2". */
export function spotKey(spot: Spot): string {
  if (spot.kind === 'straight') return `straight:${spot.number}`;
  if (spot.kind === 'dozen' || spot.kind === 'column') return `${spot.kind}:${spot.index}`;
  return spot.kind;
}

export function spotCovers(spot: Spot, number: number): boolean {
  switch (spot.kind) {
    case 'straight':
      return spot.number === number;
    case 'red':
    case 'black':
      return colourOf(number) === spot.kind;
    case 'odd':
      return number !== 0 && number % 2 === 1;
    case 'even':
      return number !== 0 && number % 2 === 0;
    case 'low':
      return number >= 1 && number <= 18;
    case 'high':
      return number >= 19;
    case 'dozen':
      return number !== 0 && Math.ceil(number / 12) === spot.index;
    case 'column':
      return number !== 0 && ((number - 1) % 3) + 1 === spot.index;
  }
}

export interface Placement {
  spot: Spot;
  amount: number;
}

/** The chips on the table, in the order they were placed (undo takes the last off). */
export interface TableBets {
  readonly placements: readonly Placement[];
}

export const emptyTable: TableBets = { placements: [] };
/** The studio takes at most 50 bets per spin (client-api `rouletteSpinRequestSchema`). */
export const MAX_SPOTS = 50;

export function placeChip(table: TableBets, spot: Spot, amount: number): TableBets {
  if (amount <= 0) return table;
  const key = spotKey(spot);
  const spots = new Set(table.placements.map((placement) => spotKey(placement.spot)));
  if (!spots.has(key) && spots.size >= MAX_SPOTS) return table;
  return { placements: [...table.placements, { spot, amount }] };
}

export function undoChip(table: TableBets): TableBets {
  return { placements: table.placements.slice(0, -1) };
}

export function clearTable(): TableBets {
  return emptyTable;
}

/** Total staked per spot key. */
export function stakesBySpot(table: TableBets): Map<string, { spot: Spot; amount: number }> {
  const stakes = new Map<string, { spot: Spot; amount: number }>();
  for (const { spot, amount } of table.placements) {
    const key = spotKey(spot);
    const current = stakes.get(key);
    stakes.set(key, { spot, amount: (current?.amount ?? 0) + amount });
  }
  return stakes;
}

export function totalStake(table: TableBets): number {
  return table.placements.reduce((sum, placement) => sum + placement.amount, 0);
}

/** One bet per spot, chips on the same spot added together. */
export function toSpinBets(table: TableBets): RouletteBetView[] {
  return [...stakesBySpot(table).values()].map(({ spot, amount }): RouletteBetView => {
    if (spot.kind === 'straight') return { kind: 'straight', numbers: [spot.number], amount };
    if (spot.kind === 'dozen' || spot.kind === 'column')
      return { kind: spot.kind, index: spot.index, amount };
    return { kind: spot.kind, amount };
  });
}

/** The spot keys on the table that win on `number` (to light them up). */
export function winningKeys(table: TableBets, number: number): Set<string> {
  const keys = new Set<string>();
  for (const [key, { spot }] of stakesBySpot(table)) if (spotCovers(spot, number)) keys.add(key);
  return keys;
}

/** The last numbers from history lines that start with one ("17 red"), newest first. */
export function recentNumbersFrom(summaries: readonly string[]): number[] {
  const numbers: number[] = [];
  for (const summary of summaries) {
    const match = /^(\d{1,2})\b/.exec(summary.trim());
    const value = match ? Number(match[1]) : NaN;
    if (value >= 0 && value <= 36) numbers.push(value);
  }
  return numbers;
}
