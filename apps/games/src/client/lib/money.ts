/**
 * Amounts arrive as integers in minor units; the display needs the currency's own precision
 * (`subunits`: 100 for EUR, 1 for JPY, 10^8 for BTC). Never divide into floats for arithmetic,
 * only for the final string.
 */

/** Decimal places implied by `subunits` (100 → 2, 1 → 0, 10^8 → 8). */
export function fractionDigitsOf(subunits: number): number {
  let digits = 0;
  for (let rest = subunits; rest >= 10; rest = Math.floor(rest / 10)) digits += 1;
  return digits;
}

/** The major-unit decimal string of an integer amount, exact for any size ("1234.05"). */
export function toDecimalString(amount: number, subunits: number): string {
  const digits = fractionDigitsOf(subunits);
  const negative = amount < 0;
  const whole = String(Math.abs(Math.trunc(amount))).padStart(digits + 1, '0');
  const major = whole.slice(0, whole.length - digits);
  const minor = whole.slice(whole.length - digits);
  return `${negative ? '-' : ''}${major}${digits > 0 ? `.${minor}` : ''}`;
}

export interface MoneyFormat {
  currency: string;
  subunits: number;
  locale: string;
}

/**
 * "€12.50", "¥1,200", "0.0012 BTC", "FUN 2,000.00". Crypto keeps up to its full precision but
 * drops trailing zeros (a BTC balance with eight decimals is unreadable); fiat always shows
 * all its decimals.
 */
export function formatMoney(amount: number, format: MoneyFormat): string {
  const digits = fractionDigitsOf(format.subunits);
  const trims = digits > 2;
  const options: Intl.NumberFormatOptions = {
    style: 'currency',
    currency: format.currency,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: trims ? Math.min(2, digits) : digits,
    maximumFractionDigits: digits,
  };
  const value = Number(toDecimalString(amount, format.subunits));
  try {
    return new Intl.NumberFormat(format.locale, options).format(value);
  } catch {
    // An unknown locale tag or currency code must not break the game: fall back to plain text.
    return `${toDecimalString(amount, format.subunits)} ${format.currency}`;
  }
}

/** The short figure printed on a chip: "5", "2.5", "1K", "2.5M" (no currency, it is a chip). */
export function chipLabel(amount: number, subunits: number): string {
  const major = Number(toDecimalString(amount, subunits));
  const scaled =
    major >= 1_000_000
      ? { value: major / 1_000_000, suffix: 'M' }
      : major >= 1000
        ? { value: major / 1000, suffix: 'K' }
        : { value: major, suffix: '' };
  const digits =
    scaled.value >= 100 || Number.isInteger(scaled.value) ? 0 : scaled.value >= 10 ? 1 : 2;
  return `${Number(scaled.value.toFixed(digits))}${scaled.suffix}`;
}
