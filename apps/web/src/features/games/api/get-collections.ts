import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { gameCollectionsResponseSchema } from '@croupier/contracts/games';
import { apiRequest } from '../../../lib/api-client';
import { orEmpty } from '../../../lib/logger';
import { gamesKeys } from './games-keys';

export type GameCollections = z.infer<typeof gameCollectionsResponseSchema>;

/** GET /api/games/collections (GM-014); an empty list when it fails (logged, ERR-001). */
export function getCollections(): Promise<GameCollections> {
  return orEmpty(
    'LOAD_GAME_COLLECTIONS_ERROR',
    async () => {
      return apiRequest('/api/games/collections', {
        contract: (c) => c.gameCollectionsResponseSchema,
      });
    },
    [],
  );
}

export const collectionsQueryOptions = () =>
  queryOptions({
    queryKey: gamesKeys.collections(),
    queryFn: getCollections,
    staleTime: 5 * 60_000,
  });

export function useCollections() {
  return useQuery(collectionsQueryOptions());
}
