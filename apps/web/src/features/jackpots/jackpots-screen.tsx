import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrencyConfig } from '@croupier/contracts/fe-config';
import { Skeleton } from '../../components/skeleton';
import { paths } from '../../config/paths';
import { LocaleLink } from '../../lib/i18n/locale-link';
import { useJackpotPools } from './api/get-jackpot-pools';
import { JackpotCard } from './jackpot-card';
import { JackpotWinners } from './jackpot-winners';
import styles from './jackpots.module.css';

export interface JackpotsScreenProps {
  /** The player's currency; a guest's default. */
  currency: string;
  locale: string;
  currencyConfig: CurrencyConfig | null | undefined;
  /** `enableMysticJackpots`: each jackpot links to its own page `/{identifier}` (JP-010). */
  isMysticEnabled: boolean;
  /** The jackpots' CMS banners (JP-012): the app layer fills this slot from the CMS feature. */
  banners?: ReactNode;
}

/**
 * `/jackpots` (engagement.md §2 Other screens): the jackpot slider, live as the pools grow
 * (`jackpots_changes`), and the winners leaderboard.
 */
export function JackpotsScreen({
  currency,
  locale,
  currencyConfig,
  isMysticEnabled,
  banners,
}: JackpotsScreenProps) {
  const { t } = useTranslation();
  const pools = useJackpotPools(currency);
  return (
    <div className={styles.page}>
      <header>
        <h1 className={styles.title}>{t('JACKPOTS.TITLE')}</h1>
        <p className={styles.subtitle}>{t('JACKPOTS.SUBTITLE')}</p>
      </header>
      {banners}
      <div className={styles.slider} aria-label={t('JACKPOTS.SLIDER')} role="region">
        {pools.data === undefined
          ? [0, 1, 2].map((index) => <Skeleton key={index} height={260} />)
          : pools.data.map((jackpot) => (
              <div key={jackpot.id} className={styles.slide}>
                <JackpotCard jackpot={jackpot} locale={locale} currencyConfig={currencyConfig} />
                {isMysticEnabled ? (
                  <LocaleLink
                    to={paths.mysticJackpot.getHref(jackpot.identifier)}
                    className={styles.more}
                  >
                    {t('JACKPOTS.MORE')}
                  </LocaleLink>
                ) : null}
              </div>
            ))}
      </div>
      <JackpotWinners locale={locale} currencyConfig={currencyConfig} />
    </div>
  );
}

export interface MysticJackpotScreenProps extends Omit<
  JackpotsScreenProps,
  'isMysticEnabled' | 'banners'
> {
  identifier: string;
  /** Rendered when no jackpot has this identifier. */
  notFound: () => React.ReactNode;
}

/** `/{identifier}` behind `enableMysticJackpots` (platform-core.md §2.2; JP-010). */
export function MysticJackpotScreen({
  identifier,
  currency,
  locale,
  currencyConfig,
  notFound,
}: MysticJackpotScreenProps) {
  const { t } = useTranslation();
  const pools = useJackpotPools(currency);
  if (pools.data === undefined) return <Skeleton height={320} />;
  const jackpot = pools.data.find((candidate) => candidate.identifier === identifier);
  if (!jackpot) return notFound();
  return (
    <div className={styles.page}>
      <LocaleLink to={paths.jackpots.getHref()} className={styles.more}>
        {t('JACKPOTS.ALL')}
      </LocaleLink>
      <div className={styles.single}>
        <JackpotCard jackpot={jackpot} locale={locale} currencyConfig={currencyConfig} />
      </div>
      <p className={styles.subtitle}>{t('JACKPOTS.FAIRNESS')}</p>
      <JackpotWinners jackpot={identifier} locale={locale} currencyConfig={currencyConfig} />
    </div>
  );
}
