/**
 * Minor units to a display string (platform-core.md §3 Account: divide by subunits_to_unit).
 * Crypto display units (mBTC, µBTC) come with the money issue; codes Intl does not know as a
 * currency are shown as `amount CODE`.
 */
export function formatMoney(
  minor: number,
  currency: string,
  subunits: number,
  locale: string,
): string {
  const digits = Math.max(0, Math.round(Math.log10(subunits)));
  const value = minor / subunits;
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency,
      minimumFractionDigits: Math.min(digits, 2),
      maximumFractionDigits: digits,
    }).format(value);
  } catch {
    return `${value.toFixed(Math.min(digits, 8))} ${currency}`;
  }
}

/** platform-core.md §5: wagering percentage = wagered over total, rounded down. */
export function wageringPercent(wagered: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.floor((wagered / total) * 100));
}
