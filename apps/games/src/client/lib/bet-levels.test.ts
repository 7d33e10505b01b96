import { describe, expect, it } from 'vitest';
import { canStep, initialBet, levelIndexOf, stepBet } from './bet-levels';

const levels = [10, 20, 50, 100, 200];

describe('bet selector stepping', () => {
  it('moves one level up and down', () => {
    expect(stepBet(levels, 50, 1)).toBe(100);
    expect(stepBet(levels, 50, -1)).toBe(20);
  });

  it('stays at the lowest and highest level', () => {
    expect(stepBet(levels, 10, -1)).toBe(10);
    expect(stepBet(levels, 200, 1)).toBe(200);
    expect(canStep(levels, 10, -1)).toBe(false);
    expect(canStep(levels, 200, 1)).toBe(false);
    expect(canStep(levels, 100, 1)).toBe(true);
  });

  it('snaps a bet that is not a level to the nearest one', () => {
    expect(levelIndexOf(levels, 60)).toBe(2);
    expect(stepBet(levels, 60, 1)).toBe(100);
  });

  it('starts on the server default, or the lowest level when the default is not offered', () => {
    expect(initialBet(levels, 100)).toBe(100);
    expect(initialBet(levels, 75)).toBe(10);
  });
});
