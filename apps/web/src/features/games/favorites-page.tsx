import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { buttonClassName } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { paths } from '../../config/paths';
import { LocaleLink } from '../../lib/i18n/locale-link';
import { useFavoriteGames } from './api/favorites';
import { GamesPageFrame } from './components/games-page-frame';
import { ListTiles } from './components/list-tiles';
import { TileSkeleton } from './components/tile-skeleton';
import { buildListItems } from './rules/game-lists';
import listStyles from './components/game-list.module.css';

/**
 * `/favorite-games` (RT-005, RT-006; the route guard keeps guests out): the player's
 * favourites as tiles, or the way to the lobby when there are none.
 */
export function FavoritesPage() {
  const { t } = useTranslation();
  const { data, isPending, isError, refetch } = useFavoriteGames(true);
  const items = useMemo(() => buildListItems(data ?? []), [data]);
  const title = t('GAMES.FAVORITES.TITLE');
  return (
    <GamesPageFrame title={title} icon="star">
      {isPending ? (
        <ul className={listStyles.grid} aria-busy="true">
          {Array.from({ length: 6 }, (_, index) => (
            <li key={index}>
              <TileSkeleton />
            </li>
          ))}
        </ul>
      ) : isError ? (
        <EmptyState
          tone="danger"
          icon="alert"
          title={t('GAMES.LIST.ERROR_TITLE')}
          text={t('GAMES.LIST.ERROR_TEXT')}
          actions={
            <button
              type="button"
              className={buttonClassName({ variant: 'secondary' })}
              onClick={() => void refetch()}
            >
              {t('GAMES.LIST.RETRY')}
            </button>
          }
        />
      ) : items.length === 0 ? (
        <EmptyState
          icon="star"
          title={t('GAMES.FAVORITES.EMPTY_TITLE')}
          text={t('GAMES.FAVORITES.EMPTY_TEXT')}
          actions={
            <LocaleLink
              to={paths.home.getHref()}
              className={buttonClassName({ variant: 'primary', size: 'lg' })}
            >
              {t('GAMES.FAVORITES.TO_LOBBY')}
            </LocaleLink>
          }
        />
      ) : (
        <ul className={listStyles.grid} aria-label={title}>
          <ListTiles items={items} query={{}} eagerCount={6} />
        </ul>
      )}
    </GamesPageFrame>
  );
}
