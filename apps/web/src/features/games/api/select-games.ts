import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Device, Game } from '@croupier/contracts/games';
import { apiRequest } from '../../../lib/api-client';
import { gamesKeys } from './games-keys';

/** POST /api/games_filter/select (GM-012): the listed games, in the order asked. */
export async function selectGames(
  ids: readonly (string | number)[],
  device: Device,
): Promise<Game[]> {
  return apiRequest('/api/games_filter/select', {
    method: 'POST',
    body: { game_ids: [...ids], device },
    contract: (c) => c.gamesSelectResponseSchema,
  });
}

export const selectGamesQueryOptions = (ids: readonly (string | number)[], device: Device) =>
  queryOptions({
    queryKey: gamesKeys.select(ids, device),
    queryFn: () => selectGames(ids, device),
    staleTime: 60_000,
  });

export function useSelectGames(ids: readonly (string | number)[], device: Device) {
  return useQuery({ ...selectGamesQueryOptions(ids, device), enabled: ids.length > 0 });
}
