import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Game } from '@croupier/contracts/games';
import { apiRequest } from '../../../lib/api-client';
import { gamePlayKeys } from './game-play-keys';

const seg = (value: string) => encodeURIComponent(value);

/** GET /api/games/{provider}/{seo_title} (GM-030): the game behind a play URL; 404 when none. */
export async function getGame(provider: string, seoTitle: string): Promise<Game> {
  return apiRequest(`/api/games/${seg(provider)}/${seg(seoTitle)}`, {
    contract: (c) => c.gameSchema,
  });
}

export const gameQueryOptions = (provider: string, seoTitle: string) =>
  queryOptions({
    queryKey: gamePlayKeys.game(provider, seoTitle),
    queryFn: () => getGame(provider, seoTitle),
    staleTime: 5 * 60_000,
  });

export function useGame(provider: string, seoTitle: string) {
  return useQuery(gameQueryOptions(provider, seoTitle));
}
