import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/test-app.js';
import { brandCurrencies, fiatEurRates } from '../brand/seed-data/currencies.js';
import { refreshExchangeRates } from '../exchange-rates/exchange-rates.service.js';
import {
  EUR_RATES_TTL_MS,
  eurCentsOf,
  eurRateOf,
  eurRates,
  eurRatesFrom,
  parseDecimal,
} from './eur-rates.js';

describe('EUR cents of an amount (integer arithmetic, half up)', () => {
  it('reads decimal strings exactly, exponents included', () => {
    expect(parseDecimal('58420')).toEqual({ mantissa: 58420n, exponent: 0 });
    expect(parseDecimal('0.1012')).toEqual({ mantissa: 1012n, exponent: -4 });
    expect(parseDecimal('1.234e-7')).toEqual({ mantissa: 1234n, exponent: -10 });
    expect(parseDecimal('1e3')).toEqual({ mantissa: 1n, exponent: 3 });
    expect(parseDecimal('-1')).toBeNull();
    expect(parseDecimal('abc')).toBeNull();
  });

  it('converts fiat and crypto minor units, rounding half up once', () => {
    const rates = eurRatesFrom(
      [
        { currency: 'USD', rate: '0.9251' },
        { currency: 'JPY', rate: '0.0061417' },
        { currency: 'BTC', rate: '58420' },
        { currency: 'DOG', rate: '0.1012' },
        { currency: 'KZT', rate: '0.0019376' },
      ],
      brandCurrencies,
    );
    expect(eurCentsOf(rates, 'EUR', 1_234)).toBe(1_234);
    // 10.00 USD × 0.9251 = 9.251 EUR → 925.1 cents → 925.
    expect(eurCentsOf(rates, 'USD', 1_000)).toBe(925);
    // 0.50 USD → 46.255 → 46 (only .5 and above goes up).
    expect(eurCentsOf(rates, 'USD', 50)).toBe(46);
    // 1,000 JPY × 0.0061417 = 6.1417 EUR → 614 cents.
    expect(eurCentsOf(rates, 'JPY', 1_000)).toBe(614);
    // 0.001 BTC (100,000 satoshi) = 58.42 EUR.
    expect(eurCentsOf(rates, 'BTC', 100_000)).toBe(5_842);
    // 1 DOG = 10.12 cents → 10.
    expect(eurCentsOf(rates, 'DOG', 100_000_000)).toBe(10);
    // 100 KZT (10,000 tiyn) × 0.0019376 = 0.19376 EUR → 19 cents.
    expect(eurCentsOf(rates, 'KZT', 10_000)).toBe(19);
    expect(eurCentsOf(rates, 'FUN', 100)).toBeNull();
  });

  it('rounds like exact rational arithmetic for any safe amount', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        fc.integer({ min: 1, max: 10_000_000 }),
        fc.integer({ min: -9, max: 3 }),
        fc.constantFrom(1, 100, 1_000_000, 100_000_000),
        (amount, mantissa, exponent, subunits) => {
          const text = `${mantissa}e${exponent}`;
          const rate = eurRateOf(text, subunits);
          if (!rate) throw new Error('rate refused');
          const got = eurCentsOf(new Map([['X', rate]]), 'X', amount);
          // Exact: amount × mantissa × 10^exponent × 100 / subunits, half up.
          const num =
            BigInt(amount) * BigInt(mantissa) * 100n * 10n ** BigInt(Math.max(0, exponent));
          const den = BigInt(subunits) * 10n ** BigInt(Math.max(0, -exponent));
          const floor = num / den;
          const expected = (num - floor * den) * 2n >= den ? floor + 1n : floor;
          expect(got).toBe(Number(expected));
        },
      ),
    );
  });
});

describe('the instance EUR rates', async () => {
  const test = await buildTestApp();
  const deps = { env: test.env, database: test.database, clock: test.clock, bus: test.bus };

  it('has a rate for every seeded real currency', async () => {
    const rates = await eurRates(deps);
    for (const currency of brandCurrencies.filter((c) => !c.demo)) {
      expect(rates.has(currency.code), currency.code).toBe(true);
    }
    const usd = fiatEurRates.USD ?? 0;
    expect(eurCentsOf(rates, 'USD', 10_000)).toBe(Math.round(10_000 * usd));
  });

  it('follows the refresh job after its interval, answering the old rates meanwhile', async () => {
    const before = eurCentsOf(await eurRates(deps), 'BTC', 100_000_000);
    await refreshExchangeRates(test.database.db, test.clock.now(), async (current) => ({
      ...current,
      BTC: { ...current.BTC, EUR: 60_000 },
    }));
    expect(eurCentsOf(await eurRates(deps), 'BTC', 100_000_000)).toBe(before);
    test.clock.advance(EUR_RATES_TTL_MS);
    await eurRates(deps);
    await expect
      .poll(async () => eurCentsOf(await eurRates(deps), 'BTC', 100_000_000))
      .toBe(6_000_000);
  });
});
