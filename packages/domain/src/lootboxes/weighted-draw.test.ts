import { describe, expect, it } from 'vitest';
import {
  chancesOf,
  drawWeightedIndex,
  formatChance,
  isDrawable,
  MAX_TOTAL_WEIGHT,
  totalWeight,
} from './weighted-draw.js';

/**
 * The weighted draw (LB-004, LB-010, LB-012): 10^6 draws match their weights (Pearson
 * chi-square), zero weights are never drawn. The domain has no node APIs, so the source here is
 * a seeded uniform generator (reproducible); the api's prize-tables.test.ts runs the same check
 * with the server's `crypto.randomInt`.
 */

/** mulberry32: a small seeded 32-bit generator, uniform enough for a chi-square at 10^6. */
function seededUniform(seed: number): (max: number) => number {
  let state = seed >>> 0;
  const next32 = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
  // Rejection sampling below the largest multiple of max: uniform over [0, max), no modulo bias.
  return (max) => {
    const limit = Math.floor(2 ** 32 / max) * max;
    let value = next32();
    while (value >= limit) value = next32();
    return value % max;
  };
}
const randomInt = seededUniform(20261127);

/** Chi-square critical values at p = 0.001 by degrees of freedom (a fair draw fails 1 in 1000). */
const CHI_SQUARE_999: Record<number, number> = { 1: 10.828, 2: 13.816, 3: 16.266, 4: 18.467 };

function chiSquare(weights: number[], draws: number): { statistic: number; counts: number[] } {
  const counts = weights.map(() => 0);
  for (let draw = 0; draw < draws; draw += 1) {
    const index = drawWeightedIndex(weights, (max) => randomInt(max));
    counts[index] = (counts[index] ?? 0) + 1;
  }
  const total = weights.reduce((sum, weight) => sum + weight, 0);
  let statistic = 0;
  weights.forEach((weight, index) => {
    if (weight === 0) return;
    const expected = (draws * weight) / total;
    const observed = counts[index] ?? 0;
    statistic += (observed - expected) ** 2 / expected;
  });
  return { statistic, counts };
}

describe('drawWeightedIndex', () => {
  it('10^6 draws of the wheel’s sample set match its weights; weight 0 is never drawn', () => {
    // LB-010: 10, 20, 50 FS 4000/4000/2000; 100, 150, 250 FS and €1500 weigh 0; €10000 weighs 5.
    const weights = [4000, 4000, 2000, 0, 0, 0, 0, 5];
    const { statistic, counts } = chiSquare(weights, 1_000_000);
    expect(counts[3]).toBe(0);
    expect(counts[4]).toBe(0);
    expect(counts[5]).toBe(0);
    expect(counts[6]).toBe(0);
    // Four drawable entries: three degrees of freedom.
    expect(statistic).toBeLessThan(CHI_SQUARE_999[3] ?? 0);
    expect(counts[7]).toBeGreaterThan(0);
  });

  it('a box’s items match their weights over 10^6 draws', () => {
    const weights = [50, 30, 15, 5];
    const { statistic } = chiSquare(weights, 1_000_000);
    expect(statistic).toBeLessThan(CHI_SQUARE_999[3] ?? 0);
  });

  it('LB-004: weights [0, 5] always give the second item', () => {
    for (let draw = 0; draw < 10_000; draw += 1) {
      expect(drawWeightedIndex([0, 5], (max) => randomInt(max))).toBe(1);
    }
  });

  it('maps every ticket of [0, total) to the entry owning it, with no modulo', () => {
    const weights = [2, 0, 3];
    const owners = [0, 1, 2, 3, 4].map((ticket) => drawWeightedIndex(weights, () => ticket));
    expect(owners).toEqual([0, 0, 2, 2, 2]);
  });

  it('refuses a table with no positive weight, bad weights and a source out of range', () => {
    expect(() => drawWeightedIndex([0, 0], () => 0)).toThrow(RangeError);
    expect(() => drawWeightedIndex([], () => 0)).toThrow(RangeError);
    expect(() => drawWeightedIndex([1, -1], () => 0)).toThrow(RangeError);
    expect(() => drawWeightedIndex([1.5], () => 0)).toThrow(RangeError);
    expect(() => drawWeightedIndex([3], () => 3)).toThrow(RangeError);
    expect(() => drawWeightedIndex([MAX_TOTAL_WEIGHT, 1], () => 0)).toThrow(RangeError);
    expect(isDrawable([0, 0])).toBe(false);
    expect(isDrawable([0, 1])).toBe(true);
    expect(totalWeight([1, Number.NaN])).toBeNull();
  });
});

describe('published odds', () => {
  it('chancesOf is weight over total, 0 for zero weights and for an undrawable table', () => {
    expect(chancesOf([4000, 4000, 2000, 0])).toEqual([0.4, 0.4, 0.2, 0]);
    expect(chancesOf([0, 0])).toEqual([0, 0]);
    const chances = chancesOf([4000, 4000, 2000, 0, 0, 0, 0, 5]);
    expect(chances.reduce((sum, chance) => sum + chance, 0)).toBeCloseTo(1, 12);
  });

  it('formatChance never shows a possible prize as 0% nor an uncertain one as 100%', () => {
    expect(formatChance(0.4)).toBe('40%');
    expect(formatChance(0.15)).toBe('15%');
    expect(formatChance(4000 / 10005)).toBe('40%');
    expect(formatChance(5 / 10005)).toBe('0.05%');
    expect(formatChance(0.095)).toBe('9.5%');
    expect(formatChance(0.00001)).toBe('<0.01%');
    expect(formatChance(0.999999)).toBe('>99.99%');
    expect(formatChance(0)).toBe('0%');
    expect(formatChance(1)).toBe('100%');
  });
});
