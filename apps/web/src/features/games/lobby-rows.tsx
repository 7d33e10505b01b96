import { useMemo, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { GameCategoryEntry } from '@croupier/contracts/fe-config';
import { Icon } from '../../components/icon';
import { useNearViewport } from '../../components/use-near-viewport';
import { paths } from '../../config/paths';
import { LocaleLink } from '../../lib/i18n/locale-link';
import { useGames } from './api/get-games';
import { ProvidersStrip } from './components/providers-strip';
import { ListTiles } from './components/list-tiles';
import { TileSkeleton } from './components/tile-skeleton';
import { useGamesViewer } from './games-viewer';
import { buildListItems, LOBBY_ROW_MAX, type ListItem } from './rules/game-lists';
import { useFirstItemsFirst } from './use-first-items-first';
import { useInTurn } from './use-in-turn';
import { useTrackEdges } from './use-track-edges';
import styles from './lobby-rows.module.css';

export interface LobbyRow extends GameCategoryEntry {
  limit: number;
}

/**
 * Tiles a row renders at once: a wide desktop shows six and a half, a phone two and a half.
 * The rest of the 15 follow when the browser is idle, so a row's first commit, layout and paint
 * cost half as much while the lobby starts (DESIGN.md §11, TBT).
 */
const FIRST_TILES = 7;
const NO_ITEMS: ListItem[] = [];

/** Live rows open with the cashback card like every live list (GM-024). */
const isLiveRow = (row: GameCategoryEntry) => row.identifiers.includes('live');

/**
 * The lobby's game rows under the banners (GM-026, GM-028): one row per `main-widget-config`
 * lobby entry, at most 15 games each with a "See all" link to its category page, then the
 * providers strip. A row asks for its games only as it nears the viewport.
 */
export function LobbyGameRows({
  rows,
  isPending,
}: {
  rows: LobbyRow[] | undefined;
  isPending: boolean;
}) {
  if (isPending) {
    return (
      <div className={styles.rows}>
        <RowSkeleton />
        <RowSkeleton />
      </div>
    );
  }
  return (
    <div className={styles.rows}>
      {(rows ?? []).map((row, index) => (
        <GameRow key={row.slug} row={row} isFirst={index === 0} />
      ))}
      <ProvidersStrip />
    </div>
  );
}

function RowSkeleton() {
  return (
    <div className={styles.row} aria-hidden="true">
      <div className={styles.header}>
        <span className={styles.titleSkeleton} />
      </div>
      <ul className={styles.track}>
        {Array.from({ length: 8 }, (_, index) => (
          <li key={index} className={styles.item}>
            <TileSkeleton />
          </li>
        ))}
      </ul>
    </div>
  );
}

export function GameRow({ row, isFirst = false }: { row: LobbyRow; isFirst?: boolean }) {
  const { t } = useTranslation();
  const { device } = useGamesViewer();
  const [nearRef, isNear] = useNearViewport<HTMLElement>('400px');
  const track = useRef<HTMLUListElement>(null);
  const query = useMemo(() => ({ identifiers: row.identifiers }), [row.identifiers]);
  const size = Math.min(row.limit, LOBBY_ROW_MAX);
  const { data, isError } = useGames({ ...query, device }, size, isNear);
  // Rows whose games arrive together show one per frame, each in a transition (use-in-turn).
  const isWaiting = !useInTurn(data !== undefined);
  const items = useMemo(
    () =>
      buildListItems((data?.data ?? []).slice(0, LOBBY_ROW_MAX), {
        category: row.slug,
        hasRandomCard: true,
        hasCashbackCard: isLiveRow(row),
      }),
    [data, row],
  );
  // The first tiles with the row's turn, the rest once the browser is idle after it.
  const shownItems = useFirstItemsFirst(isWaiting ? NO_ITEMS : items, FIRST_TILES);
  const headingId = `lobby-row-${row.slug}`;
  // The arrows say whether there is more to either side.
  const edges = useTrackEdges(track, isWaiting ? null : shownItems);

  // A row whose games failed or that has none is left out rather than shown empty (ERR-001).
  if (isError || (data && items.length === 0)) return null;

  const scroll = (direction: 1 | -1) => {
    const element = track.current;
    if (element)
      element.scrollBy({ left: direction * element.clientWidth * 0.85, behavior: 'smooth' });
  };

  return (
    <section ref={nearRef} className={styles.row} aria-labelledby={headingId}>
      <div className={styles.header}>
        <h2 id={headingId} className={styles.title}>
          {row.title}
        </h2>
        <div className={styles.tools}>
          <LocaleLink to={paths.category.getHref(row.slug)} className={styles.seeAll}>
            {t('GAMES.ROW.SEE_ALL')}
            <span className="visually-hidden">: {row.title}</span>
          </LocaleLink>
          <button
            type="button"
            className={styles.arrow}
            onClick={() => scroll(-1)}
            disabled={edges.atStart}
            aria-label={t('GAMES.ROW.PREVIOUS')}
          >
            <Icon name="chevronLeft" size={18} />
          </button>
          <button
            type="button"
            className={styles.arrow}
            onClick={() => scroll(1)}
            disabled={edges.atEnd}
            aria-label={t('GAMES.ROW.NEXT')}
          >
            <Icon name="chevronRight" size={18} />
          </button>
        </div>
      </div>
      <ul
        ref={track}
        className={styles.track}
        aria-labelledby={headingId}
        aria-busy={isWaiting || undefined}
      >
        {isWaiting ? (
          Array.from({ length: 8 }, (_, index) => (
            <li key={index} className={styles.item}>
              <TileSkeleton />
            </li>
          ))
        ) : (
          <ListTiles
            items={shownItems}
            query={query}
            eagerCount={isFirst ? 8 : 0}
            itemClassName={styles.item}
          />
        )}
      </ul>
    </section>
  );
}
