import { useTranslation } from 'react-i18next';
import type { CurrencyConfig } from '@croupier/contracts/fe-config';
import { buttonClassName } from '../../components/button';
import { Skeleton } from '../../components/skeleton';
import { paths } from '../../config/paths';
import { LocaleLink } from '../../lib/i18n/locale-link';
import { formatAmount, moneyUnit } from '../../lib/money';
import { useCompPoints } from './api/get-comp-points';
import { useEarningRates } from './api/get-earning-rates';
import { useRates } from './api/get-rates';
import { usePointsText } from './use-points-text';
import styles from './rewards-mart.module.css';

export interface CompPointsScreenProps {
  isLoggedIn: boolean;
  locale: string;
  currencyConfig: CurrencyConfig | null | undefined;
}

/**
 * /comp-points (RT-033 comp-points exchange, CP-029 behind `enableConpoints`): the spendable
 * and lifetime points (CP-001), how bets earn them (CP-025) and what they buy in money
 * (CP-002), with the way into the mart to exchange them.
 */
export function CompPointsScreen({ isLoggedIn, locale, currencyConfig }: CompPointsScreenProps) {
  const { t } = useTranslation();
  const pointsText = usePointsText();
  const balance = useCompPoints(isLoggedIn);
  const { data: earning = [] } = useEarningRates();
  const { data: moneyRates = [] } = useRates('money');
  const money = (minor: number, currency: string) =>
    formatAmount(minor, moneyUnit(currency, currencyConfig), locale);

  return (
    <section className={styles.page} aria-labelledby="comp-points-title">
      <header className={styles.head}>
        <div>
          <h1 id="comp-points-title" className={styles.title}>
            {t('COMP_POINTS.TITLE')}
          </h1>
          <p className={styles.muted}>{t('COMP_POINTS.SUBTITLE')}</p>
        </div>
        <LocaleLink className={buttonClassName()} to={paths.rewardsMart.getHref()}>
          {t('COMP_POINTS.TO_MART')}
        </LocaleLink>
      </header>
      {isLoggedIn ? (
        <div className={styles.stats}>
          <p className={styles.stat} data-testid="comp-points-chargeable">
            <span className={styles.muted}>{t('COMP_POINTS.CHARGEABLE')}</span>
            {balance.data ? (
              <strong>{pointsText('REWARDS_MART.POINTS', balance.data.chargeable.points)}</strong>
            ) : (
              <Skeleton width="60%" height={32} />
            )}
          </p>
          <p className={styles.stat} data-testid="comp-points-persistent">
            <span className={styles.muted}>{t('COMP_POINTS.PERSISTENT')}</span>
            {balance.data ? (
              <strong>{pointsText('REWARDS_MART.POINTS', balance.data.persistent.points)}</strong>
            ) : (
              <Skeleton width="60%" height={32} />
            )}
          </p>
        </div>
      ) : (
        <p className={styles.balance}>
          {t('REWARDS_MART.GUEST_BALANCE')}
          <LocaleLink
            className={buttonClassName({ size: 'sm' })}
            to={paths.registration.getHref(paths.compPoints.getHref())}
          >
            {t('REWARDS_MART.PURCHASE.REGISTER')}
          </LocaleLink>
        </p>
      )}
      {earning.length > 0 ? (
        <div>
          <h2>{t('COMP_POINTS.EARNING')}</h2>
          <ul className={styles.rates} data-testid="comp-points-earning">
            {earning.map((rate) => (
              <li key={rate.currency}>
                <span>{money(rate.amount_cents, rate.currency)}</span>
                <strong>{pointsText('REWARDS_MART.POINTS', rate.points)}</strong>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {moneyRates.length > 0 ? (
        <div>
          <h2>{t('COMP_POINTS.MONEY_RATES')}</h2>
          <ul className={styles.rates} data-testid="comp-points-money-rates">
            {moneyRates.map((rate) => (
              <li key={rate.id}>
                <span>{pointsText('REWARDS_MART.POINTS', rate.points)}</span>
                <strong>{money(rate.amount_cents, rate.currency)}</strong>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
    </section>
  );
}
