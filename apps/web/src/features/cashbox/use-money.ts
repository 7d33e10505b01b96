import { useCallback, useMemo } from 'react';
import { useCashboxEnv } from './cashbox-env';
import { formatAmount, moneyUnit, type MoneyUnit } from '../../lib/money';

export interface Money {
  unitOf: (currency: string) => MoneyUnit;
  format: (minor: number, currency: string) => string;
}

/** Money in the brand's units and the page's locale (PR-020, PR-021). */
export function useMoney(): Money {
  const { currencyConfig, locale } = useCashboxEnv();
  const unitOf = useCallback(
    (currency: string) => moneyUnit(currency, currencyConfig),
    [currencyConfig],
  );
  const format = useCallback(
    (minor: number, currency: string) => formatAmount(minor, unitOf(currency), locale),
    [unitOf, locale],
  );
  return useMemo(() => ({ unitOf, format }), [unitOf, format]);
}
