import { describe, expect, it } from 'vitest';
import { CURRENCY_CONFIG } from '../cashbox-test-utils';
import { moneyUnit } from '../../../lib/money';
import { checkAmount, defaultDepositAmount, fitToLimits, quickAmounts } from './amount-rules';

const eur = moneyUnit('EUR', CURRENCY_CONFIG);
const btc = moneyUnit('BTC', CURRENCY_CONFIG);
const limits = { min_cents: 1_000, max_cents: 500_000, step_cents: 100 };
const format = (minor: number) => `€${minor / 100}`;

describe('amounts (CB-020, CB-021, K-055)', () => {
  it('starts a deposit at 50 of a fiat account, inside the method limits', () => {
    expect(defaultDepositAmount(eur, limits)).toBe(5_000);
    expect(defaultDepositAmount(eur, { ...limits, min_cents: 10_000 })).toBe(10_000);
    expect(defaultDepositAmount(eur, { ...limits, max_cents: 2_000 })).toBe(2_000);
    // Crypto starts at the method's minimum: 0.0001 BTC.
    expect(defaultDepositAmount(btc, { min_cents: 10_000, max_cents: 0, step_cents: 100 })).toBe(
      10_000,
    );
  });

  it('refuses an amount that is not a whole number of steps', () => {
    const step5 = { min_cents: 500, max_cents: 100_000, step_cents: 500 };
    expect(checkAmount({ text: '12', unit: eur, limits: step5, format })).toEqual({
      ok: false,
      problem: { key: 'VALIDATION.AMOUNT_STEP', values: { step: '€5' } },
    });
    expect(checkAmount({ text: '15', unit: eur, limits: step5, format })).toEqual({
      ok: true,
      minor: 1_500,
    });
  });

  it('says how much may be withdrawn when a withdrawal passes the cash (issue 14 item 12)', () => {
    expect(checkAmount({ text: '101', unit: eur, limits, availableCents: 10_000, format })).toEqual(
      {
        ok: false,
        problem: { key: 'CASHBOX.REFUSALS.WITHDRAW_AT_MOST', values: { amount: format(10_000) } },
      },
    );
    expect(checkAmount({ text: '100', unit: eur, limits, availableCents: 10_000, format }).ok).toBe(
      true,
    );
  });

  it('names the limit that was missed, and refuses what is not an amount', () => {
    expect(checkAmount({ text: '5', unit: eur, limits, format })).toEqual({
      ok: false,
      problem: { key: 'VALIDATION.MIN_VALUE', values: { min: '€10' } },
    });
    expect(checkAmount({ text: '6000', unit: eur, limits, format })).toEqual({
      ok: false,
      problem: { key: 'VALIDATION.MAX_VALUE', values: { max: '€5000' } },
    });
    expect(checkAmount({ text: '', unit: eur, limits, format })).toEqual({
      ok: false,
      problem: { key: 'VALIDATION.REQUIRED' },
    });
    for (const text of ['abc', '-5', '0', '10.001']) {
      expect(checkAmount({ text, unit: eur, limits, format }).ok).toBe(false);
    }
  });

  it('fits an amount into the limits on a whole step', () => {
    expect(fitToLimits(1_234, { min_cents: 1_000, max_cents: 5_000, step_cents: 500 })).toBe(1_500);
    expect(fitToLimits(9_999, { min_cents: 1_000, max_cents: 4_900, step_cents: 500 })).toBe(4_500);
  });

  it('offers quick amounts inside the limits only', () => {
    expect(quickAmounts(eur, { ...limits, min_cents: 3_000 })).toEqual([
      5_000, 10_000, 20_000, 50_000,
    ]);
    expect(quickAmounts(btc, { min_cents: 10_000, max_cents: 40_000, step_cents: 100 })).toEqual([
      10_000, 20_000,
    ]);
  });
});
