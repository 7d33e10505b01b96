import { useTranslation } from 'react-i18next';
import type { Currency } from '@croupier/contracts/info';
import { buttonClassName } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { Skeleton } from '../../../components/skeleton';
import { paths } from '../../../config/paths';
import { LocaleLink } from '../../../lib/i18n/locale-link';
import { usePlayedGames } from '../api/get-played-games';
import { formatDateTime } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/money';
import styles from './profile.module.css';

/**
 * /profile/games-history (PR-013, PR-014): the games the player played, or an honest empty state
 * with the way to the lobby.
 */
export function GamesHistory({
  locale,
  currencies,
}: {
  locale: string;
  currencies: readonly Currency[];
}) {
  const { t } = useTranslation();
  const { data: games, isError } = usePlayedGames();
  if (isError) return <p className={styles.muted}>{t('PROFILE.ERRORS.LOAD')}</p>;
  if (!games) return <Skeleton height={200} />;
  if (games.length === 0) {
    return (
      <div className={styles.card}>
        <EmptyState
          icon="dice"
          title={t('PROFILE.HISTORY.EMPTY_TITLE')}
          text={t('PROFILE.HISTORY.EMPTY_TEXT')}
          actions={
            <LocaleLink
              to={paths.home.getHref()}
              className={buttonClassName({ variant: 'primary' })}
            >
              {t('PROFILE.HISTORY.TO_LOBBY')}
            </LocaleLink>
          }
        />
      </div>
    );
  }
  const money = (cents: number, currency: string) =>
    formatMoney(
      cents,
      currency,
      currencies.find((entry) => entry.code === currency)?.subunits_to_unit ?? 100,
      locale,
    );
  return (
    <section className={styles.card} aria-labelledby="profile-history-title">
      <h2 id="profile-history-title" className={styles.cardTitle}>
        {t('PROFILE.HISTORY.TITLE')}
      </h2>
      <div className={styles.tableWrap}>
        <table className={styles.table}>
          <thead>
            <tr>
              <th scope="col">{t('PROFILE.HISTORY.GAME')}</th>
              <th scope="col">{t('PROFILE.HISTORY.LAST_PLAYED')}</th>
              <th scope="col">{t('PROFILE.HISTORY.BETS')}</th>
              <th scope="col">{t('PROFILE.HISTORY.WINS')}</th>
            </tr>
          </thead>
          <tbody>
            {games.map((entry) => (
              <tr key={entry.game.identifier}>
                <td>
                  <span className={styles.rowTitle}>{entry.game.title}</span>
                  {entry.game.provider ? (
                    <span className={styles.muted}> · {entry.game.provider}</span>
                  ) : null}
                </td>
                <td>{formatDateTime(entry.last_played_at, locale)}</td>
                <td>{money(entry.bets_cents, entry.currency)}</td>
                <td>{money(entry.wins_cents, entry.currency)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
