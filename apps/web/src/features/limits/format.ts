import type { Currency } from '@croupier/contracts/info';

/**
 * Money and instants as the player's locale writes them. Minor units are divided by the
 * currency's `subunits_to_unit` only here, for display (platform-core.md §3 Account; the same
 * rule as features/profile/money.ts, which a feature may not import).
 */
export function subunitsOf(currencies: readonly Currency[], code: string | null): number {
  return currencies.find((currency) => currency.code === code)?.subunits_to_unit ?? 100;
}

export function formatMoney(minor: number, code: string, subunits: number, locale: string): string {
  const digits = Math.max(0, Math.round(Math.log10(subunits)));
  const amount = minor / subunits;
  try {
    return new Intl.NumberFormat(locale, {
      style: 'currency',
      currency: code,
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(amount);
  } catch {
    // Codes Intl does not know as a currency (USDT) keep the code after the number.
    const number = new Intl.NumberFormat(locale, {
      minimumFractionDigits: digits,
      maximumFractionDigits: digits,
    }).format(amount);
    return `${number} ${code}`;
  }
}

export function formatDateTime(iso: string | null | undefined, locale: string): string {
  if (!iso) return '';
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  try {
    return new Intl.DateTimeFormat(locale, { dateStyle: 'medium', timeStyle: 'short' }).format(
      date,
    );
  } catch {
    return date.toISOString();
  }
}
