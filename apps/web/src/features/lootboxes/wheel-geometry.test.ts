import { describe, expect, it } from 'vitest';
import { landingRotation, segmentAt, slicePath } from './wheel-geometry';

describe('wheel geometry', () => {
  it('lands every segment under the pointer, after at least the asked turns, from any start', () => {
    for (const count of [7, 8, 12]) {
      for (const from of [0, 137.5, 3 * 360 + 20, -45]) {
        for (let index = 0; index < count; index += 1) {
          const rotation = landingRotation(from, index, count, 5);
          expect(segmentAt(rotation, count)).toBe(index);
          expect(rotation).toBeGreaterThanOrEqual(from + 5 * 360);
          expect(rotation).toBeLessThan(from + 6 * 360 + 360);
        }
      }
    }
  });

  it('at rest, segment 0 starts under the pointer and runs clockwise', () => {
    expect(segmentAt(0, 8)).toBe(0);
    // Turning the wheel a little clockwise brings the last segment under the pointer.
    expect(segmentAt(10, 8)).toBe(7);
  });

  it('draws a slice from the centre', () => {
    expect(slicePath(0, 4, 100)).toMatch(
      /^M 100 100 L 100\.000 0\.000 A 100 100 0 0 1 200\.000 100\.000 Z$/,
    );
  });
});
