import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CurrencyConfig } from '@croupier/contracts/fe-config';
import { Skeleton } from '../../components/skeleton';
import { formatAmount, moneyUnit } from '../../lib/money';
import { useJackpotWins, type WinnersSort } from './api/get-jackpot-wins';
import styles from './jackpots.module.css';

const SORTS: readonly WinnersSort[] = ['biggest', 'latest'];

interface WinnersProps {
  jackpot?: string;
  locale: string;
  currencyConfig: CurrencyConfig | null | undefined;
}

/**
 * The winners leaderboard (engagement.md §2, §4; JP-005..JP-008): the biggest and the latest
 * five, side by side on a wide screen and as two tabs on a phone (JP-007).
 */
export function JackpotWinners({ jackpot, locale, currencyConfig }: WinnersProps) {
  const { t } = useTranslation();
  const [tab, setTab] = useState<WinnersSort>('biggest');
  return (
    <section className={styles.winners} aria-labelledby="jackpot-winners">
      <h2 id="jackpot-winners" className={styles.sectionTitle}>
        {t('JACKPOTS.WINNERS.TITLE')}
      </h2>
      <div className={styles.tabs} role="tablist">
        {SORTS.map((sort) => (
          <button
            key={sort}
            type="button"
            role="tab"
            aria-selected={tab === sort}
            className={styles.tab}
            onClick={() => setTab(sort)}
          >
            {t(`JACKPOTS.WINNERS.${sort.toUpperCase()}`)}
          </button>
        ))}
      </div>
      <div className={styles.lists}>
        {SORTS.map((sort) => (
          <WinnersList
            key={sort}
            sort={sort}
            isActive={tab === sort}
            locale={locale}
            currencyConfig={currencyConfig}
            {...(jackpot ? { jackpot } : {})}
          />
        ))}
      </div>
    </section>
  );
}

function WinnersList({
  sort,
  isActive,
  jackpot,
  locale,
  currencyConfig,
}: WinnersProps & { sort: WinnersSort; isActive: boolean }) {
  const { t } = useTranslation();
  const wins = useJackpotWins(sort, jackpot);
  return (
    <div className={styles.list} data-active={isActive} data-testid={`jackpot-winners-${sort}`}>
      <h3 className={styles.listTitle}>{t(`JACKPOTS.WINNERS.${sort.toUpperCase()}`)}</h3>
      {wins.data === undefined ? (
        wins.isError ? (
          <p className={styles.empty}>{t('JACKPOTS.WINNERS.NONE')}</p>
        ) : (
          <Skeleton height={160} />
        )
      ) : wins.data.length === 0 ? (
        <p className={styles.empty}>{t('JACKPOTS.WINNERS.NONE')}</p>
      ) : (
        <ol className={styles.rows}>
          {wins.data.map((win) => (
            <li key={win.id} className={styles.row}>
              <span className={styles.name}>{win.user_name}</span>
              <span className={styles.level}>{win.jackpot_level_name}</span>
              <span className={styles.amount}>
                {formatAmount(win.amount_cents, moneyUnit(win.currency, currencyConfig), locale)}
              </span>
              <time className={styles.time} dateTime={win.created_at}>
                {new Date(win.created_at).toLocaleString(locale, {
                  dateStyle: 'short',
                  timeStyle: 'short',
                })}
              </time>
            </li>
          ))}
        </ol>
      )}
    </div>
  );
}
