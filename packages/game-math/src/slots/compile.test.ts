import { describe, expect, it } from 'vitest';
import { compileSlot, SlotConfigError } from './compile.js';
import { TEST_SYMBOLS, testLinesSlot, testWaysSlot } from './testing.js';

const REELS = [
  ['A', 'B', 'X', 'S'],
  ['B', 'W', 'A', 'X'],
  ['A', 'X', 'W', 'B'],
  ['X', 'A', 'B', 'W'],
  ['B', 'A', 'X', 'S'],
];

describe('compileSlot', () => {
  it('accepts a well-formed configuration', () => {
    expect(compileSlot(testLinesSlot(REELS)).lineCount).toBe(5);
  });

  it.each([
    [
      'a symbol on a strip that the game does not have',
      testLinesSlot([...REELS.slice(1), ['Q', 'A', 'B']]),
    ],
    ['a strip shorter than the window', testLinesSlot([...REELS.slice(1), ['A', 'B']])],
    [
      'a payline leaving the window',
      testLinesSlot(REELS, { evaluation: { kind: 'lines', lines: [[0, 1, 3, 1, 0]] } }),
    ],
    ['a wild paying on its own in a ways game', { ...testWaysSlot(REELS), symbols: TEST_SYMBOLS }],
    [
      'a pay table that drops to nothing for a longer run',
      testLinesSlot(REELS, {
        symbols: TEST_SYMBOLS.map((symbol) =>
          symbol.id === 'A' ? { ...symbol, pays: [0, 0, 0, 5, 0, 20] } : symbol,
        ),
      }),
    ],
    [
      'free spins without scatter rules',
      testLinesSlot(REELS, {
        scatter: undefined,
        freeSpins: { awards: [0, 0, 0, 5], multiplier: 1, retrigger: false, maxSpins: 10 },
      }),
    ],
    ['a fractional stake', testLinesSlot(REELS, { betCredits: 2.5 })],
  ])('refuses %s', (_problem, config) => {
    expect(() => compileSlot(config)).toThrow(SlotConfigError);
  });
});
