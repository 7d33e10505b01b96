import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { PlayedGames } from '../../../lib/contracts';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { profileKeys } from './profile-keys';

const EMPTY: PlayedGames = {
  data: [],
  pagination: { current_page: 1, next_page: null, prev_page: null, total_pages: 0, total_count: 0 },
};

/**
 * GET /api/player/played_games?page= (PR-013, PR-014): per game the last play, rounds, bets and
 * wins, newest first, a page at a time. A 404 (an api without the games module) is an empty
 * history here, never invented rows.
 */
export async function getPlayedGames(page = 1): Promise<PlayedGames> {
  try {
    return await apiRequest(`/api/player/played_games?page=${page}`, {
      contract: (c) => c.playedGamesSchema,
    });
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return EMPTY;
    throw error;
  }
}

export const playedGamesQueryOptions = (page = 1) =>
  queryOptions({
    queryKey: profileKeys.playedGamesPage(page),
    queryFn: () => getPlayedGames(page),
  });

/** The page stays on screen while the next one loads, so the table does not jump. */
export function usePlayedGames(page = 1) {
  return useQuery({ ...playedGamesQueryOptions(page), placeholderData: keepPreviousData });
}
