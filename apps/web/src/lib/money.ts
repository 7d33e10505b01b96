import type { CurrencyConfig, CurrencyDisplay } from '@croupier/contracts/fe-config';
import {
  decimalsOf,
  formatMinorUnits,
  parseMinorUnits,
  type ParsedAmount,
} from '@croupier/domain/money/minor-units';
import { numberFormat } from './intl-formats';

/**
 * How the player site shows and reads money: the cashbox, the header balance, limits and the
 * profile all write amounts through here (platform-core.md §3 Account; PR-020, PR-021, K-062).
 * Amounts stay integers of the currency's minor unit; only this display step divides. Crypto
 * shows in its display unit from the brand's currency-config (µBTC = 1e-6 BTC, mETH, mLTC), and
 * the player types amounts in that same unit.
 */

/** CB-030: the crypto codes, for when the brand's currency-config has not loaded yet. */
const CRYPTO_CODES: ReadonlySet<string> = new Set(['BTC', 'BCH', 'ETH', 'LTC', 'DOG', 'USDT']);

export interface MoneyUnit {
  code: string;
  /** What follows a crypto number ("µBTC"); fiat shows the currency's own sign. */
  label: string;
  isFiat: boolean;
  /** The currency's `subunits_to_unit`: minor units in one whole coin or unit. */
  subunits: number;
  /** Minor units in one shown unit: EUR 100, µBTC 100 (1e8 sat × 1e-6), mETH 100 000. */
  minorPerUnit: number;
  /** Decimals a shown amount may have. */
  decimals: number;
}

const isPowerOfTen = (value: number) => {
  try {
    decimalsOf(value);
    return true;
  } catch {
    return false;
  }
};

export function isCryptoCode(code: string, config?: CurrencyConfig | null): boolean {
  const entry = config?.[code];
  return entry ? !entry.fiat : CRYPTO_CODES.has(code);
}

/** The unit `code` is shown and typed in. */
export function moneyUnit(code: string, config?: CurrencyConfig | null): MoneyUnit {
  const entry = config?.[code];
  const isFiat = !isCryptoCode(code, config);
  const subunits = entry?.subunits_to_unit ?? 100;
  const scaled = entry?.displayFactor ? Math.round(subunits * entry.displayFactor) : subunits;
  // A display factor that does not land on whole minor units falls back to whole coins.
  const hasDisplayUnit =
    !isFiat && entry?.displayUnit !== undefined && scaled >= 1 && isPowerOfTen(scaled);
  const minorPerUnit = hasDisplayUnit ? scaled : isPowerOfTen(subunits) ? subunits : 100;
  return {
    code,
    label: hasDisplayUnit ? `${entry?.displayUnit ?? ''}${code}` : code,
    isFiat,
    subunits,
    minorPerUnit,
    decimals: decimalsOf(minorPerUnit),
  };
}

/** Minor units as the locale writes money: "€50.00", "1,000 µBTC", "0.5 mETH". */
export function formatAmount(minor: number, unit: MoneyUnit, locale: string): string {
  const value = Number(formatMinorUnits(minor, unit.minorPerUnit));
  if (unit.isFiat) {
    try {
      return numberFormat(locale, {
        style: 'currency',
        currency: unit.code,
        minimumFractionDigits: Math.min(unit.decimals, 2),
        maximumFractionDigits: unit.decimals,
      }).format(value);
    } catch {
      // A code Intl does not know as a currency: the number, then the code.
    }
  }
  const number = numberFormat(locale, {
    minimumFractionDigits: 0,
    maximumFractionDigits: unit.decimals,
  }).format(value);
  return `${number} ${unit.label}`;
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
  const unit = moneyUnit(currency, {
    [currency]: { symbol: '', subunits_to_unit: subunits, ...display },
  });
  return formatAmount(minor, unit, locale);
}
