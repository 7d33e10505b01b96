import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { Currency } from '@croupier/contracts/info';
import { useLocale } from '../../../lib/i18n/use-locale';
import { formatDateTime } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/money';
import { subunitsOf } from '../format';
import { durationKey } from '../limit-names';

/** How the panel writes money, instants and session lengths in the player's locale. */
export interface LimitFormat {
  locale: string;
  /** The active account's currency: new money limits are set in it. */
  currency: string;
  subunits: (code: string | null) => number;
  money: (minor: number, code: string | null) => string;
  date: (iso: string | null | undefined) => string;
  duration: (minutes: number) => string;
}

export function useLimitFormat(currency: string, currencies: readonly Currency[]): LimitFormat {
  const { t } = useTranslation();
  const { locale } = useLocale();
  return useMemo(() => {
    const subunits = (code: string | null) => subunitsOf(currencies, code ?? currency);
    return {
      locale,
      currency,
      subunits,
      money: (minor, code) => formatMoney(minor, code ?? currency, subunits(code), locale),
      date: (iso) => formatDateTime(iso, locale),
      duration: (minutes) => {
        const { key, values } = durationKey(minutes);
        return t(key, values);
      },
    };
  }, [t, locale, currency, currencies]);
}
