import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ClientContextResponse } from '@croupier/contracts/geo';
import { apiRequest } from '../../../lib/api-client';
import { orEmpty } from '../../../lib/logger';
import { geoKeys } from './get-current-ip';

const UNKNOWN: ClientContextResponse = { isBot: false, isMetaWebview: false, isIOS: false };

/** GET /client-context: bot, Meta in-app browser and iOS detection (SH-031). */
export const getClientContext = (): Promise<ClientContextResponse> =>
  orEmpty(
    'LOAD_CLIENT_CONTEXT_ERROR',
    async () => {
      return apiRequest('/client-context', { contract: (c) => c.clientContextResponseSchema });
    },
    UNKNOWN,
  );

export const clientContextQueryOptions = () =>
  queryOptions({
    queryKey: geoKeys.clientContext(),
    queryFn: getClientContext,
    staleTime: Infinity,
  });

export function useClientContext() {
  return useQuery(clientContextQueryOptions());
}
