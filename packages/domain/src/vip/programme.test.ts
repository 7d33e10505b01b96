import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  fallbackProgress,
  nextTier,
  overallProgress,
  percentOf,
  reachedTier,
  thresholds,
  vipProgress,
  type VipProgramme,
} from './programme.js';

const spec = (deposit: number, bets: number) => ({ depositCents: deposit, betSumCents: bets });

/** The demo brand's shape: the spec's values (VIP-010) for bronze, multiples above it. */
const programme: VipProgramme = {
  tiers: [
    { key: 'regular', thresholds: {}, defaultThresholds: null },
    {
      key: 'bronze',
      thresholds: {
        EUR: spec(600_000, 6_000_000),
        USD: spec(600_000, 6_000_000),
        AUD: spec(900_000, 9_000_000),
        BRL: spec(3_000_000, 30_000_000),
        JPY: spec(1_000_000, 10_000_000),
      },
      defaultThresholds: spec(900_000, 9_000_000),
    },
    { key: 'silver', thresholds: { EUR: spec(1_800_000, 18_000_000) }, defaultThresholds: null },
    { key: 'gold', thresholds: { EUR: spec(6_000_000, 60_000_000) }, defaultThresholds: null },
    {
      key: 'platinum',
      thresholds: { EUR: spec(18_000_000, 180_000_000) },
      defaultThresholds: null,
    },
    { key: 'diamond', thresholds: { EUR: spec(60_000_000, 600_000_000) }, defaultThresholds: null },
  ],
};
const fallback = spec(900_000, 9_000_000);

describe('VIP programme', () => {
  it('VIP-010: thresholds per currency, from the brand data', () => {
    expect(thresholds(programme, 'BRL')).toEqual({
      depositCents: 3_000_000,
      betSumCents: 30_000_000,
    });
    expect(thresholds(programme, 'EUR')).toEqual({ depositCents: 600_000, betSumCents: 6_000_000 });
    expect(thresholds(programme, 'AUD')).toEqual({ depositCents: 900_000, betSumCents: 9_000_000 });
    expect(thresholds(programme, 'XXX')).toEqual(fallback);
  });

  it('VIP-007 / VIP-008: the order up to diamond', () => {
    expect(nextTier(programme, 'regular')).toBe('bronze');
    expect(nextTier(programme, 'gold')).toBe('platinum');
    expect(nextTier(programme, 'platinum')).toBe('diamond');
    expect(nextTier(programme, 'diamond')).toBeNull();
  });

  it('VIP-012: both thresholds are needed, the highest reached wins', () => {
    expect(reachedTier(programme, 'EUR', spec(600_000, 5_999_999))).toBe('regular');
    expect(reachedTier(programme, 'EUR', spec(599_999, 6_000_000))).toBe('regular');
    expect(reachedTier(programme, 'EUR', spec(600_000, 6_000_000))).toBe('bronze');
    expect(reachedTier(programme, 'EUR', spec(6_000_000, 60_000_000))).toBe('gold');
    expect(reachedTier(programme, 'EUR', spec(6_000_000, 17_999_999))).toBe('bronze');
    // JPY has no silver in this fixture: a tier without a value in the currency is not reachable.
    expect(reachedTier(programme, 'JPY', spec(10 ** 9, 10 ** 10))).toBe('bronze');
  });

  it('VIP-012: deposit 50 %, bets 100 % → 75', () => {
    expect(overallProgress(50, 100)).toBe(75);
    const progress = vipProgress(programme, {
      currency: 'EUR',
      activeStatus: 'regular',
      fallback,
      sums: spec(300_000, 6_000_000),
    });
    expect(progress).toMatchObject({
      nextStatus: 'bronze',
      depositThresholdCents: 600_000,
      betSumThresholdCents: 6_000_000,
      overallProgress: 75,
      currentStatus: 'regular',
    });
  });

  it('at the top the active tier is the target and progress shows full', () => {
    const progress = vipProgress(programme, {
      currency: 'EUR',
      activeStatus: 'diamond',
      fallback,
      sums: spec(60_000_000, 600_000_000),
    });
    expect(progress.nextStatus).toBeNull();
    expect(progress.overallProgress).toBe(100);
  });

  it('a currency without a value of its own: the tier default, else the fallback', () => {
    expect(reachedTier(programme, 'NOK', spec(900_000, 9_000_000))).toBe('bronze');
    const silver = vipProgress(programme, {
      currency: 'NOK',
      activeStatus: 'bronze',
      fallback: spec(1, 2),
      sums: spec(0, 0),
    });
    expect(silver).toMatchObject({ depositThresholdCents: 1, betSumThresholdCents: 2 });
    const progress = vipProgress(programme, {
      currency: 'NOK',
      activeStatus: 'regular',
      fallback,
      sums: spec(0, 0),
    });
    expect(progress.depositThresholdCents).toBe(900_000);
    expect(progress.betSumThresholdCents).toBe(9_000_000);
  });

  it('VIP-009: the fallback is regular at zero with the currency values or the defaults', () => {
    expect(fallbackProgress('BRL', programme, spec(900_000, 9_000_000))).toMatchObject({
      activeStatus: 'regular',
      overallProgress: 0,
      depositThresholdCents: 3_000_000,
      betSumThresholdCents: 30_000_000,
    });
    expect(fallbackProgress('EUR', undefined, spec(900_000, 9_000_000))).toMatchObject({
      currentStatus: 'regular',
      depositThresholdCents: 900_000,
      betSumThresholdCents: 9_000_000,
      overallProgress: 0,
    });
  });

  it('progress is within 0..100, monotone in the sums and 100 only when both are reached', () => {
    const amount = fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER });
    fc.assert(
      fc.property(amount, amount, amount, (deposit, bets, extra) => {
        const before = vipProgress(programme, {
          currency: 'EUR',
          activeStatus: 'regular',
          fallback,
          sums: spec(deposit, bets),
        }).overallProgress;
        const after = vipProgress(programme, {
          currency: 'EUR',
          activeStatus: 'regular',
          fallback,
          sums: spec(Math.min(Number.MAX_SAFE_INTEGER, deposit + extra), bets),
        }).overallProgress;
        expect(before).toBeGreaterThanOrEqual(0);
        expect(before).toBeLessThanOrEqual(100);
        expect(after).toBeGreaterThanOrEqual(before);
        if (before === 100) expect(deposit >= 600_000 && bets >= 6_000_000).toBe(true);
      }),
    );
  });

  it('percentOf is exact for amounts past 2^53 / 100', () => {
    expect(percentOf(Number.MAX_SAFE_INTEGER, Number.MAX_SAFE_INTEGER)).toBe(100);
    expect(percentOf(Number.MAX_SAFE_INTEGER - 1, Number.MAX_SAFE_INTEGER)).toBe(99);
    expect(percentOf(5, 0)).toBe(100);
    expect(percentOf(-5, 10)).toBe(0);
  });
});
