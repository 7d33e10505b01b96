import type { CurrencyDisplay } from '@croupier/contracts/fe-config';
import { formatAmount, moneyUnit } from '../../../features/cashbox/money';

/**
 * Minor units to a display string (platform-core.md §3 Account: divide by subunits_to_unit;
 * PR-021: crypto in its display unit, µBTC, mETH). The cashbox's money rules, so the header and
 * the cashbox always write the same amount the same way.
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

/** platform-core.md §5: wagering percentage = wagered over total, rounded down. */
export function wageringPercent(wagered: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.floor((wagered / total) * 100));
}
