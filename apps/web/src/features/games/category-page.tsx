import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import type { GameCategoryEntry } from '@croupier/contracts/fe-config';
import { DEFAULT_GAME_SORT } from '@croupier/domain/games/game-sorts';
import { Button } from '../../components/button';
import { EmptyState } from '../../components/empty-state';
import { CategoryFiltersBar } from './components/category-filters-bar';
import { GameGrid } from './components/game-grid';
import { GamesPageFrame } from './components/games-page-frame';
import {
  readCategoryFilters,
  writeCategoryFilters,
  type CategoryFilters,
} from './rules/category-filters';
import { humaniseSlug } from './use-tile-extras';

/**
 * `/categories/{slug}` and `/games/{category}` (platform-core.md §2.2): a lobby row's "See
 * all" page. The config entry with that slug (lobby rows, then the section tabs) gives the
 * title and identifiers; an unknown slug lists the games carrying that category identifier.
 * A provider filter and a sort (issue 14) live in the address, so the page can be shared.
 */
export function CategoryPage({
  slug,
  entries,
}: {
  slug: string;
  entries: readonly GameCategoryEntry[];
}) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readCategoryFilters(searchParams);
  const entry = entries.find((candidate) => candidate.slug === slug);
  const title = entry?.title ?? humaniseSlug(slug);
  const identifiers = entry?.identifiers ?? [slug];
  // Replaced, not pushed: Back leaves the page instead of stepping through every choice.
  const change = (next: Partial<CategoryFilters>) =>
    setSearchParams((params) => writeCategoryFilters(params, next), { replace: true });
  return (
    <GamesPageFrame eyebrow={t('GAMES.CATEGORY.EYEBROW')} title={title}>
      <CategoryFiltersBar filters={filters} onChange={change} />
      <GameGrid
        key={slug}
        query={{
          identifiers,
          providers: filters.provider ? [filters.provider] : undefined,
          // The lobby order is asked without a sort: the spec's own payload.
          sort: filters.sort === DEFAULT_GAME_SORT ? undefined : filters.sort,
        }}
        category={slug}
        hasCashbackCard={identifiers.includes('live') && filters.provider === null}
        label={title}
        empty={
          filters.provider ? (
            <EmptyState
              icon="dice"
              title={t('GAMES.CATEGORY.NO_MATCH_TITLE')}
              text={t('GAMES.CATEGORY.NO_MATCH_TEXT')}
              actions={
                <Button variant="secondary" onClick={() => change({ provider: null })}>
                  {t('GAMES.CATEGORY.SHOW_ALL')}
                </Button>
              }
            />
          ) : undefined
        }
      />
    </GamesPageFrame>
  );
}
