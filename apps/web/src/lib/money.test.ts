import { describe, expect, it } from 'vitest';
import { CURRENCY_CONFIG } from '../testing/currency-config';
import { amountInputText, formatAmount, isCryptoCode, moneyUnit, parseAmount } from './money';

describe('money as the player sees it (PR-020, PR-021, K-062, CB-030)', () => {
  it('divides minor units by subunits_to_unit', () => {
    expect(formatAmount(12_345, moneyUnit('EUR', CURRENCY_CONFIG), 'en')).toBe('€123.45');
    expect(formatAmount(5_000, moneyUnit('EUR', CURRENCY_CONFIG), 'de')).toBe('50,00\u00a0€');
  });

  it('shows BTC in µBTC and ETH in mETH', () => {
    // 0.001 BTC = 100 000 satoshi → 1000 µBTC; 0.5 ETH → 500 mETH.
    expect(formatAmount(100_000, moneyUnit('BTC', CURRENCY_CONFIG), 'en')).toBe('1,000\u00a0µBTC');
    expect(formatAmount(50_000_000, moneyUnit('ETH', CURRENCY_CONFIG), 'en')).toBe('500\u00a0mETH');
  });

  it('reads what the player types in the shown unit, exactly', () => {
    const btc = moneyUnit('BTC', CURRENCY_CONFIG);
    expect(parseAmount('1000', btc)).toEqual({ ok: true, minorUnits: 100_000 });
    expect(parseAmount('0.5', btc)).toEqual({ ok: true, minorUnits: 50 });
    expect(parseAmount('12,5', moneyUnit('EUR', CURRENCY_CONFIG))).toEqual({
      ok: true,
      minorUnits: 1_250,
    });
    expect(amountInputText(5_000, moneyUnit('EUR', CURRENCY_CONFIG))).toBe('50');
    expect(amountInputText(10_000, btc)).toBe('100');
  });

  it('knows crypto from fiat, also before the brand data arrives', () => {
    expect(isCryptoCode('DOG')).toBe(true);
    expect(isCryptoCode('KZT')).toBe(false);
    expect(isCryptoCode('BTC', CURRENCY_CONFIG)).toBe(true);
    expect(moneyUnit('EUR').label).toBe('EUR');
  });
});
