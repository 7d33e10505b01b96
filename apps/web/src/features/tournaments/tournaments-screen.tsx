import { useQueries } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { CurrencyConfig } from '@croupier/contracts/fe-config';
import type { Tournament, TournamentPlayerStatus } from '@croupier/contracts/tournaments';
import { EmptyState } from '../../components/empty-state';
import { Skeleton } from '../../components/skeleton';
import { getTournamentStatus } from './api/get-tournament-status';
import { useRecentTournaments, useTournaments } from './api/get-tournaments';
import { tournamentKeys } from './api/tournament-keys';
import { AchievementCard } from './components/achievement-card';
import { TournamentCard } from './components/tournament-card';
import { TournamentTabs } from './components/tournament-tabs';
import { byTimer, itemsOfTab, shownItems, type TournamentsView } from './tournament-view';
import { useClock } from './use-clock';
import { useTournamentFormat } from './use-tournament-format';
import styles from './tournaments.module.css';

export interface TournamentsScreenProps {
  tab: TournamentsView;
  isLoggedIn: boolean;
  /** The lotteries page flag (RT-037): its tab shows only while it is on. */
  showLotteries: boolean;
  /** `enableTestQuests` (TN-029). */
  showTestQuests: boolean;
  currencyConfig: CurrencyConfig | null | undefined;
  /** A fixed clock for tests. */
  now?: number;
}

/**
 * A signed-in player's status in each listed item. TN-011: the calls are apart, so one that
 * fails leaves its card without progress and the others as they are.
 */
function useStatuses(items: readonly Tournament[], enabled: boolean) {
  const results = useQueries({
    queries: items.map((item) => ({
      queryKey: tournamentKeys.status(item.id),
      queryFn: () => getTournamentStatus(item.id),
      enabled,
      staleTime: 5_000,
      retry: false,
    })),
  });
  const byId = new Map<number, TournamentPlayerStatus>();
  results.forEach((result, index) => {
    const item = items[index];
    if (item && result.data) byId.set(item.id, result.data);
  });
  return byId;
}

/**
 * `/tournaments` and its tabs (engagement.md §2 Routes; RT-037, RT-038, TN-003): the running and
 * upcoming items of the tab with their timers, the achievements with the player's progress, and
 * the archive of recently finished ones.
 */
export function TournamentsScreen({
  tab,
  isLoggedIn,
  showLotteries,
  showTestQuests,
  currencyConfig,
  now: fixedNow,
}: TournamentsScreenProps) {
  const { t } = useTranslation();
  const now = useClock(fixedNow);
  const format = useTournamentFormat(currencyConfig);
  const isArchive = tab === 'archive';
  const current = useTournaments(!isArchive);
  const recent = useRecentTournaments(isArchive);
  const source = isArchive ? recent : current;
  const items = source.data ? itemsOfTab(shownItems(source.data, showTestQuests), tab) : undefined;
  const listed = items ? (isArchive ? items : byTimer(items, now)) : [];
  const statuses = useStatuses(listed, isLoggedIn && !isArchive);
  const isAchievements = tab === 'achievements';

  return (
    <div className={styles.page}>
      <header className={styles.head}>
        <h1 className={styles.title}>{t('TOURNAMENTS.TITLE')}</h1>
        <p className={styles.muted}>{t('TOURNAMENTS.SUBTITLE')}</p>
      </header>
      <TournamentTabs current={tab} showLotteries={showLotteries} />
      <section id="tournaments-panel" aria-live="polite" aria-busy={source.isPending}>
        {source.isError ? (
          <EmptyState
            title={t('TOURNAMENTS.LOAD_FAILED')}
            icon="alert"
            headingLevel={2}
            actions={
              <button
                type="button"
                className={styles.linkButton}
                onClick={() => void source.refetch()}
              >
                {t('TOURNAMENTS.RETRY')}
              </button>
            }
          />
        ) : !items ? (
          <div className={styles.grid}>
            {[0, 1, 2].map((index) => (
              <Skeleton key={index} height={200} />
            ))}
          </div>
        ) : listed.length === 0 ? (
          <EmptyState
            title={t(isArchive ? 'TOURNAMENTS.EMPTY_ARCHIVE' : 'TOURNAMENTS.EMPTY')}
            icon="trophy"
            headingLevel={2}
          />
        ) : isAchievements ? (
          <ul className={styles.grid} data-testid="achievement-list">
            {listed.map((item) => (
              <AchievementCard
                key={item.id}
                item={item}
                status={statuses.get(item.id)}
                format={format}
              />
            ))}
          </ul>
        ) : (
          <ul className={styles.grid} data-testid="tournament-list">
            {listed.map((item) => (
              <TournamentCard
                key={item.id}
                item={item}
                status={statuses.get(item.id)}
                now={now}
                format={format}
              />
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
