import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { gameJackpotsResponseSchema } from '@croupier/contracts/games';
import { apiRequest } from '../../../lib/api-client';
import { orEmpty } from '../../../lib/logger';
import { gamesKeys } from './games-keys';

/** Game identifier → its jackpot amount (JP-003). */
export type GameJackpots = z.infer<typeof gameJackpotsResponseSchema>;

/** GET /api/games/jackpots; no amounts when it fails (logged, ERR-001): tiles simply show none. */
export function getJackpots(): Promise<GameJackpots> {
  return orEmpty(
    'LOAD_GAME_JACKPOTS_ERROR',
    async () => {
      return apiRequest('/api/games/jackpots', { contract: (c) => c.gameJackpotsResponseSchema });
    },
    {},
  );
}

/** The api answers in the viewer's currency: a sign-in or a wallet switch asks again. */
export const jackpotsQueryOptions = (currency?: string) =>
  queryOptions({
    queryKey: gamesKeys.jackpots(currency),
    queryFn: getJackpots,
    staleTime: 60_000,
    refetchInterval: 60_000,
  });

export function useJackpots(currency?: string) {
  return useQuery(jackpotsQueryOptions(currency));
}
