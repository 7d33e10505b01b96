import { useQuery } from '@tanstack/react-query';
import type { StatusesResponse } from '@croupier/contracts/info';
import { apiRequest } from '../../../lib/api-client';
import { vipKeys } from './vip-keys';

/** GET /api/info/statuses (VIP-013, VIP-014): the twelve levels in the page's language. */
export function getLevels(locale: string): Promise<StatusesResponse> {
  return apiRequest('/api/info/statuses', {
    headers: { 'accept-language': locale },
    contract: (c) => c.statusesResponseSchema,
  });
}

export function useLevels(locale: string) {
  return useQuery({
    queryKey: vipKeys.levels(locale),
    queryFn: () => getLevels(locale),
    staleTime: 10 * 60_000,
  });
}
