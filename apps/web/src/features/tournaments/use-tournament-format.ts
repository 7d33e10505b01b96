import { useCallback, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrencyConfig } from '@croupier/contracts/fe-config';
import type { TournamentPrize, TournamentScoring } from '@croupier/contracts/tournaments';
import { numberFormat } from '../../lib/intl-formats';
import { formatAmount, moneyUnit } from '../../lib/money';

/**
 * How the tournament screens write prizes, points and amounts in the player's language. Money
 * is in minor units of its currency (crypto in its display unit); multipliers are hundredths.
 */
export function useTournamentFormat(currencyConfig: CurrencyConfig | null | undefined) {
  const { t, i18n } = useTranslation();
  const locale = i18n.language;
  const money = useCallback(
    (minor: number, currency: string) =>
      formatAmount(minor, moneyUnit(currency, currencyConfig), locale),
    [currencyConfig, locale],
  );
  const count = useCallback((value: number) => numberFormat(locale, {}).format(value), [locale]);
  const multiplier = useCallback(
    (hundredths: number) =>
      `x${numberFormat(locale, { maximumFractionDigits: 2 }).format(hundredths / 100)}`,
    [locale],
  );

  const prize = useCallback(
    (value: TournamentPrize): string => {
      switch (value.kind) {
        case 'money':
          return value.amount_cents !== null && value.currency
            ? t('TOURNAMENTS.PRIZE.MONEY', { amount: money(value.amount_cents, value.currency) })
            : value.title;
        case 'bonus':
          return value.amount_cents !== null && value.currency
            ? t('TOURNAMENTS.PRIZE.BONUS', { amount: money(value.amount_cents, value.currency) })
            : value.title;
        case 'freespins':
          return value.freespins_count !== null
            ? t('TOURNAMENTS.PRIZE.FREESPINS', { count: value.freespins_count })
            : value.title;
        case 'comp_points':
          return value.comp_points !== null
            ? t('TOURNAMENTS.PRIZE.COMP_POINTS', {
                count: value.comp_points,
                points: count(value.comp_points),
              })
            : value.title;
        case 'lootbox':
          return t('TOURNAMENTS.PRIZE.LOOTBOX', { title: value.lootbox_title ?? value.title });
      }
    },
    [t, money, count],
  );

  /** A score as its scoring counts it: money bet, a number of bets, or a multiplier. */
  const points = useCallback(
    (value: number, scoring: TournamentScoring, currency: string): string => {
      switch (scoring) {
        case 'bet_sum':
          return money(value, currency);
        case 'bet_count':
          return count(value);
        case 'win_to_bet':
        case 'biggest_multiplier':
          return multiplier(value);
      }
    },
    [money, count, multiplier],
  );

  return useMemo(
    () => ({ locale, money, count, multiplier, prize, points }),
    [locale, money, count, multiplier, prize, points],
  );
}

export type TournamentFormat = ReturnType<typeof useTournamentFormat>;
