import { decimalsOf, formatMinorUnits } from './minor-units.js';

/**
 * The one way money is written for a player: the site's header, cashbox, limits and history,
 * the jackpot amounts on the tiles and the studio's game clients all format through here, so a
 * player reads the same string everywhere (decision 0503).
 *
 * - Fiat shows one symbol per currency in every locale, chosen to be unambiguous among the
 *   brand's currencies: four dollars are served, so none of them is a bare "$" (CAD is "CA$"
 *   under en-CA too, USD is "US$"). The locale only places the symbol and writes the number.
 * - Crypto shows in its display unit (platform-core.md §3 Account): BTC in µBTC (1e-6 BTC), ETH
 *   and LTC in mETH and mLTC (1e-3); the other coins in whole coins. The player types amounts
 *   in that same unit.
 * - The number is formatted from its exact decimal string, never from a float: every digit of
 *   an integer of minor units up to 2^53 - 1 reaches the screen unchanged.
 */

/** Fiat symbols, the same in every locale (decision 0503). A code not listed shows itself. */
export const CURRENCY_SYMBOLS: Readonly<Record<string, string>> = {
  EUR: '€',
  USD: 'US$',
  CAD: 'CA$',
  AUD: 'A$',
  NZD: 'NZ$',
  GBP: '£',
  JPY: '¥',
  NOK: 'kr',
  BRL: 'R$',
  KZT: '₸',
};

export type DisplayPrefix = 'm' | 'µ';

/** platform-core.md §3: crypto is shown in milli or micro units. */
export const CRYPTO_DISPLAY_UNITS: Readonly<
  Record<string, { displayUnit: DisplayPrefix; displayFactor: number }>
> = {
  BTC: { displayUnit: 'µ', displayFactor: 0.000001 },
  ETH: { displayUnit: 'm', displayFactor: 0.001 },
  LTC: { displayUnit: 'm', displayFactor: 0.001 },
};

/** The brand's crypto codes (GEO-009), for when the brand's currency data is not at hand. */
export const CRYPTO_CODES: ReadonlySet<string> = new Set([
  'BTC',
  'BCH',
  'ETH',
  'LTC',
  'DOG',
  'USDT',
]);

/** What the brand's currency data (or a studio session) says of a currency; all optional. */
export interface CurrencyFacts {
  fiat?: boolean | undefined;
  subunits_to_unit?: number | undefined;
  displayUnit?: DisplayPrefix | undefined;
  displayFactor?: number | undefined;
}

export interface MoneyUnit {
  code: string;
  /** What follows a non-fiat number ("µBTC", "BCH", "FUN"); fiat shows its symbol. */
  label: string;
  isFiat: boolean;
  /** The currency's `subunits_to_unit`: minor units in one whole coin or unit. */
  subunits: number;
  /** Minor units in one shown unit: EUR 100, µBTC 100 (1e8 sat × 1e-6), mETH 100 000. */
  minorPerUnit: number;
  /** Decimals a shown (and typed) amount may have. */
  decimals: number;
}

const isPowerOfTen = (value: number): boolean => {
  try {
    decimalsOf(value);
    return true;
  } catch {
    return false;
  }
};

/** Demo credits (platform-core.md §3 Game: FUN), shown as a number and "FUN". */
const DEMO_CODE = 'FUN';

/** Whether `code` is a coin: the brand's fiat flag when known, else the brand's crypto list. */
export function isCryptoCode(code: string, facts?: CurrencyFacts | null): boolean {
  if (facts?.fiat !== undefined) return !facts.fiat && code !== DEMO_CODE;
  return CRYPTO_CODES.has(code);
}

