import { DEFAULT_GAME_SORT, isGameSort, type GameSort } from '@croupier/domain/games/game-sorts';

/**
 * A category page's provider filter and sort, kept in the address (`?provider=&sort=`) so a
 * filtered page can be shared and reloaded. Defaults leave the address bare; a value the page
 * cannot use is ignored rather than sent (the api would answer 422).
 */
export interface CategoryFilters {
  /** A provider slug, or null for all providers. */
  provider: string | null;
  sort: GameSort;
}

const PROVIDER_SLUG = /^[a-z0-9-]{1,64}$/;

export function readCategoryFilters(params: URLSearchParams): CategoryFilters {
  const provider = params.get('provider');
  const sort = params.get('sort');
  return {
    provider: provider !== null && PROVIDER_SLUG.test(provider) ? provider : null,
    sort: isGameSort(sort) ? sort : DEFAULT_GAME_SORT,
  };
}

/** `params` with `change` applied; other parameters (e.g. tracking tags) are kept. */
export function writeCategoryFilters(
  params: URLSearchParams,
  change: Partial<CategoryFilters>,
): URLSearchParams {
  const next = { ...readCategoryFilters(params), ...change };
  const copy = new URLSearchParams(params);
  if (next.provider) copy.set('provider', next.provider);
  else copy.delete('provider');
  if (next.sort === DEFAULT_GAME_SORT) copy.delete('sort');
  else copy.set('sort', next.sort);
  return copy;
}

export function isFiltered(filters: CategoryFilters): boolean {
  return filters.provider !== null || filters.sort !== DEFAULT_GAME_SORT;
}
