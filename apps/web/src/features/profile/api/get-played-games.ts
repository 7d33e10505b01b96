import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlayedGames } from '../../../lib/contracts';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { profileKeys } from './profile-keys';

/**
 * GET /api/player/played_games (PR-013, PR-014). The games module serves it; until it does the
 * api answers 404, which is an empty history here, never invented rows.
 */
export async function getPlayedGames(): Promise<PlayedGames['data']> {
  const { playedGamesSchema } = await import('../../../lib/contracts');
  try {
    const answer = await apiRequest('/api/player/played_games', { schema: playedGamesSchema });
    return answer.data;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) return [];
    throw error;
  }
}

export const playedGamesQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.playedGames(), queryFn: getPlayedGames });

export function usePlayedGames() {
  return useQuery(playedGamesQueryOptions());
}
