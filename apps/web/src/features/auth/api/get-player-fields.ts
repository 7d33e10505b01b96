import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlayerFieldsResponse } from '@croupier/contracts/info';
import { apiRequest } from '../../../lib/api-client';
import { orEmpty } from '../../../lib/logger';
import { authKeys } from './auth-keys';

const NO_FIELDS: PlayerFieldsResponse = { fields: [], contexts: {} };

/**
 * GET /api/info/player_fields: the registration form shows the fields of the brand's
 * `registration` context (PR-006, PR-007). A failed load leaves only the fixed fields (ERR-001).
 */
export const getPlayerFields = (): Promise<PlayerFieldsResponse> =>
  orEmpty(
    'LOAD_PLAYER_FIELDS_ERROR',
    async () => {
      return apiRequest('/api/info/player_fields', {
        contract: (c) => c.playerFieldsResponseSchema,
      });
    },
    NO_FIELDS,
  );

export const playerFieldsQueryOptions = () =>
  queryOptions({
    queryKey: authKeys.playerFields(),
    queryFn: getPlayerFields,
    staleTime: 5 * 60_000,
  });

export function usePlayerFields() {
  return useQuery(playerFieldsQueryOptions());
}
