import { useTranslation } from 'react-i18next';
import { LocaleLink } from '../../../lib/i18n/locale-link';
import { useRecentTournaments } from '../api/get-tournaments';
import { formatDateTime } from '../../../lib/format-date';
import { itemHref } from './tournament-card';
import styles from '../tournaments.module.css';

/** The archive beside a page: the recently finished items, with when they ended. */
export function RecentList({ exceptId, locale }: { exceptId: number; locale: string }) {
  const { t } = useTranslation();
  const { data } = useRecentTournaments();
  const items = (data ?? []).filter((item) => item.id !== exceptId && item.kind !== 'achievement');
  if (items.length === 0) return null;
  return (
    <section className={styles.panel} aria-labelledby="recent-title">
      <h2 id="recent-title" className={styles.panelTitle}>
        {t('TOURNAMENTS.PAGE.RECENT')}
      </h2>
      <ul className={styles.recent} data-testid="recent-list">
        {items.map((item) => (
          <li key={item.id}>
            <LocaleLink to={itemHref(item)}>{item.title}</LocaleLink>
            <span className={styles.small}>
              {t('TOURNAMENTS.PAGE.ENDED', { date: formatDateTime(item.end_at, locale) })}
            </span>
          </li>
        ))}
      </ul>
    </section>
  );
}
