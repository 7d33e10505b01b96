import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { shareContribution } from './contribution.js';
import { dropChance, isDrop } from './drop-rule.js';
import { maskWinnerName } from './winner-name.js';

describe('jackpot drop rule', () => {
  it('gives a step its share of what is left before must-drop-by', () => {
    expect(dropChance({ beforeCents: 1_000, afterCents: 1_010, mustDropByCents: 2_000 })).toBe(
      0.01,
    );
  });

  it('always drops at must-drop-by, never without a contribution', () => {
    expect(dropChance({ beforeCents: 1_990, afterCents: 2_000, mustDropByCents: 2_000 })).toBe(1);
    expect(isDrop({ beforeCents: 1_995, afterCents: 2_500, mustDropByCents: 2_000 }, 0.999)).toBe(
      true,
    );
    expect(isDrop({ beforeCents: 1_000, afterCents: 1_000, mustDropByCents: 2_000 }, 0)).toBe(
      false,
    );
  });

  it('drops every pool before or at must-drop-by, whatever the draws', () => {
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.integer({ min: 1, max: 50 }), fc.double({ min: 0, max: 0.9999999 })), {
          minLength: 200,
          maxLength: 200,
        }),
        (steps) => {
          let pool = 1_000;
          const mustDropBy = 2_000;
          for (const [step, uniform] of steps) {
            const after = pool + step;
            if (
              isDrop({ beforeCents: pool, afterCents: after, mustDropByCents: mustDropBy }, uniform)
            ) {
              return after <= mustDropBy + 50;
            }
            pool = after;
          }
          return pool < mustDropBy;
        },
      ),
    );
  });
});

describe('contribution share', () => {
  it('shares the total by the levels basis points, the parts adding up', () => {
    expect(
      shareContribution(10, [
        { contributionBasisPoints: 50 },
        { contributionBasisPoints: 30 },
        { contributionBasisPoints: 20 },
      ]),
    ).toEqual([5, 3, 2]);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1_000_000 }),
        fc.array(fc.integer({ min: 0, max: 500 }), { minLength: 1, maxLength: 3 }),
        (total, bps) => {
          const parts = shareContribution(
            total,
            bps.map((contributionBasisPoints) => ({ contributionBasisPoints })),
          );
          const sum = parts.reduce((a, b) => a + b, 0);
          return bps.some((b) => b > 0) ? sum === total : sum === 0;
        },
      ),
    );
  });
});

describe('winner name', () => {
  it('shows 6 characters and ***', () => {
    expect(maskWinnerName('PlayerOne')).toBe('Player***');
    expect(maskWinnerName('Ann')).toBe('Ann***');
  });
});
