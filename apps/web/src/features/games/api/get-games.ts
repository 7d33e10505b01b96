import {
  infiniteQueryOptions,
  queryOptions,
  useInfiniteQuery,
  useQuery,
} from '@tanstack/react-query';
import type { GamesFilterRequest, GamesPage } from '@croupier/contracts/games';
import { apiRequest } from '../../../lib/api-client';
import { GAMES_PAGE_SIZE } from '../rules/game-lists';
import { gamesKeys, type GamesQuery } from './games-keys';

/**
 * POST /api/games_filter (GM-010, GM-011): providers, title and category identifiers (OR
 * strategy), with the device (GM-013), and a sort other than the lobby order (our extension,
 * docs/api.md). Errors reach the caller: a list shows its error state, search logs
 * LOAD_FOUND_GAMES_ERROR (GM-021).
 */
export async function getGames(
  query: GamesQuery,
  page = 1,
  pageSize = GAMES_PAGE_SIZE,
  signal?: AbortSignal,
): Promise<GamesPage> {
  const filter: NonNullable<GamesFilterRequest['filter']> = {};
  if (query.providers) filter.providers = [...query.providers];
  if (query.title !== undefined) filter.title = query.title;
  if (query.identifiers)
    filter.categories = { identifiers: [...query.identifiers], strategy: 'OR' };
  const body: GamesFilterRequest = { device: query.device, filter, page, page_size: pageSize };
  if (query.sort) body.sort = query.sort;
  return apiRequest('/api/games_filter', {
    method: 'POST',
    body,
    contract: (c) => c.gamesPageSchema,
    ...(signal ? { signal } : {}),
  });
}

/** The first page only: a lobby row (GM-026), the random pick (GM-023), search (GM-016). */
export const gamesQueryOptions = (query: GamesQuery, pageSize = GAMES_PAGE_SIZE) =>
  queryOptions({
    queryKey: gamesKeys.list(query, pageSize),
    queryFn: ({ signal }) => getGames(query, 1, pageSize, signal),
    staleTime: 60_000,
  });

export function useGames(query: GamesQuery, pageSize = GAMES_PAGE_SIZE, enabled = true) {
  return useQuery({ ...gamesQueryOptions(query, pageSize), enabled });
}

/** Every page so far of a paginated list (GM-027 loads the next one near the end). */
export const gamesPagesQueryOptions = (
  query: GamesQuery,
  startPage = 1,
  pageSize = GAMES_PAGE_SIZE,
) =>
  infiniteQueryOptions({
    queryKey: gamesKeys.pages(query, startPage, pageSize),
    queryFn: ({ pageParam, signal }) => getGames(query, pageParam, pageSize, signal),
    initialPageParam: startPage,
    getNextPageParam: (last: GamesPage) => last.pagination.next_page ?? undefined,
    staleTime: 60_000,
  });

export function useGamesPages(query: GamesQuery, startPage = 1, pageSize = GAMES_PAGE_SIZE) {
  return useInfiniteQuery(gamesPagesQueryOptions(query, startPage, pageSize));
}
