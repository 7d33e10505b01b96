import { useParams } from 'react-router';
import { useFeConfig } from '../../features/brand/api/get-fe-config';
import { CategoryPage } from '../../features/games/category-page';
import { FavoritesPage } from '../../features/games/favorites-page';
import { ProducerPage } from '../../features/games/producer-page';
import { SectionPage, type Section } from '../../features/games/section-page';
import { WithGamesViewer } from './games-viewer-from-session';

/**
 * The game list pages (platform-core.md §2.2) joined with what they need from other features:
 * the session (tile overlay, favourites) and the brand's category config (GM-028, GM-029).
 */
export function SectionRoute({ section }: { section: Section }) {
  const { slug = 'all' } = useParams();
  const { data, isPending } = useFeConfig('menu-categories-games');
  return (
    <WithGamesViewer>
      <SectionPage section={section} slug={slug} entries={data?.[section]} isPending={isPending} />
    </WithGamesViewer>
  );
}

/** `/categories/:slug` and `/games/:categoryId`: the lobby rows' and tabs' entries name them. */
export function CategoryRoute() {
  const { slug, categoryId } = useParams();
  const { data: widgets } = useFeConfig('main-widget-config');
  const { data: menus } = useFeConfig('menu-categories-games');
  const entries = [
    ...(widgets?.lobby ?? []),
    ...(menus?.pokies ?? []).filter((entry) => entry.slug !== 'all'),
    ...(menus?.live ?? []).filter((entry) => entry.slug !== 'all'),
  ];
  return (
    <WithGamesViewer>
      <CategoryPage slug={slug ?? categoryId ?? 'all'} entries={entries} />
    </WithGamesViewer>
  );
}

export function ProducerRoute() {
  const { slug = '', page } = useParams();
  const pageNumber = Number(page);
  return (
    <WithGamesViewer>
      <ProducerPage
        slug={slug}
        page={Number.isInteger(pageNumber) && pageNumber > 0 ? pageNumber : 1}
      />
    </WithGamesViewer>
  );
}

export function FavoritesRoute() {
  return (
    <WithGamesViewer>
      <FavoritesPage />
    </WithGamesViewer>
  );
}
