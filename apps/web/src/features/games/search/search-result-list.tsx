import { memo, useId } from 'react';
import type { Game } from '@croupier/contracts/games';
import { Icon } from '../../../components/icon';
import { useNearViewport } from '../../../components/use-near-viewport';
import { LocaleLink } from '../../../lib/i18n/locale-link';
import { GameThumbnail } from '../components/game-thumbnail';
import { thumbnailSrc } from '../rules/tile-rules';
import { useTileExtras } from '../use-tile-extras';
import styles from './game-search.module.css';
import { useFirstItemsFirst } from '../use-first-items-first';

/** Rows that fill the panel on a tall desktop window; the rest of the page follows when idle. */
const FIRST_ROWS = 12;

/** The found games (a list) or the recommended ones (a grid), titled. */
export const SearchResultList = memo(function SearchResultList({
  title,
  games,
  hrefOf,
  isGrid = false,
}: {
  title: string;
  games: readonly Game[];
  hrefOf: (game: Game) => string;
  isGrid?: boolean;
}) {
  const headingId = useId();
  const { providerOf } = useTileExtras();
  const shown = useFirstItemsFirst(games, FIRST_ROWS);
  return (
    <section aria-labelledby={headingId}>
      <h2 id={headingId} className={styles.heading}>
        {title}
      </h2>
      <ul className={isGrid ? styles.grid : styles.list} aria-labelledby={headingId}>
        {shown.map((game) => (
          <li key={game.identifier}>
            <LocaleLink to={hrefOf(game)} className={isGrid ? styles.card : styles.row}>
              <SearchThumbnail game={game} />
              <span className={styles.text}>
                <span className={styles.title}>{game.title}</span>
                <span className={styles.provider}>{providerOf(game)}</span>
              </span>
              {isGrid ? null : <Icon name="chevronRight" size={16} className={styles.chevron} />}
            </LocaleLink>
          </li>
        ))}
      </ul>
    </section>
  );
});

/**
 * The picture loads once its row is inside the panel's scrolled view (DESIGN.md §11, search
 * keystroke to results <= 100 ms): each SVG preview costs the main thread its own parse and
 * layout, so the rows in view get theirs after the titles are painted, and the rest of the page
 * only when scrolled to, or never when the next key replaces the results.
 */
const SearchThumbnail = memo(function SearchThumbnail({ game }: { game: Game }) {
  const [ref, isNear] = useNearViewport<HTMLSpanElement>();
  return (
    <span ref={ref} className={styles.thumb}>
      {isNear ? (
        <GameThumbnail src={thumbnailSrc(game.identifier)} title={game.title} isEager />
      ) : null}
    </span>
  );
});
