import { describe, expect, it } from 'vitest';
import { deadline, giftAmount, perCurrencyCap, wagerRequirement } from './gift-amount.js';

describe('giftAmount', () => {
  it('pays a fixed amount per currency (EUR, JPY, BTC)', () => {
    const rule = { kind: 'fixed', cents: { EUR: 1000, JPY: 1500, BTC: 20_000 } } as const;
    expect(giftAmount(rule, 'EUR')).toEqual({ ok: true, cents: 1000 });
    expect(giftAmount(rule, 'JPY')).toEqual({ ok: true, cents: 1500 });
    expect(giftAmount(rule, 'BTC')).toEqual({ ok: true, cents: 20_000 });
    expect(giftAmount(rule, 'USD')).toEqual({ ok: false, reason: 'currency_not_offered' });
  });

  it('pays a percentage of the deposit rounded down, up to the cap', () => {
    const rule = { kind: 'percent', percent: 100, capCents: { EUR: 20_000, JPY: 30_000 } } as const;
    expect(giftAmount(rule, 'EUR', 5_001)).toEqual({ ok: true, cents: 5_001 });
    expect(giftAmount(rule, 'EUR', 50_000)).toEqual({ ok: true, cents: 20_000 });
    const half = { kind: 'percent', percent: 50, capCents: { EUR: 20_000 } } as const;
    expect(giftAmount(half, 'EUR', 333)).toEqual({ ok: true, cents: 166 });
    expect(giftAmount(rule, 'EUR')).toEqual({ ok: false, reason: 'deposit_required' });
    expect(giftAmount(rule, 'BTC', 100)).toEqual({ ok: false, reason: 'currency_not_offered' });
  });

  it('computes large crypto deposits without overflow', () => {
    const rule = {
      kind: 'percent',
      percent: 1000,
      capCents: { USDT: Number.MAX_SAFE_INTEGER },
    } as const;
    const deposit = 2 ** 52;
    expect(giftAmount(rule, 'USDT', deposit)).toEqual({ ok: true, cents: Number.MAX_SAFE_INTEGER });
  });

  it('grants nothing at issue for free spins (they win their amount)', () => {
    expect(giftAmount({ kind: 'winnings' }, 'EUR')).toEqual({ ok: true, cents: 0 });
  });
});

describe('wagerRequirement', () => {
  it('is the multiplier of the bonus or of deposit plus bonus', () => {
    expect(wagerRequirement(30, 'bonus', 1000)).toBe(30_000);
    expect(wagerRequirement(30, 'deposit_and_bonus', 1000, 1000)).toBe(60_000);
    expect(wagerRequirement(0, 'bonus', 1000)).toBe(0);
    expect(wagerRequirement(30, 'bonus', 0)).toBe(0);
  });

  it('is held at 2^53 - 1', () => {
    expect(wagerRequirement(200, 'bonus', Number.MAX_SAFE_INTEGER)).toBe(Number.MAX_SAFE_INTEGER);
  });
});

describe('caps and deadlines', () => {
  it('reads a per-currency cap or null', () => {
    expect(perCurrencyCap({ EUR: 500 }, 'EUR')).toBe(500);
    expect(perCurrencyCap({ EUR: 500 }, 'BTC')).toBeNull();
    expect(perCurrencyCap(undefined, 'EUR')).toBeNull();
  });

  it('adds days to now, or null', () => {
    const now = new Date('2026-01-01T00:00:00Z');
    expect(deadline(now, 7)?.toISOString()).toBe('2026-01-08T00:00:00.000Z');
    expect(deadline(now, undefined)).toBeNull();
  });
});
