import type { RandomSource } from './random.js';

/**
 * European roulette: one zero, 37 pockets, no la partage (even-money bets lose on zero), so
 * every bet returns 36/37 of its stake on average (RTP 97.30 %, PRESET_RTP_BP). Amounts are
 * integer minor units; a payout includes the stake.
 */

export type InsideBetKind = 'straight' | 'split' | 'street' | 'corner' | 'line';
export type EvenMoneyBetKind = 'red' | 'black' | 'odd' | 'even' | 'low' | 'high';
export type DozenBetKind = 'dozen' | 'column';

export type RouletteBet =
  | { kind: InsideBetKind; numbers: readonly number[]; amount: number }
  | { kind: EvenMoneyBetKind; amount: number }
  | { kind: DozenBetKind; index: number; amount: number };

/** Profit per unit staked when the bet wins (35:1 ... 1:1). */
export const ROULETTE_ODDS: Readonly<Record<RouletteBet['kind'], number>> = {
  straight: 35,
  split: 17,
  street: 11,
  corner: 8,
  line: 5,
  dozen: 2,
  column: 2,
  red: 1,
  black: 1,
  odd: 1,
  even: 1,
  low: 1,
  high: 1,
};

const RED = new Set([1, 3, 5, 7, 9, 12, 14, 16, 18, 19, 21, 23, 25, 27, 30, 32, 34, 36]);

export type RouletteColor = 'red' | 'black' | 'green';

export function rouletteColor(pocket: number): RouletteColor {
  if (pocket === 0) return 'green';
  return RED.has(pocket) ? 'red' : 'black';
}

/** The winning pocket, 0..36, each with probability 1/37. */
export function spinRoulette(rng: RandomSource): number {
  return rng.int(37);
}

/** A bet the table does not accept; `field` names the offending part for a 4xx answer. */
export class RouletteBetError extends Error {
  constructor(
    readonly betIndex: number,
    readonly field: 'kind' | 'numbers' | 'index' | 'amount',
    message: string,
  ) {
    super(`bet ${betIndex + 1}: ${message}`);
    this.name = 'RouletteBetError';
  }
}

const key = (numbers: readonly number[]) => [...numbers].sort((a, b) => a - b).join('-');

/** Every legal group of numbers for each inside bet, as sorted keys (the layout of 3 columns). */
const INSIDE_GROUPS: Record<InsideBetKind, Set<string>> = (() => {
  const groups: Record<InsideBetKind, Set<string>> = {
    straight: new Set(),
    split: new Set(['0-1', '0-2', '0-3']),
    // The two trios with zero play as streets on a single-zero layout.
    street: new Set(['0-1-2', '0-2-3']),
    // "First four" is the corner that includes zero.
    corner: new Set(['0-1-2-3']),
    line: new Set(),
  };
  for (let n = 0; n <= 36; n += 1) groups.straight.add(`${n}`);
  for (let n = 1; n <= 36; n += 1) {
    if (n % 3 !== 0) groups.split.add(key([n, n + 1]));
    if (n <= 33) groups.split.add(key([n, n + 3]));
    if (n % 3 === 1) groups.street.add(key([n, n + 1, n + 2]));
    if (n % 3 !== 0 && n <= 32) groups.corner.add(key([n, n + 1, n + 3, n + 4]));
    if (n % 3 === 1 && n <= 31) groups.line.add(key([n, n + 1, n + 2, n + 3, n + 4, n + 5]));
  }
  return groups;
})();

function isInside(kind: string): kind is InsideBetKind {
  return kind in INSIDE_GROUPS;
}

/** Throws {@link RouletteBetError} unless the bet is one the layout offers. */
export function validateRouletteBet(bet: RouletteBet, betIndex = 0): void {
  if (!Number.isSafeInteger(bet.amount) || bet.amount <= 0) {
    throw new RouletteBetError(betIndex, 'amount', 'the amount must be a positive integer');
  }
  if (!(bet.kind in ROULETTE_ODDS)) {
    throw new RouletteBetError(betIndex, 'kind', `unknown bet kind ${String(bet.kind)}`);
  }
  if (isInside(bet.kind)) {
    const numbers = 'numbers' in bet ? bet.numbers : undefined;
    if (!Array.isArray(numbers) || !INSIDE_GROUPS[bet.kind].has(key(numbers))) {
      throw new RouletteBetError(
        betIndex,
        'numbers',
        `${bet.kind} needs ${bet.kind === 'split' ? 'two adjacent numbers' : 'numbers that form one on the layout'}`,
      );
    }
  }
  if (bet.kind === 'dozen' || bet.kind === 'column') {
    const index = 'index' in bet ? bet.index : undefined;
    if (index !== 1 && index !== 2 && index !== 3) {
      throw new RouletteBetError(betIndex, 'index', `${bet.kind} index must be 1, 2 or 3`);
    }
  }
}

function wins(bet: RouletteBet, pocket: number): boolean {
  switch (bet.kind) {
    case 'straight':
    case 'split':
    case 'street':
    case 'corner':
    case 'line':
      return bet.numbers.includes(pocket);
    case 'red':
    case 'black':
      return rouletteColor(pocket) === bet.kind;
    case 'odd':
      return pocket !== 0 && pocket % 2 === 1;
    case 'even':
      return pocket !== 0 && pocket % 2 === 0;
    case 'low':
      return pocket >= 1 && pocket <= 18;
    case 'high':
      return pocket >= 19;
    case 'dozen':
      return pocket !== 0 && Math.ceil(pocket / 12) === bet.index;
    case 'column':
      return pocket !== 0 && ((pocket - 1) % 3) + 1 === bet.index;
  }
}

export interface RouletteSettlement {
  pocket: number;
  color: RouletteColor;
  /** Total staked. */
  bet: number;
  /** Total paid back, stakes of winning bets included. */
  win: number;
  /** Per bet, in order: what it paid back (0 for a losing bet). */
  payouts: number[];
}

/** Validates every bet (throwing {@link RouletteBetError}), then pays them on `pocket`. */
export function settleRoulette(bets: readonly RouletteBet[], pocket: number): RouletteSettlement {
  if (!Number.isInteger(pocket) || pocket < 0 || pocket > 36) {
    throw new RangeError(`no pocket ${pocket} on a single-zero wheel`);
  }
  bets.forEach((bet, index) => validateRouletteBet(bet, index));
  const payouts = bets.map((bet) =>
    wins(bet, pocket) ? bet.amount * (ROULETTE_ODDS[bet.kind] + 1) : 0,
  );
  return {
    pocket,
    color: rouletteColor(pocket),
    bet: bets.reduce((sum, bet) => sum + bet.amount, 0),
    win: payouts.reduce((sum, payout) => sum + payout, 0),
    payouts,
  };
}
