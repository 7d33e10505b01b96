import { describe, expect, it } from 'vitest';
import { seededRandom } from '../random.js';
import { SLOT_PRESETS } from '../presets.js';
import { evaluateStops } from './evaluate.js';
import { spinSlot } from './spin-slot.js';
import { scriptedRandom, testLinesSlot, testWaysSlot } from './testing.js';

/** Reels written as the grid shows them at stop 0: columns[reel] = [top, middle, bottom]. */
const atStopZero = (columns: string[][]) =>
  spinSlot(testLinesSlot(columns), scriptedRandom([0, 0, 0, 0, 0]));

describe('spinSlot on paylines', () => {
  it('pays a run from the left with a wild inside it on the line it lies on', () => {
    const round = atStopZero([
      ['X', 'A', 'X'],
      ['X', 'W', 'X'],
      ['X', 'A', 'X'],
      ['X', 'B', 'X'],
      ['X', 'A', 'X'],
    ]);
    expect(round.winCredits).toBe(5);
    expect(round.spins[0]?.wins).toEqual([
      {
        symbol: 'A',
        count: 3,
        line: 0,
        positions: [
          [0, 1],
          [1, 1],
          [2, 1],
        ],
        credits: 5,
      },
    ]);
  });

  it('pays the same symbols on a bent line (the V, line index 3)', () => {
    const round = atStopZero([
      ['B', 'X', 'X'],
      ['X', 'B', 'X'],
      ['X', 'X', 'B'],
      ['X', 'B', 'X'],
      ['X', 'X', 'X'],
    ]);
    expect(round.spins[0]?.wins).toEqual([
      {
        symbol: 'B',
        count: 4,
        line: 3,
        positions: [
          [0, 0],
          [1, 1],
          [2, 2],
          [3, 1],
        ],
        credits: 25,
      },
    ]);
  });

  it('takes the better of the leading wilds paying as wilds or as the symbol after them', () => {
    // Middle: W W W A A → wilds alone pay 15 for three, as Aces the run of five pays 20.
    // Top: W W W X X → only the wilds pay (15).
    const round = atStopZero([
      ['W', 'W', 'X'],
      ['W', 'W', 'X'],
      ['W', 'W', 'X'],
      ['X', 'A', 'X'],
      ['X', 'A', 'X'],
    ]);
    const wins = round.spins[0]?.wins ?? [];
    expect(
      wins.map(({ symbol, count, line, credits }) => ({ symbol, count, line, credits })),
    ).toEqual([
      { symbol: 'A', count: 5, line: 0, credits: 20 },
      { symbol: 'W', count: 3, line: 1, credits: 15 },
    ]);
    expect(round.winCredits).toBe(35);
  });

  it('does not let the wild stand in for a scatter, and a scatter breaks the line', () => {
    const round = atStopZero([
      ['X', 'S', 'X'],
      ['X', 'A', 'X'],
      ['X', 'A', 'X'],
      ['X', 'A', 'X'],
      ['X', 'A', 'X'],
    ]);
    expect(round.winCredits).toBe(0);
  });

  it('pays scatters anywhere as a multiple of the total stake', () => {
    const round = atStopZero([
      ['S', 'X', 'X'],
      ['X', 'X', 'X'],
      ['X', 'X', 'S'],
      ['X', 'X', 'X'],
      ['X', 'S', 'X'],
    ]);
    // Three scatters pay 2 × the 5-credit stake.
    expect(round.spins[0]?.wins).toEqual([
      {
        symbol: 'S',
        count: 3,
        positions: [
          [0, 0],
          [2, 2],
          [4, 1],
        ],
        credits: 10,
      },
    ]);
  });
});

describe('spinSlot on ways', () => {
  it('multiplies the symbol counts (wilds included) on each reel from the left', () => {
    const config = testWaysSlot([
      ['A', 'A', 'X'],
      ['A', 'W', 'A'],
      ['X', 'A', 'X'],
      ['X', 'X', 'X'],
      ['A', 'A', 'A'],
    ]);
    const round = spinSlot(config, scriptedRandom([0, 0, 0, 0, 0]));
    // 2 × 3 × 1 = 6 ways of three Aces (reel 4 has none), 5 credits each.
    expect(round.spins[0]?.wins).toEqual([
      {
        symbol: 'A',
        count: 3,
        ways: 6,
        positions: [
          [0, 0],
          [0, 1],
          [1, 0],
          [1, 1],
          [1, 2],
          [2, 1],
        ],
        credits: 30,
      },
    ]);
  });
});

describe('free spins', () => {
  const scatterReels = [
    ['S', 'X', 'X'],
    ['S', 'X', 'X'],
    ['S', 'X', 'X'],
    ['X', 'X', 'X'],
    ['X', 'X', 'X'],
  ];
  const freeSpins = { awards: [0, 0, 0, 3], multiplier: 2, retrigger: true, maxSpins: 5 };

  it('plays the awarded free spins in the same round, multiplying their wins', () => {
    const config = testLinesSlot(scatterReels, {
      freeSpins: { ...freeSpins, retrigger: false },
    });
    // Base spin: three scatters (pay 2 × 5, award 3). Each free spin shows them again: with
    // retrigger off, they only pay, doubled.
    const round = spinSlot(config, scriptedRandom(new Array(20).fill(0)));
    expect(
      round.spins.map((spin) => [spin.multiplier, spin.freeSpinsAwarded, spin.credits]),
    ).toEqual([
      [1, 3, 10],
      [2, 0, 20],
      [2, 0, 20],
      [2, 0, 20],
    ]);
    expect(round.winCredits).toBe(70);
  });

  it('adds retriggered spins up to the cap and no further', () => {
    const config = testLinesSlot(scatterReels, { freeSpins });
    const round = spinSlot(config, scriptedRandom(new Array(40).fill(0)));
    // 3 awarded, the first free spin adds 2 (cap 5), later ones add nothing.
    expect(round.spins.map((spin) => spin.freeSpinsAwarded)).toEqual([3, 2, 0, 0, 0, 0]);
    expect(round.spins).toHaveLength(6);
  });
});

describe('evaluateStops (the simulation hot path)', () => {
  it.each(SLOT_PRESETS.map((preset) => [preset.id, preset] as const))(
    '%s: pays exactly what the base spin of spinSlot pays for the same stops',
    (_id, preset) => {
      const rng = seededRandom(42);
      for (let round = 0; round < 300; round += 1) {
        const spin = spinSlot(preset, rng).spins[0];
        if (!spin) throw new Error('a round always has its base spin');
        expect(evaluateStops(preset, spin.stops)).toBe(spin.credits);
        expect(spin.wins.reduce((sum, win) => sum + win.credits, 0)).toBe(spin.credits);
        expect(spin.grid).toHaveLength(preset.reels.length);
      }
    },
  );
});
