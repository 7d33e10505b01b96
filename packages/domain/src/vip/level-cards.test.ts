import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { levelCardState, levelProgress } from './level-cards.js';

describe('level cards (VIP-015)', () => {
  it('current 5 → level 4 before, 6 future, 7 lock', () => {
    expect(levelCardState(5, 5)).toBe('current');
    expect(levelCardState(4, 5)).toBe('before');
    expect(levelCardState(1, 5)).toBe('before');
    expect(levelCardState(6, 5)).toBe('future');
    expect(levelCardState(7, 5)).toBe('lock');
    expect(levelCardState(12, 5)).toBe('lock');
  });

  it('exactly one current and at most one future card among twelve', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 12 }), (current) => {
        const states = Array.from({ length: 12 }, (_, index) => levelCardState(index + 1, current));
        expect(states.filter((state) => state === 'current')).toHaveLength(1);
        expect(states.filter((state) => state === 'future').length).toBeLessThanOrEqual(1);
        expect(states.filter((state) => state === 'before')).toHaveLength(current - 1);
      }),
    );
  });

  it('progress through a level is floored and within 0..100', () => {
    expect(levelProgress(300, 100, 500)).toBe(50);
    expect(levelProgress(499, 100, 500)).toBe(99);
    expect(levelProgress(50, 100, 500)).toBe(0);
    expect(levelProgress(900, 100, 500)).toBe(100);
  });
});
