import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlayerFieldsResponse } from '@croupier/contracts/info';
import { apiRequest } from '../../../lib/api-client';
import { profileKeys } from './profile-keys';

/** GET /api/info/player_fields: which fields each form shows and requires (PR-006, PR-007). */
export async function getPlayerFields(): Promise<PlayerFieldsResponse> {
  return apiRequest('/api/info/player_fields', { contract: (c) => c.playerFieldsResponseSchema });
}

export const playerFieldsQueryOptions = () =>
  queryOptions({
    queryKey: profileKeys.playerFields(),
    queryFn: getPlayerFields,
    staleTime: 5 * 60_000,
  });

export function usePlayerFields() {
  return useQuery(playerFieldsQueryOptions());
}
