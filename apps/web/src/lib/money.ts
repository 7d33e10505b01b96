import type { CurrencyConfig, CurrencyDisplay } from '@croupier/contracts/fe-config';
import {
  formatMoney as formatMoneyIn,
  isCryptoCode as isCrypto,
  moneyUnit as domainMoneyUnit,
  type MoneyUnit,
} from '@croupier/domain/money/display';
import {
  formatMinorUnits,
  parseMinorUnits,
  type ParsedAmount,
} from '@croupier/domain/money/minor-units';

/**
 * How the player site shows and reads money: the cashbox, the header balance, limits, the
 * profile and the jackpot amounts all write amounts through here (platform-core.md §3 Account;
 * PR-020, PR-021, K-062), and here through the one rule of packages/domain that the studio's
 * game clients use too (decision 0503). Amounts stay integers of the currency's minor unit.
 * Crypto shows in its display unit (µBTC = 1e-6 BTC, mETH, mLTC), and the player types amounts
 * in that same unit.
 */

export type { MoneyUnit };

export function isCryptoCode(code: string, config?: CurrencyConfig | null): boolean {
  return isCrypto(code, config?.[code]);
}

/** The unit `code` is shown and typed in, from the brand's currency-config. */
export function moneyUnit(code: string, config?: CurrencyConfig | null): MoneyUnit {
  return domainMoneyUnit(code, config?.[code]);
}

/** Minor units as the locale writes money: "€50.00", "CA$50.00", "1,000 µBTC", "0.5 mETH". */
export function formatAmount(minor: number, unit: MoneyUnit, locale: string): string {
  return formatMoneyIn(minor, unit, locale);
}

/** The text an amount field starts with: "50", "0.0001" (no trailing zeros). */
export function amountInputText(minor: number, unit: MoneyUnit): string {
  const text = formatMinorUnits(minor, unit.minorPerUnit);
  return text.includes('.') ? text.replace(/\.?0+$/, '') : text;
}

/** What the player typed, in minor units (a decimal comma is read as players type it). */
export function parseAmount(text: string, unit: MoneyUnit): ParsedAmount {
  return parseMinorUnits(text, unit.minorPerUnit);
}

/**
 * Minor units of `currency` to a display string when only its `subunits_to_unit` (and, for
 * crypto, its display unit) is at hand: the header, the limits and the games history.
 */
export function formatMoney(
  minor: number,
  currency: string,
  subunits: number,
  locale: string,
  display: Pick<CurrencyDisplay, 'fiat' | 'displayUnit' | 'displayFactor'> = { fiat: true },
): string {
  return formatMoneyIn(
    minor,
    domainMoneyUnit(currency, { subunits_to_unit: subunits, ...display }),
    locale,
  );
}
