import { describe, expect, it } from 'vitest';
import { seededRandom } from '@croupier/game-math/random';
import type { StudioContext } from '../context.js';
import { decideDrops, forceNextDrop } from './jackpot-drops.js';

const fed = (before: number, amount: number, mustDropBy: number) => ({
  jackpot: 'mystic-ruby',
  level: 'level_1' as const,
  contribution: amount - before,
  before,
  amount,
  must_drop_by: mustDropBy,
});

describe('jackpot drops at the studio', () => {
  const ctx = { random: seededRandom(7) } as unknown as StudioContext;

  it('claims a level that reaches its must-drop-by amount, and none that was not fed', () => {
    expect(decideDrops(ctx, '1', [fed(24_990, 25_000, 25_000)])).toEqual([
      expect.objectContaining({ action: 'jackpot_win', jackpot: 'mystic-ruby', level: 'level_1' }),
    ]);
    expect(decideDrops(ctx, '1', [fed(10_000, 10_000, 25_000)])).toEqual([]);
    expect(decideDrops(ctx, '1', undefined)).toEqual([]);
  });

  it('drops by the published chance: about contribution / (must-drop-by - before)', () => {
    let drops = 0;
    for (let index = 0; index < 20_000; index += 1) {
      drops += decideDrops(ctx, '1', [fed(10_000, 10_010, 20_000)]).length;
    }
    // chance 10 / 10,000 = 0.1 %: 20 expected in 20,000.
    expect(drops).toBeGreaterThan(5);
    expect(drops).toBeLessThan(45);
  });

  it('a forced drop (test fixture) drops the next fed levels once', () => {
    forceNextDrop(ctx, '42');
    expect(decideDrops(ctx, '42', [fed(10_000, 10_001, 1_000_000)])).toHaveLength(1);
    expect(decideDrops(ctx, '42', [fed(10_000, 10_000, 1_000_000)])).toHaveLength(0);
  });
});
