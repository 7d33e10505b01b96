import { lazy } from 'react';

/** The game list pages, one lazily loaded chunk (DESIGN.md §11 first-load budget). */
const SectionRoute = lazy(() => import('./games-route').then((m) => ({ default: m.SectionRoute })));
const CategoryRoute = lazy(() =>
  import('./games-route').then((m) => ({ default: m.CategoryRoute })),
);
const ProducerRoute = lazy(() =>
  import('./games-route').then((m) => ({ default: m.ProducerRoute })),
);
const FavoritesRoute = lazy(() =>
  import('./games-route').then((m) => ({ default: m.FavoritesRoute })),
);

export const gameScreens = {
  pokies: () => <SectionRoute section="pokies" />,
  live: () => <SectionRoute section="live" />,
  category: () => <CategoryRoute />,
  producer: () => <ProducerRoute />,
  favorites: () => <FavoritesRoute />,
};
