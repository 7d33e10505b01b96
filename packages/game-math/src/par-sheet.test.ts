import { describe, expect, it } from 'vitest';
import { add, fraction, mul, type Fraction, ZERO } from './exact.js';
import { parSheet } from './par-sheet.js';
import { compileSlot } from './slots/compile.js';
import { evaluateSpin, setStops } from './slots/evaluate.js';
import type { SlotConfig } from './slots/slot-config.js';
import { testLinesSlot, testWaysSlot } from './slots/testing.js';

/** Uneven little strips, so that a brute-force pass over every stop combination stays quick. */
const REELS = [
  ['A', 'B', 'X', 'S', 'A', 'W'],
  ['B', 'W', 'A', 'X', 'S', 'A', 'B'],
  ['A', 'X', 'W', 'B', 'S'],
  ['X', 'A', 'B', 'W', 'A', 'S'],
  ['B', 'A', 'X', 'S', 'A', 'X', 'W'],
];
const FREE_SPINS = { awards: [0, 0, 0, 4, 6, 10], multiplier: 3, retrigger: true, maxSpins: 12 };

/**
 * The reference: every combination of reel stops played through the hot path, and the free-spin
 * count solved backwards — E(awarded, played) = 1 + Σ P(award) E(next) — a different recursion
 * from the PAR sheet's forward pass.
 */
function bruteForce(config: SlotConfig) {
  const slot = compileSlot(config);
  const lengths = Array.from(slot.stripLengths);
  const cycle = lengths.reduce((product, length) => product * length, 1);
  const stops = lengths.map(() => 0);
  let credits = 0;
  let hits = 0;
  const awardCounts = new Map<number, number>();
  for (let combination = 0; combination < cycle; combination += 1) {
    let rest = combination;
    lengths.forEach((length, reel) => {
      stops[reel] = rest % length;
      rest = Math.floor(rest / length);
    });
    setStops(slot, stops);
    const win = evaluateSpin(slot);
    const award = Math.min(
      slot.freeSpinAwards[slot.lastScatterCount] ?? 0,
      config.freeSpins?.maxSpins ?? 0,
    );
    credits += win;
    if (win > 0 || award > 0) hits += 1;
    awardCounts.set(award, (awardCounts.get(award) ?? 0) + 1);
  }
  const cap = config.freeSpins?.maxSpins ?? 0;
  const memo = new Map<string, Fraction>();
  const expectedSpins = (awarded: number, played: number): Fraction => {
    if (played >= awarded) return ZERO;
    const key = `${awarded}/${played}`;
    const known = memo.get(key);
    if (known) return known;
    let value = fraction(1n);
    for (const [award, count] of awardCounts) {
      const next = config.freeSpins?.retrigger ? Math.min(awarded + award, cap) : awarded;
      value = add(
        value,
        mul(fraction(BigInt(count), BigInt(cycle)), expectedSpins(next, played + 1)),
      );
    }
    memo.set(key, value);
    return value;
  };
  let freeSpins = ZERO;
  for (const [award, count] of awardCounts) {
    freeSpins = add(
      freeSpins,
      mul(fraction(BigInt(count), BigInt(cycle)), expectedSpins(award, 0)),
    );
  }
  const perSpin = fraction(BigInt(credits), BigInt(cycle * config.betCredits));
  const multiplier = fraction(BigInt(config.freeSpins?.multiplier ?? 1));
  return {
    rtp: add(perSpin, mul(mul(freeSpins, multiplier), perSpin)),
    hitFrequency: fraction(BigInt(hits), BigInt(cycle)),
  };
}

describe('parSheet', () => {
  it.each([
    ['lines, wild pays, scatter', testLinesSlot(REELS)],
    [
      'lines with retriggering free spins under a cap',
      testLinesSlot(REELS, { freeSpins: FREE_SPINS }),
    ],
    [
      'lines without retrigger',
      testLinesSlot(REELS, { freeSpins: { ...FREE_SPINS, retrigger: false } }),
    ],
    ['ways with retriggering free spins', testWaysSlot(REELS, { freeSpins: FREE_SPINS })],
    ['ways on 4 rows', testWaysSlot(REELS, { rows: 4, freeSpins: FREE_SPINS })],
  ])('matches a brute-force pass over every reel stop: %s', (_name, config) => {
    const sheet = parSheet(config);
    const reference = bruteForce(config);
    expect(sheet.rtp).toEqual(reference.rtp);
    expect(sheet.hitFrequency).toEqual(reference.hitFrequency);
    expect(sheet.cycle).toBe(6n * 7n * 5n * 6n * 7n);
  });

  it('splits the RTP into base, scatter and feature returns that add up', () => {
    const sheet = parSheet(testLinesSlot(REELS, { freeSpins: FREE_SPINS }));
    expect(add(add(sheet.baseReturn, sheet.scatterReturn), sheet.freeSpinReturn)).toEqual(
      sheet.rtp,
    );
    expect(sheet.triggerFrequency.num).toBeGreaterThan(0n);
    // Retriggers make a trigger worth more than its first award on average.
    expect(
      Number(sheet.freeSpinsPerTrigger.num) / Number(sheet.freeSpinsPerTrigger.den),
    ).toBeGreaterThan(4);
  });
});
