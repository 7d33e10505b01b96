import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Device, Game } from '@croupier/contracts/games';
import { logError } from '../../../lib/logger';
import { gamesKeys } from '../api/games-keys';
import { getGames } from '../api/get-games';
import { normaliseSearch, SEARCH_PAGE_SIZE, shouldSearch } from '../rules/search-rules';

export interface SearchResults {
  /** The first page of matches. */
  games: Game[];
  /** How many games match in all. */
  total: number;
}

/**
 * Search results (GM-016): games_filter with `device` and `filter.title`. A failure is logged
 * as LOAD_FOUND_GAMES_ERROR and shown to nobody (GM-021): the popup keeps its suggestions.
 */
export const searchGamesQueryOptions = (text: string, device: Device) => {
  const title = normaliseSearch(text);
  return queryOptions({
    queryKey: gamesKeys.search(title, device),
    queryFn: async ({ signal }): Promise<SearchResults> => {
      try {
        const page = await getGames({ device, title }, 1, SEARCH_PAGE_SIZE, signal);
        return { games: page.data, total: page.pagination.total_count };
      } catch (error) {
        if (!signal.aborted) logError('LOAD_FOUND_GAMES_ERROR', error);
        throw error;
      }
    },
    staleTime: 60_000,
  });
};

export function useSearchGames(text: string, device: Device) {
  return useQuery({ ...searchGamesQueryOptions(text, device), enabled: shouldSearch(text) });
}
