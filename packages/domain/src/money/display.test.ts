import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '../locales.js';
import { CURRENCY_SYMBOLS, formatCurrency, formatMoney, moneyUnit } from './display.js';
import { formatMinorUnits } from './minor-units.js';

/** The brand's wallets (GEO-009) with their subunits, and the demo credits. */
const CURRENCIES: readonly [string, number][] = [
  ['EUR', 100],
  ['USD', 100],
  ['AUD', 100],
  ['CAD', 100],
  ['NZD', 100],
  ['NOK', 100],
  ['BRL', 100],
  ['JPY', 1],
  ['GBP', 100],
  ['KZT', 100],
  ['BTC', 100_000_000],
  ['ETH', 100_000_000],
  ['BCH', 100_000_000],
  ['LTC', 100_000_000],
  ['DOG', 100_000_000],
  ['USDT', 1_000_000],
  ['FUN', 100],
];
const nbsp = '\u00a0';

describe('money display (platform-core.md §3, decision 0503)', () => {
  it('writes CAD as CA$ in every locale, en-CA and fr-CA included', () => {
    expect(formatCurrency(11_506, 'CAD', 'en')).toBe('CA$115.06');
    expect(formatCurrency(20_000, 'CAD', 'en-CA')).toBe('CA$200.00');
    expect(formatCurrency(11_506, 'CAD', 'fr-CA')).toBe(`115,06${nbsp}CA$`);
    expect(formatCurrency(11_506, 'CAD', 'de')).toBe(`115,06${nbsp}CA$`);
  });

  it('never writes a bare "$": every dollar the brand serves names its country', () => {
    for (const locale of LOCALE_CODES) {
      for (const code of ['USD', 'CAD', 'AUD', 'NZD']) {
        const text = formatCurrency(123_456, code, locale);
        expect(text).toContain(CURRENCY_SYMBOLS[code]);
        expect(text.replace(CURRENCY_SYMBOLS[code] ?? '', '')).not.toContain('$');
      }
    }
    expect(formatCurrency(123_456, 'USD', 'en')).toBe('US$1,234.56');
    expect(formatCurrency(123_456, 'AUD', 'en-AU')).toBe('A$1,234.56');
    expect(formatCurrency(123_456, 'NZD', 'en-NZ')).toBe('NZ$1,234.56');
  });

  it('shows crypto in the display units of platform-core.md §3', () => {
    expect(formatCurrency(99_750, 'BTC', 'en', { fiat: false, subunits_to_unit: 1e8 })).toBe(
      `997.5${nbsp}µBTC`,
    );
    // Without the brand's data at hand (a studio's game) the same unit comes out.
    expect(formatCurrency(99_750, 'BTC', 'en', { subunits_to_unit: 1e8 })).toBe(`997.5${nbsp}µBTC`);
    expect(formatCurrency(150_000, 'ETH', 'en', { subunits_to_unit: 1e8 })).toBe(`1.5${nbsp}mETH`);
    expect(formatCurrency(150_000, 'LTC', 'de', { subunits_to_unit: 1e8 })).toBe(`1,5${nbsp}mLTC`);
    expect(formatCurrency(50_000_000, 'BCH', 'en', { subunits_to_unit: 1e8 })).toBe(
      `0.5${nbsp}BCH`,
    );
    expect(formatCurrency(12_500_000, 'USDT', 'en', { subunits_to_unit: 1e6 })).toBe(
      `12.5${nbsp}USDT`,
    );
    expect(moneyUnit('BTC', { subunits_to_unit: 1e8 }).minorPerUnit).toBe(100);
  });

  it('shows yen without decimals and demo credits as FUN', () => {
    expect(formatCurrency(1500, 'JPY', 'en', { subunits_to_unit: 1 })).toBe('¥1,500');
    expect(formatCurrency(1500, 'JPY', 'no', { subunits_to_unit: 1 })).toBe(`1${nbsp}500${nbsp}¥`);
    expect(formatCurrency(200_000, 'FUN', 'en', { fiat: false })).toBe(`2,000.00${nbsp}FUN`);
  });

  it('writes a jackpot in whole units, in the same symbols and display units', () => {
    expect(formatCurrency(4_737_899, 'CAD', 'en-CA', undefined, { whole: true })).toBe('CA$47,378');
    expect(formatCurrency(4_737_899, 'EUR', 'de', undefined, { whole: true })).toBe(
      `47.378${nbsp}€`,
    );
    expect(
      formatCurrency(81_100_399, 'BTC', 'en', { subunits_to_unit: 1e8 }, { whole: true }),
    ).toBe(`811,003${nbsp}µBTC`);
  });

  it('falls back to plain text for a locale the runtime rejects', () => {
    expect(formatCurrency(150, 'EUR', 'not a locale!')).toBe(`1.50${nbsp}EUR`);
  });

  it('never drifts: the digits shown are exactly the integer of minor units', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...CURRENCIES),
        fc.constantFrom(...LOCALE_CODES),
        fc.integer({ min: -Number.MAX_SAFE_INTEGER, max: Number.MAX_SAFE_INTEGER }),
        ([code, subunits], locale, minor) => {
          const unit = moneyUnit(code, { subunits_to_unit: subunits });
          const text = formatMoney(minor, unit, locale);
          const shownDigits = text.replace(/[^0-9]/g, '');
          // Reading the digits back gives the integer: fiat shows every decimal, a coin drops
          // trailing zeros only, which the padding restores.
          const exactDigits = formatMinorUnits(Math.abs(minor), unit.minorPerUnit).replace('.', '');
          if (unit.isFiat) expect(shownDigits).toBe(exactDigits);
          expect(BigInt(shownDigits.padEnd(exactDigits.length, '0'))).toBe(BigInt(Math.abs(minor)));
          expect(/[-−]/.test(text)).toBe(minor < 0);
        },
      ),
      { numRuns: 3000 },
    );
  });
});
