import { useCallback } from 'react';
import type { CurrencyConfig } from '@croupier/contracts/fe-config';
import { formatAmount, moneyUnit } from '../../lib/money';

/** Minor units of a gift's currency as the locale writes them (PR-020, PR-021). */
export function useGiftMoney(locale: string, currencyConfig: CurrencyConfig | null | undefined) {
  return useCallback(
    (minor: number, currency: string) =>
      formatAmount(minor, moneyUnit(currency, currencyConfig), locale),
    [locale, currencyConfig],
  );
}
