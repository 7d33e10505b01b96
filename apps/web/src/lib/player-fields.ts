import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlayerFieldsResponse } from '@croupier/contracts/info';
import { apiRequest } from './api-client';
import { logError } from './logger';

/**
 * The brand's player fields: which fields each form shows and requires (PR-006, PR-007). Shared
 * because registration (auth), the profile and a game's required-fields popup all read the one
 * list; brand data, not the player's, so its root is public and survives a sign-out.
 */
export const playerFieldsKeys = {
  all: ['player-fields'] as const,
};

/**
 * GET /api/info/player_fields. A failure is logged (ERR-001) and fails the query: registration
 * then shows only its fixed fields, the profile says it could not load its form.
 */
export async function getPlayerFields(): Promise<PlayerFieldsResponse> {
  try {
    return await apiRequest('/api/info/player_fields', {
      contract: (c) => c.playerFieldsResponseSchema,
    });
  } catch (error) {
    logError('LOAD_PLAYER_FIELDS_ERROR', error);
    throw error;
  }
}

export const playerFieldsQueryOptions = () =>
  queryOptions({
    queryKey: playerFieldsKeys.all,
    queryFn: getPlayerFields,
    staleTime: 5 * 60_000,
  });

export function usePlayerFields() {
  return useQuery(playerFieldsQueryOptions());
}
