import type { Currency } from '@croupier/contracts/info';

/**
 * Minor units as the locale writes money (PR-020: divide by the currency's `subunits_to_unit`;
 * the integer stays exact until this display step). Codes Intl does not know (USDT) keep the
 * code after the number.
 */
export function formatMoney(
  cents: number,
  currency: Pick<Currency, 'subunits_to_unit'> | undefined,
  code: string,
  locale: string,
): string {
  const subunits = currency?.subunits_to_unit ?? 100;
  const digits = Math.max(0, Math.round(Math.log10(subunits)));
  const amount = cents / subunits;
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: code,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(amount);
  } catch {
    const number = new Intl.NumberFormat(locale, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(amount);
    return `${number} ${code}`;
  }
}
