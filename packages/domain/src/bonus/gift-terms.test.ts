import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { settleAtRoundEnd, stakeGameFor } from './stake-plan.js';
import { bonusShareOfWin, type WageringBonus } from './wagering.js';

/** A gift's terms in the stake plan: contributions by category, the end of a bonus, win shares. */

const active = (patch: Partial<WageringBonus>): WageringBonus => ({
  status: 'active',
  bonusCents: 1_000,
  wageredCents: 0,
  requirementCents: 10_000,
  maxBetCents: null,
  maxWinCents: null,
  ...patch,
});

describe('contributions by game category', () => {
  it('takes the best named category, else `*`, else 0 (and 0 is not eligible)', () => {
    const map = { slots: 100, table: 10, live: 0, '*': 50 };
    expect(stakeGameFor(map, ['slots'])).toEqual({ contributionPercent: 100, bonusEligible: true });
    expect(stakeGameFor(map, ['table', 'live'])).toEqual({
      contributionPercent: 10,
      bonusEligible: true,
    });
    expect(stakeGameFor(map, ['live'])).toEqual({ contributionPercent: 0, bonusEligible: false });
    expect(stakeGameFor(map, ['crash'])).toEqual({ contributionPercent: 50, bonusEligible: true });
    expect(stakeGameFor({ slots: 100 }, ['crash'])).toEqual({
      contributionPercent: 0,
      bonusEligible: false,
    });
    expect(stakeGameFor(null, [])).toEqual({ contributionPercent: 0, bonusEligible: false });
    expect(stakeGameFor({ slots: 250, '*': -5 }, ['slots'])).toEqual({
      contributionPercent: 100,
      bonusEligible: true,
    });
  });
});

describe('the end of a bonus at the end of a finished round', () => {
  it('converts up to the max win, the rest forfeited', () => {
    const settled = settleAtRoundEnd({
      realCents: 10,
      bonus: active({ bonusCents: 5_000, wageredCents: 10_000, maxWinCents: 2_000 }),
    });
    expect(settled.end).toBe('converted');
    expect(settled.conversion).toEqual({ convertedCents: 2_000, forfeitedCents: 3_000 });
    expect(settled.wallet.realCents).toBe(2_010);
    expect(settled.wallet.bonus).toMatchObject({ status: 'converted', bonusCents: 0 });
    // Once: a converted bonus settles no more.
    expect(settleAtRoundEnd(settled.wallet).end).toBeNull();
  });

  it('ends a spent bonus as lost, and leaves one with money and progress to go', () => {
    expect(settleAtRoundEnd({ realCents: 500, bonus: active({ bonusCents: 0 }) }).end).toBe('lost');
    expect(settleAtRoundEnd({ realCents: 0, bonus: active({ bonusCents: 1 }) }).end).toBeNull();
  });
});

describe('the bonus share of a win', () => {
  it('is the stake’s bonus proportion rounded down, exact past 2^53 products, never above the win', () => {
    expect(bonusShareOfWin(600, { fromRealCents: 1_000, fromBonusCents: 2_000 })).toBe(400);
    expect(bonusShareOfWin(100, { fromRealCents: 0, fromBonusCents: 0 })).toBe(0);
    // BTC: a win of 90 BTC on a stake of 0.9 BTC bonus + 0.1 real.
    expect(
      bonusShareOfWin(9_000_000_000, { fromRealCents: 10_000_000, fromBonusCents: 90_000_000 }),
    ).toBe(8_100_000_000);
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 1e12 }),
        fc.integer({ min: 0, max: 1e12 }),
        fc.integer({ min: 0, max: 1e12 }),
        (win, real, bonus) => {
          const share = bonusShareOfWin(win, { fromRealCents: real, fromBonusCents: bonus });
          expect(share).toBeGreaterThanOrEqual(0);
          expect(share).toBeLessThanOrEqual(win);
          if (real + bonus > 0) {
            expect(BigInt(share)).toBe((BigInt(win) * BigInt(bonus)) / BigInt(real + bonus));
          }
        },
      ),
    );
  });
});
