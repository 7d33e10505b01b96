import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { Currency } from '@croupier/contracts/info';
import { Button, buttonClassName } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { Skeleton } from '../../../components/skeleton';
import { paths } from '../../../config/paths';
import { LocaleLink } from '../../../lib/i18n/locale-link';
import { usePlayedGames } from '../api/get-played-games';
import { formatDateTime } from '../../../lib/format-date';
import { formatMoney } from '../../../lib/money';
import styles from './profile.module.css';
import history from './games-history.module.css';

/** The provider's slug made readable ("velvet-live" → "Velvet Live"). */
function providerName(slug: string): string {
  return slug
    .split('-')
    .filter(Boolean)
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
    .join(' ');
}

function pageFrom(value: string | null): number {
  const page = Number(value);
  return Number.isInteger(page) && page > 0 ? page : 1;
}

/**
 * /profile/games-history (PR-013, PR-014): the games the player played, newest first, a page at
 * a time (`?page=` in the address, so Back returns to the page the player was on); each game
 * links back to itself, bets and wins in the currency played. An honest empty state otherwise.
 */
export function GamesHistory({
  locale,
  currencies,
}: {
  locale: string;
  currencies: readonly Currency[];
}) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const page = pageFrom(searchParams.get('page'));
  const { data, isError, isPlaceholderData } = usePlayedGames(page);
  if (isError) return <p className={styles.muted}>{t('PROFILE.ERRORS.LOAD')}</p>;
  if (!data) return <Skeleton height={200} />;
  const games = data.data;
  const { pagination } = data;
  if (games.length === 0 && pagination.total_count === 0) {
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
  const money = (cents: number, currency: string) => {
    const known = currencies.find((entry) => entry.code === currency);
    return formatMoney(cents, currency, known?.subunits_to_unit ?? 100, locale, {
      fiat: known?.fiat ?? true,
    });
  };
  const goTo = (next: number) =>
    setSearchParams((params) => {
      const copy = new URLSearchParams(params);
      if (next <= 1) copy.delete('page');
      else copy.set('page', String(next));
      return copy;
    });
  return (
    <section className={styles.card} aria-labelledby="profile-history-title">
      <h2 id="profile-history-title" className={styles.cardTitle}>
        {t('PROFILE.HISTORY.TITLE')}
      </h2>
      <div className={styles.tableWrap} aria-busy={isPlaceholderData}>
        <table
          className={`${styles.table} ${history.table} ${isPlaceholderData ? history.loading : ''}`}
        >
          <thead>
            <tr>
              <th scope="col">{t('PROFILE.HISTORY.GAME')}</th>
              <th scope="col">{t('PROFILE.HISTORY.LAST_PLAYED')}</th>
              <th scope="col" className={history.number}>
                {t('PROFILE.HISTORY.ROUNDS')}
              </th>
              <th scope="col" className={history.number}>
                {t('PROFILE.HISTORY.BETS')}
              </th>
              <th scope="col" className={history.number}>
                {t('PROFILE.HISTORY.WINS')}
              </th>
            </tr>
          </thead>
          <tbody>
            {games.map((entry) => (
              <tr key={`${entry.game.identifier}:${entry.currency}`}>
                <td className={history.gameCell}>
                  <LocaleLink
                    to={paths.play.getHref(entry.game.provider, entry.game.seo_title)}
                    className={history.game}
                  >
                    {entry.game.title}
                  </LocaleLink>
                  <span className={history.provider}>{providerName(entry.game.provider)}</span>
                </td>
                <td data-label={t('PROFILE.HISTORY.LAST_PLAYED')}>
                  {formatDateTime(entry.last_played_at, locale)}
                </td>
                <td className={history.number} data-label={t('PROFILE.HISTORY.ROUNDS')}>
                  {entry.rounds.toLocaleString(locale)}
                </td>
                <td className={history.number} data-label={t('PROFILE.HISTORY.BETS')}>
                  {money(entry.bets_cents, entry.currency)}
                </td>
                <td
                  className={`${history.number} ${entry.wins_cents > 0 ? history.win : ''}`}
                  data-label={t('PROFILE.HISTORY.WINS')}
                >
                  {money(entry.wins_cents, entry.currency)}
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      {pagination.total_pages > 1 ? (
        <nav className={history.pager} aria-label={t('PROFILE.HISTORY.PAGES')}>
          <Button
            variant="outline"
            size="sm"
            disabled={pagination.prev_page === null || isPlaceholderData}
            onClick={() => goTo(pagination.prev_page ?? 1)}
          >
            {t('PROFILE.HISTORY.PREVIOUS')}
          </Button>
          <span className={history.pageOf} aria-live="polite">
            {t('PROFILE.HISTORY.PAGE_OF', {
              page: pagination.current_page,
              total: pagination.total_pages,
            })}
          </span>
          <Button
            variant="outline"
            size="sm"
            disabled={pagination.next_page === null || isPlaceholderData}
            onClick={() => goTo(pagination.next_page ?? page)}
          >
            {t('PROFILE.HISTORY.NEXT')}
          </Button>
        </nav>
      ) : null}
    </section>
  );
}
