import type { RandomSource } from '../random.js';
import type { SlotConfig, SlotSymbol } from './slot-config.js';

/**
 * Small slot configurations for tests: a readable symbol set whose pays are easy to check by
 * hand, and a random source that replays chosen draws.
 */
export const TEST_SYMBOLS: readonly SlotSymbol[] = [
  { id: 'X', name: 'Blank', kind: 'low' },
  { id: 'A', name: 'Ace', kind: 'low', pays: [0, 0, 0, 5, 10, 20] },
  { id: 'B', name: 'Bell', kind: 'high', pays: [0, 0, 2, 10, 25, 50] },
  { id: 'W', name: 'Wild', kind: 'wild', pays: [0, 0, 0, 15, 100, 500] },
  { id: 'S', name: 'Scatter', kind: 'scatter' },
];

/** Middle, top, bottom, V and inverted V. */
export const TEST_LINES = [
  [1, 1, 1, 1, 1],
  [0, 0, 0, 0, 0],
  [2, 2, 2, 2, 2],
  [0, 1, 2, 1, 0],
  [2, 1, 0, 1, 2],
];

/** A 5×3 lines game whose reels are `reels` (at stop 0 the grid shows their first rows). */
export function testLinesSlot(reels: string[][], extra: Partial<SlotConfig> = {}): SlotConfig {
  return {
    id: 'test-lines',
    engine: 'video-slot',
    volatility: 'medium',
    rows: 3,
    symbols: TEST_SYMBOLS,
    reels,
    evaluation: { kind: 'lines', lines: TEST_LINES },
    betCredits: 5,
    scatter: { symbol: 'S', pays: [0, 0, 0, 2, 10, 50] },
    ...extra,
  };
}

/** The same symbols as a 243-ways game (the wild substitutes but does not pay by itself). */
export function testWaysSlot(reels: string[][], extra: Partial<SlotConfig> = {}): SlotConfig {
  return {
    ...testLinesSlot(reels, extra),
    id: 'test-ways',
    symbols: TEST_SYMBOLS.map((symbol) =>
      symbol.kind === 'wild' ? { id: symbol.id, name: symbol.name, kind: symbol.kind } : symbol,
    ),
    evaluation: { kind: 'ways' },
    betCredits: 10,
    ...extra,
  };
}

/** Replays `draws` in order (each must fit its range), then fails loudly. */
export function scriptedRandom(draws: number[]): RandomSource {
  let next = 0;
  return {
    int(n: number): number {
      const value = draws[next];
      next += 1;
      if (value === undefined) throw new Error('scripted random source ran out of draws');
      if (value < 0 || value >= n) throw new Error(`scripted draw ${value} outside [0, ${n})`);
      return value;
    },
  };
}
