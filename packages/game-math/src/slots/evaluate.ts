import { compileSlot, type CompiledSlot } from './compile.js';
import type { SlotConfig } from './slot-config.js';

/**
 * The allocation-free hot path: credits won by the grid in `slot.grid` (lines or ways plus the
 * scatter pay, before any free-spin multiplier). Leaves the scatter count in
 * `slot.lastScatterCount`. The rules, shared with `spinSlot` and the PAR sheet:
 * - lines: from the leftmost reel; the line's symbol is its first non-wild symbol and the run
 *   counts it and wilds; a run of leading wilds may instead pay as the wild; the better pays.
 *   A scatter breaks a line.
 * - ways: for each paying symbol, the count of it or wilds on each reel from the left,
 *   multiplied, times its pay for that many reels.
 * - scatter: counted anywhere, pays a multiple of the total stake.
 */
export function evaluateGrid(slot: CompiledSlot): number {
  const { grid, scatter } = slot;
  let scatters = 0;
  if (scatter >= 0) {
    for (let cell = 0; cell < grid.length; cell += 1) if (grid[cell] === scatter) scatters += 1;
  }
  slot.lastScatterCount = scatters;
  const scatterWin = slot.scatterPays[scatters] ?? 0;
  return (slot.isLines ? evaluateLines(slot) : evaluateWays(slot)) + scatterWin;
}

function evaluateLines(slot: CompiledSlot): number {
  const { grid, lineCells, reelCount, wild, scatter, pays, lineCount } = slot;
  const stride = reelCount + 1;
  let total = 0;
  for (let line = 0; line < lineCount; line += 1) {
    const base = line * reelCount;
    let reel = 0;
    let symbol = -1;
    while (reel < reelCount) {
      symbol = grid[lineCells[base + reel] as number] as number;
      if (symbol !== wild) break;
      reel += 1;
    }
    const wildRun = reel;
    let best = wildRun > 0 ? (pays[wild * stride + wildRun] as number) : 0;
    if (reel < reelCount && symbol !== scatter) {
      reel += 1;
      while (reel < reelCount) {
        const next = grid[lineCells[base + reel] as number] as number;
        if (next !== symbol && next !== wild) break;
        reel += 1;
      }
      const pay = pays[symbol * stride + reel] as number;
      if (pay > best) best = pay;
    }
    total += best;
  }
  return total;
}

function evaluateWays(slot: CompiledSlot): number {
  const { grid, counts, reelCount, rows, symbolCount, wild, pays, payingSymbols } = slot;
  counts.fill(0);
  for (let reel = 0; reel < reelCount; reel += 1) {
    const offset = reel * symbolCount;
    for (let row = 0; row < rows; row += 1) {
      const symbol = grid[reel * rows + row] as number;
      counts[offset + symbol] = (counts[offset + symbol] as number) + 1;
    }
  }
  const stride = reelCount + 1;
  let total = 0;
  for (let index = 0; index < payingSymbols.length; index += 1) {
    const symbol = payingSymbols[index] as number;
    let ways = 1;
    let reel = 0;
    while (reel < reelCount) {
      const offset = reel * symbolCount;
      const count =
        (counts[offset + symbol] as number) + (wild >= 0 ? (counts[offset + wild] as number) : 0);
      if (count === 0) break;
      ways *= count;
      reel += 1;
    }
    total += ways * (pays[symbol * stride + reel] as number);
  }
  return total;
}

/** Copies the window of each reel at `stops` into `slot.grid`. */
export function fillGrid(slot: CompiledSlot, stops: ArrayLike<number>): void {
  const { grid, windows, rows, reelCount } = slot;
  for (let reel = 0; reel < reelCount; reel += 1) {
    const window = windows[reel] as Int32Array;
    const stop = stops[reel] as number;
    for (let row = 0; row < rows; row += 1) grid[reel * rows + row] = window[stop + row] as number;
  }
}

/**
 * Credits won by the base spin showing `stops` (one strip index per reel, the top row),
 * scatter pay included, free spins not. For simulations: allocates nothing.
 */
export function evaluateStops(config: SlotConfig, stops: ArrayLike<number>): number {
  const slot = compileSlot(config);
  fillGrid(slot, stops);
  return evaluateGrid(slot);
}
