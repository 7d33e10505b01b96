import { describe, expect, it } from 'vitest';
import { betLevels, MAX_BET_LEVELS } from './bet-levels.js';

describe('bet levels', () => {
  it('offers up to eight round stakes between the limits, multiples of the credits per spin', () => {
    const { levels, default: chosen } = betLevels({ min: 20, max: 10_000 }, 20);
    expect(levels.length).toBeLessThanOrEqual(MAX_BET_LEVELS);
    expect(levels.length).toBeGreaterThanOrEqual(5);
    for (const level of levels) {
      expect(level % 20).toBe(0);
      expect(level).toBeGreaterThanOrEqual(20);
      expect(level).toBeLessThanOrEqual(10_000);
    }
    expect(levels[0]).toBe(20);
    expect(levels).toContain(chosen);
  });

  it('rounds the smallest stake up to a whole coin when the minimum is not a multiple', () => {
    const { levels } = betLevels({ min: 10, max: 1_000 }, 25);
    expect(levels[0]).toBe(25);
    expect(levels.every((level) => level % 25 === 0 && level <= 1_000)).toBe(true);
  });

  it('still offers one stake when the limits leave room for a single coin', () => {
    expect(betLevels({ min: 100, max: 100 }, 1)).toEqual({ levels: [100], default: 100 });
  });

  it('handles crypto-sized limits without blowing up', () => {
    const { levels } = betLevels({ min: 1_000, max: 50_000_000 }, 10);
    expect(levels.length).toBe(MAX_BET_LEVELS);
    expect(levels.at(-1)).toBeLessThanOrEqual(50_000_000);
  });
});
