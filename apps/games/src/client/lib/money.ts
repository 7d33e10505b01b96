import { formatCurrency } from '@croupier/domain/money/display';

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
 * "€12.50", "CA$115.06", "997.5 µBTC", "2,000 FUN": the casino's own rule (packages/domain,
 * decision 0503), so the game's balance reads exactly as the casino's header above it: the same
 * symbol, the same crypto display unit (platform-core.md §3), in the session's locale.
 */
export function formatMoney(amount: number, format: MoneyFormat): string {
  return formatCurrency(amount, format.currency, format.locale, {
    subunits_to_unit: format.subunits,
  });
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
