import type { RandomSource } from '../random.js';
import { compileSlot, type CompiledSlot } from './compile.js';
import type { SlotConfig } from './slot-config.js';

/**
 * The allocation-free hot path (DESIGN.md §11). The rules, shared with `spinSlot` and the PAR
 * sheet:
 * - lines: from the leftmost reel; the line's symbol is its first non-wild symbol and the run
 *   counts it and wilds; a run of leading wilds may instead pay as the wild; the better pays.
 *   A scatter breaks a line.
 * - ways: for each paying symbol, the count of it or wilds on each reel from the left,
 *   multiplied, times its pay for that many reels.
 * - scatter: counted anywhere, pays a multiple of the total stake.
 */

/** Points the slot at `stops` (one strip index per reel, shown on the top row). */
export function setStops(slot: CompiledSlot, stops: ArrayLike<number>): void {
  const { base, reelOffset, reelCount } = slot;
  for (let reel = 0; reel < reelCount; reel += 1) {
    base[reel] = (reelOffset[reel] as number) + (stops[reel] as number);
  }
}

/** Draws a stop per reel from `rng`, in reel order. */
export function drawStops(slot: CompiledSlot, rng: RandomSource): void {
  const { base, reelOffset, reelCount, stripLengths } = slot;
  for (let reel = 0; reel < reelCount; reel += 1) {
    base[reel] = (reelOffset[reel] as number) + rng.int(stripLengths[reel] as number);
  }
}

/**
 * Credits won by the spin the slot points at (lines or ways plus the scatter pay, before any
 * free-spin multiplier); leaves the scatter count in `slot.lastScatterCount`.
 */
export function evaluateSpin(slot: CompiledSlot): number {
  const { base, scatterAt, reelCount } = slot;
  let scatters = 0;
  for (let reel = 0; reel < reelCount; reel += 1)
    scatters += scatterAt[base[reel] as number] as number;
  slot.lastScatterCount = scatters;
  const scatterWin = slot.scatterPays[scatters] ?? 0;
  return (slot.isLines ? evaluateLines(slot) : evaluateWays(slot)) + scatterWin;
}

function evaluateLines(slot: CompiledSlot): number {
  const { base, lineMask, lineCount, reelOffset, stripLengths } = slot;
  if (!lineMask) {
    let total = 0;
    for (let line = 0; line < lineCount; line += 1) total += linePay(slot, line);
    return total;
  }
  const stop2 = (base[1] as number) - (reelOffset[1] as number);
  let mask = lineMask[(base[0] as number) * (stripLengths[1] as number) + stop2] as number;
  let total = 0;
  while (mask !== 0) {
    const bit = mask & -mask;
    mask ^= bit;
    total += linePay(slot, 31 - Math.clz32(bit));
  }
  return total;
}

/** The better of the leading wilds paying as wilds and the line's symbol run. */
export function linePay(slot: CompiledSlot, line: number): number {
  const { cells, base, lineRows, reelCount, wild, scatter, pays } = slot;
  const stride = reelCount + 1;
  const row = line * reelCount;
  let reel = 0;
  let symbol = -1;
  while (reel < reelCount) {
    symbol = cells[(base[reel] as number) + (lineRows[row + reel] as number)] as number;
    if (symbol !== wild) break;
    reel += 1;
  }
  let best = reel > 0 ? (pays[wild * stride + reel] as number) : 0;
  if (reel < reelCount && symbol !== scatter) {
    reel += 1;
    while (reel < reelCount) {
      const next = cells[(base[reel] as number) + (lineRows[row + reel] as number)] as number;
      if (next !== symbol && next !== wild) break;
      reel += 1;
    }
    const pay = pays[symbol * stride + reel] as number;
    if (pay > best) best = pay;
  }
  return best;
}

function evaluateWays(slot: CompiledSlot): number {
  const { base, waysMask, payingSymbols, reelOffset, stripLengths } = slot;
  if (!waysMask) {
    let total = 0;
    for (let k = 0; k < payingSymbols.length; k += 1) total += wayPay(slot, k);
    return total;
  }
  const stop2 = (base[1] as number) - (reelOffset[1] as number);
  let mask = waysMask[(base[0] as number) * (stripLengths[1] as number) + stop2] as number;
  let total = 0;
  while (mask !== 0) {
    const bit = mask & -mask;
    mask ^= bit;
    total += wayPay(slot, 31 - Math.clz32(bit));
  }
  return total;
}

/** Pay of the k-th paying symbol: its ways (counts per reel from the left multiplied) × pay. */
function wayPay(slot: CompiledSlot, k: number): number {
  const { waysAt, base, reelCount, pays, payingSymbols } = slot;
  const paying = payingSymbols.length;
  let ways = 1;
  let reel = 0;
  while (reel < reelCount) {
    const count = waysAt[(base[reel] as number) * paying + k] as number;
    if (count === 0) break;
    ways *= count;
    reel += 1;
  }
  return ways * (pays[(payingSymbols[k] as number) * (reelCount + 1) + reel] as number);
}

/** Copies the windows the slot points at into `slot.grid` (for describing a spin, not scoring). */
export function fillGrid(slot: CompiledSlot): void {
  const { grid, cells, base, rows, reelCount } = slot;
  for (let reel = 0; reel < reelCount; reel += 1) {
    for (let row = 0; row < rows; row += 1) {
      grid[reel * rows + row] = cells[(base[reel] as number) + row] as number;
    }
  }
}

/**
 * Credits won by the base spin showing `stops` (one strip index per reel, the top row),
 * scatter pay included, free spins not. For simulations: allocates nothing. Stops are trusted
 * (0 <= stop < strip length).
 */
export function evaluateStops(config: SlotConfig, stops: ArrayLike<number>): number {
  const slot = compileSlot(config);
  setStops(slot, stops);
  return evaluateSpin(slot);
}

/** {@link evaluateStops} bound to one config, skipping the per-call config lookup. */
export function stopsEvaluator(config: SlotConfig): (stops: ArrayLike<number>) => number {
  const slot = compileSlot(config);
  return (stops) => {
    setStops(slot, stops);
    return evaluateSpin(slot);
  };
}
