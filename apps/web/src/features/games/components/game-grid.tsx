import { useMemo, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import { Spinner } from '../../../components/spinner';
import { useGamesPages } from '../api/get-games';
import type { GamesQuery } from '../api/games-keys';
import { useGamesViewer } from '../games-viewer';
import { buildListItems, type ListOptions } from '../rules/game-lists';
import { ListTiles } from './list-tiles';
import { TileSkeleton } from './tile-skeleton';
import { useLoadMore } from './use-load-more';
import styles from './game-list.module.css';

export interface GameGridProps extends Omit<ListOptions, 'hasRandomCard'> {
  query: Omit<GamesQuery, 'device'>;
  /** The accessible name of the list. */
  label: string;
  /** The page the list starts at (`/producers/{slug}/{page}`). */
  startPage?: number;
  /** What an empty list shows instead of the usual "no games here yet" (a filter that matched none). */
  empty?: ReactNode;
}

const SKELETONS = 12;

/**
 * A paginated game grid (GM-027): the next page loads when the end comes within 500 px; the
 * random card sits at the 10th place or last (GM-022), live lists open with the cashback card
 * (GM-024), hidden tiles never show (GM-025); a failed load shows an error with a retry (GM-014).
 */
export function GameGrid({
  query,
  label,
  category,
  hasCashbackCard,
  startPage = 1,
  empty,
}: GameGridProps) {
  const { t } = useTranslation();
  const { device } = useGamesViewer();
  const list = useGamesPages({ ...query, device }, startPage);
  const { data, isPending, isError, hasNextPage, isFetchingNextPage, fetchNextPage, refetch } =
    list;
  const games = useMemo(() => data?.pages.flatMap((page) => page.data) ?? [], [data]);
  const items = useMemo(
    () => buildListItems(games, { category, hasRandomCard: true, hasCashbackCard }),
    [games, category, hasCashbackCard],
  );
  const canLoadMore = hasNextPage && !isFetchingNextPage && !isError;
  const sentinel = useLoadMore<HTMLDivElement>(() => {
    if (canLoadMore) void fetchNextPage();
  }, canLoadMore);
  const total = data?.pages[0]?.pagination.total_count;

  if (isPending) {
    return (
      <ul className={styles.grid} aria-busy="true" data-testid="grid-skeleton">
        {Array.from({ length: SKELETONS }, (_, index) => (
          <li key={index}>
            <TileSkeleton />
          </li>
        ))}
      </ul>
    );
  }
  if (isError && games.length === 0) {
    return (
      <EmptyState
        tone="danger"
        icon="alert"
        title={t('GAMES.LIST.ERROR_TITLE')}
        text={t('GAMES.LIST.ERROR_TEXT')}
        actions={
          <Button variant="secondary" onClick={() => void refetch()}>
            {t('GAMES.LIST.RETRY')}
          </Button>
        }
      />
    );
  }
  if (games.length === 0) {
    if (empty) return empty;
    return (
      <EmptyState
        icon="dice"
        title={t('GAMES.LIST.EMPTY_TITLE')}
        text={t('GAMES.LIST.EMPTY_TEXT')}
      />
    );
  }
  return (
    <>
      {total !== undefined ? (
        <p className={styles.count}>{t('GAMES.LIST.COUNT', { count: total })}</p>
      ) : null}
      <ul className={styles.grid} aria-label={label}>
        <ListTiles items={items} query={query} eagerCount={6} />
      </ul>
      <div ref={sentinel} className={styles.sentinel} aria-hidden="true" />
      {isFetchingNextPage ? (
        <div className={styles.more}>
          <Spinner label={t('GAMES.LIST.LOADING_MORE')} />
        </div>
      ) : null}
      {isError && games.length > 0 ? (
        <div className={styles.more}>
          <Button variant="secondary" onClick={() => void fetchNextPage()}>
            {t('GAMES.LIST.RETRY')}
          </Button>
        </div>
      ) : null}
    </>
  );
}
