import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { DEFAULT_GAME_SORT } from '@croupier/domain/games/game-sorts';
import { Button } from '../../../components/button';
import { EmptyState } from '../../../components/empty-state';
import {
  readCategoryFilters,
  writeCategoryFilters,
  type CategoryFilters,
} from '../rules/category-filters';
import { CategoryFiltersBar } from './category-filters-bar';
import { GameGrid, type GameGridProps } from './game-grid';

/**
 * A category's games with the provider filter and the sort above them (issue 14), both kept in
 * the address (`?provider=&sort=`) so the filtered list can be shared and survives a reload.
 */
export function FilteredGameGrid({
  identifiers,
  category,
  hasCashbackCard,
  label,
}: Pick<GameGridProps, 'category' | 'hasCashbackCard' | 'label'> & {
  identifiers: readonly string[];
}) {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const filters = readCategoryFilters(searchParams);
  // Replaced, not pushed: Back leaves the page instead of stepping through every choice.
  const change = (next: Partial<CategoryFilters>) =>
    setSearchParams((params) => writeCategoryFilters(params, next), { replace: true });
  return (
    <>
      <CategoryFiltersBar filters={filters} onChange={change} />
      <GameGrid
        query={{
          identifiers,
          providers: filters.provider ? [filters.provider] : undefined,
          // The lobby order is asked without a sort: the spec's own payload.
          sort: filters.sort === DEFAULT_GAME_SORT ? undefined : filters.sort,
        }}
        category={category}
        // The live cashback card opens the whole live list, not one provider's part of it.
        hasCashbackCard={hasCashbackCard && filters.provider === null}
        label={label}
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
    </>
  );
}
