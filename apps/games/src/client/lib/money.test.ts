import { describe, expect, it } from 'vitest';
import { chipLabel, formatMoney, fractionDigitsOf, toDecimalString } from './money';

describe('money display', () => {
  it('derives the decimals from the subunits', () => {
    expect(fractionDigitsOf(100)).toBe(2);
    expect(fractionDigitsOf(1)).toBe(0);
    expect(fractionDigitsOf(100_000_000)).toBe(8);
  });

  it('writes minor units as an exact decimal string', () => {
    expect(toDecimalString(1205, 100)).toBe('12.05');
    expect(toDecimalString(5, 100)).toBe('0.05');
    expect(toDecimalString(1200, 1)).toBe('1200');
    expect(toDecimalString(120_000, 100_000_000)).toBe('0.00120000');
  });

  it('shows euros with the symbol and two decimals', () => {
    expect(formatMoney(123_456, { currency: 'EUR', subunits: 100, locale: 'en' })).toBe(
      '€1,234.56',
    );
  });

  it('shows yen without decimals', () => {
    expect(formatMoney(1200, { currency: 'JPY', subunits: 1, locale: 'en' })).toBe('¥1,200');
  });

  it('shows demo credits as FUN', () => {
    expect(formatMoney(200_000, { currency: 'FUN', subunits: 100, locale: 'en' })).toBe(
      '2,000.00\u00a0FUN',
    );
  });

  it('writes money as the casino header does: CA$ for CAD, BTC in µBTC', () => {
    // The header showed "CA$115.06" and "997.5 µBTC" while the game showed "$115.06" and
    // "BTC 0.0009975".
    expect(formatMoney(11_506, { currency: 'CAD', subunits: 100, locale: 'en' })).toBe('CA$115.06');
    expect(formatMoney(11_506, { currency: 'CAD', subunits: 100, locale: 'en-CA' })).toBe(
      'CA$115.06',
    );
    expect(formatMoney(99_750, { currency: 'BTC', subunits: 100_000_000, locale: 'en' })).toBe(
      '997.5\u00a0µBTC',
    );
  });

  it('falls back to plain text on a locale the browser rejects', () => {
    expect(formatMoney(150, { currency: 'EUR', subunits: 100, locale: 'not a locale!' })).toBe(
      '1.50\u00a0EUR',
    );
  });

  it('prints short chip values', () => {
    expect(chipLabel(500, 100)).toBe('5');
    expect(chipLabel(250, 100)).toBe('2.5');
    expect(chipLabel(100_000, 100)).toBe('1K');
    expect(chipLabel(250_000_000, 100)).toBe('2.5M');
    expect(chipLabel(5, 100)).toBe('0.05');
  });
});
