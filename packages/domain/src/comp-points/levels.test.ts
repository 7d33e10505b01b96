import { describe, expect, it } from 'vitest';
import { levelForPoints, levelNumber, levelsReached } from './levels';

const ladder = [100, 500, 1_500].map((maxPoints, index) => ({
  level: `level_${index + 1}`,
  maxPoints,
}));

describe('levels from persistent points (VIP-013, VIP-014)', () => {
  it('is the first level whose maximum is above the points', () => {
    expect(levelForPoints(0, ladder)).toBe(1);
    expect(levelForPoints(99, ladder)).toBe(1);
    expect(levelForPoints(100, ladder)).toBe(2);
    expect(levelForPoints(1_499, ladder)).toBe(3);
    expect(levelForPoints(10_000, ladder)).toBe(3);
    expect(levelForPoints(5, [])).toBe(0);
  });

  it('names the levels whose gift is due, each once, skipped ones included', () => {
    expect(levelsReached(0, 0, ladder)).toEqual([]);
    expect(levelsReached(1, 0, ladder)).toEqual([1]);
    expect(levelsReached(100, 1, ladder)).toEqual([2]);
    expect(levelsReached(600, 1, ladder)).toEqual([2, 3]);
    expect(levelsReached(600, 3, ladder)).toEqual([]);
  });

  it('reads level_N', () => {
    expect(levelNumber('level_12')).toBe(12);
    expect(levelNumber('vip')).toBeNull();
  });
});
