import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GameProvider } from '@croupier/contracts/games';
import { apiRequest } from '../../../lib/api-client';
import { gamesKeys } from './games-keys';

/**
 * GET /api/games/providers (GM-014). Unlike most loaders this one rethrows (platform-core.md
 * §8): the providers strip and the producer page show an error state with a retry.
 */
export async function getProviders(): Promise<GameProvider[]> {
  return apiRequest('/api/games/providers', { contract: (c) => c.gameProvidersResponseSchema });
}

export const providersQueryOptions = () =>
  queryOptions({
    queryKey: gamesKeys.providers(),
    queryFn: getProviders,
    staleTime: 5 * 60_000,
  });

export function useProviders() {
  return useQuery(providersQueryOptions());
}
