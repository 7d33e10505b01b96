import { useQuery } from '@tanstack/react-query';
import type { Jackpot } from '@croupier/contracts/jackpots';
import { apiRequest } from '../../../lib/api-client';
import { jackpotKeys } from './jackpot-keys';

/** GET /api/jackpots?currency=: the pools with their levels in the reader's currency (JP-001). */
export function getJackpotPools(currency: string): Promise<Jackpot[]> {
  return apiRequest(`/api/jackpots?currency=${encodeURIComponent(currency)}`, {
    contract: (c) => c.jackpotsResponseSchema,
  });
}

/** Live: `jackpots_changes` invalidates `jackpotKeys.all` (app/shell/live-refresh.tsx). */
export function useJackpotPools(currency: string) {
  return useQuery({
    queryKey: jackpotKeys.pools(currency),
    queryFn: () => getJackpotPools(currency),
    staleTime: 5_000,
    refetchInterval: 30_000,
  });
}
