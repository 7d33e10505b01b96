import { useTranslation } from 'react-i18next';
import { paths } from '../../../config/paths';
import { LocaleLink } from '../../../lib/i18n/locale-link';
import type { TournamentsView } from '../tournament-view';
import styles from '../tournaments.module.css';

const TAB_KEYS: Record<TournamentsView, string> = {
  root: 'TOURNAMENTS.TABS.ROOT',
  all: 'TOURNAMENTS.TABS.ALL',
  producers: 'TOURNAMENTS.TABS.PRODUCERS',
  lotteries: 'TOURNAMENTS.TABS.LOTTERIES',
  actions: 'TOURNAMENTS.TABS.ACTIONS',
  live: 'TOURNAMENTS.TABS.LIVE',
  achievements: 'TOURNAMENTS.TABS.ACHIEVEMENTS',
  archive: 'TOURNAMENTS.TABS.ARCHIVE',
};

/**
 * RT-037, RT-038: the tabs of `/tournaments` as links, each its own path; the lotteries tab
 * only while the lotteries page is on.
 */
export function TournamentTabs({
  current,
  showLotteries,
}: {
  current: TournamentsView;
  showLotteries: boolean;
}) {
  const { t } = useTranslation();
  const tabs: TournamentsView[] = [
    'root',
    'all',
    'producers',
    ...(showLotteries ? (['lotteries'] as const) : []),
    'actions',
    'live',
    'achievements',
    'archive',
  ];
  return (
    <nav className={styles.tabs} aria-label={t('TOURNAMENTS.TABS.LABEL')}>
      {tabs.map((tab) => (
        <LocaleLink
          key={tab}
          to={paths.tournaments.getHref(tab === 'root' ? undefined : tab)}
          className={styles.tab}
          aria-current={tab === current ? 'page' : undefined}
          data-testid={`tournaments-tab-${tab}`}
          replace
        >
          {t(TAB_KEYS[tab])}
        </LocaleLink>
      ))}
    </nav>
  );
}