/** The unit `code` is shown and typed in. */
export function moneyUnit(code: string, facts?: CurrencyFacts | null): MoneyUnit {
  const rawSubunits = facts?.subunits_to_unit ?? 100;
  const subunits = isPowerOfTen(rawSubunits) ? rawSubunits : 100;
  const isCrypto = isCryptoCode(code, facts);
  const isFiat = !isCrypto && code !== DEMO_CODE && (facts?.fiat ?? true);
  const spec = CRYPTO_DISPLAY_UNITS[code];
  const prefix = isCrypto ? (facts?.displayUnit ?? spec?.displayUnit) : undefined;
  const factor = isCrypto ? (facts?.displayFactor ?? spec?.displayFactor) : undefined;
  const scaled = factor ? Math.round(subunits * factor) : subunits;
  // A display unit that does not land on whole minor units falls back to whole coins.
  const hasDisplayUnit = prefix !== undefined && scaled >= 1 && isPowerOfTen(scaled);
  const minorPerUnit = hasDisplayUnit ? scaled : subunits;
  return {
    code,
    label: hasDisplayUnit ? `${prefix}${code}` : code,
    isFiat,
    subunits,
    minorPerUnit,
    decimals: decimalsOf(minorPerUnit),
  };
}

const formats = new Map<string, Intl.NumberFormat | null>();

/** Formatters are built once per locale and options: building one costs tens of ms at 4x CPU. */
function numberFormat(locale: string, options: Intl.NumberFormatOptions): Intl.NumberFormat | null {
  const key = `${locale}|${JSON.stringify(options)}`;
  const known = formats.get(key);
  if (known !== undefined) return known;
  let format: Intl.NumberFormat | null;
  try {
    format = new Intl.NumberFormat(locale, options);
  } catch {
    // An unknown locale tag or a code Intl refuses: the caller falls back to plain text.
    format = null;
  }
  formats.set(key, format);
  return format;
}

/** The exact decimal string of an amount in the shown unit, trailing zeros kept to `minimum`. */
function decimalText(minor: number, unit: MoneyUnit, minimumDecimals: number): `${number}` {
  const text = formatMinorUnits(minor, unit.minorPerUnit);
  if (!text.includes('.')) return text as `${number}`;
  const [whole, fraction = ''] = text.split('.');
  let kept = fraction;
  while (kept.length > minimumDecimals && kept.endsWith('0')) kept = kept.slice(0, -1);
  return (kept ? `${whole}.${kept}` : whole) as `${number}`;
}

export interface FormatOptions {
  /** Whole shown units only ("CA$47,378"): a jackpot's cents do not matter at its size. */
  whole?: boolean;
}

/**
 * Minor units as the player reads them in `locale`: "CA$115.06", "115,06 CA$", "997.5 µBTC",
 * "¥1,500", "2,000.00 FUN". Fiat and demo credits show all their decimals; a coin drops
 * trailing zeros.
 */
export function formatMoney(
  minor: number,
  moneyUnit: MoneyUnit,
  locale: string,
  options: FormatOptions = {},
): string {
  // A whole-units figure drops the fraction (towards zero) instead of rounding it up.
  const unit = options.whole ? { ...moneyUnit, decimals: 0 } : moneyUnit;
  const amount = options.whole ? minor - (minor % unit.minorPerUnit) : minor;
  // Demo credits count like cents, so they keep their decimals as fiat does.
  const minimumDecimals = unit.isFiat || unit.code === DEMO_CODE ? unit.decimals : 0;
  const value = decimalText(amount, unit, minimumDecimals);
  const currency = unit.isFiat
    ? numberFormat(locale, {
        style: 'currency',
        currency: unit.code,
        // Only the position and spacing of the symbol are taken from the locale.
        currencyDisplay: 'narrowSymbol',
        minimumFractionDigits: unit.decimals,
        maximumFractionDigits: unit.decimals,
      })
    : null;
  if (currency) {
    const symbol = CURRENCY_SYMBOLS[unit.code] ?? unit.code;
    return currency
      .formatToParts(value)
      .map((part) => (part.type === 'currency' ? symbol : part.value))
      .join('');
  }
  const number = numberFormat(locale, {
    minimumFractionDigits: minimumDecimals,
    maximumFractionDigits: unit.decimals,
  });
  return `${number ? number.format(value) : value}\u00a0${unit.label}`;
}

/** `formatMoney` for a currency code and what is known of it, in one call. */
export function formatCurrency(
  minor: number,
  code: string,
  locale: string,
  facts?: CurrencyFacts | null,
  options?: FormatOptions,
): string {
  return formatMoney(minor, moneyUnit(code, facts), locale, options);
}
