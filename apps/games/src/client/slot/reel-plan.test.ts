import { describe, expect, it } from 'vitest';
import {
  buildStrip,
  countUpMs,
  fillerSymbols,
  planReelMotion,
  startOffsetPercent,
} from './reel-plan';

describe('reel stop sequencing', () => {
  it('lands the reels one by one from left to right', () => {
    const plan = planReelMotion(5, 'normal');
    expect(plan.map((reel) => reel.reel)).toEqual([0, 1, 2, 3, 4]);
    for (let i = 1; i < plan.length; i += 1) {
      expect(plan[i]?.duration).toBeGreaterThan(plan[i - 1]?.duration ?? Infinity);
    }
  });

  it('lands the last of five reels within 1.2 s, 0.5 s in turbo (issue 14: 1.8 s felt slow)', () => {
    expect(planReelMotion(5, 'normal').at(-1)?.duration).toBeLessThanOrEqual(1200);
    expect(planReelMotion(5, 'turbo').at(-1)?.duration).toBeLessThanOrEqual(500);
  });

  it('spins shorter in turbo', () => {
    const normal = planReelMotion(5, 'normal').at(-1)?.duration ?? 0;
    const turbo = planReelMotion(5, 'turbo').at(-1)?.duration ?? Infinity;
    expect(turbo).toBeLessThan(normal / 2);
  });

  it('shows the result almost at once, with nothing rushing by, when motion is reduced', () => {
    const plan = planReelMotion(3, 'reduced');
    expect(plan.every((reel) => reel.filler === 0 && reel.duration <= 150)).toBe(true);
  });

  it('ends every strip on the server grid column', () => {
    const strip = buildStrip(['a', 'b', 'c'], ['x', 'y', 'z'], ['f', 'g']);
    expect(strip.slice(0, 3)).toEqual(['x', 'y', 'z']);
    expect(strip.slice(-3)).toEqual(['a', 'b', 'c']);
  });

  it('starts the strip on the symbols now on screen', () => {
    expect(startOffsetPercent(10, 3)).toBeCloseTo(-70);
    expect(startOffsetPercent(3, 3)).toBe(0);
  });

  it('draws filler only from the game symbols', () => {
    let step = 0;
    const filler = fillerSymbols(['a', 'b', 'c'], 6, () => (step++ % 3) / 3);
    expect(filler).toEqual(['a', 'b', 'c', 'a', 'b', 'c']);
  });

  it('counts big wins up for longer, and not at all with reduced motion', () => {
    expect(countUpMs(0, 100, 'normal')).toBe(0);
    expect(countUpMs(5000, 100, 'normal')).toBeGreaterThan(countUpMs(200, 100, 'normal'));
    expect(countUpMs(5000, 100, 'turbo')).toBeLessThan(countUpMs(5000, 100, 'normal'));
    expect(countUpMs(5000, 100, 'reduced')).toBe(0);
  });
});
