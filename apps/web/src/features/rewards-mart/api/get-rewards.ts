import { queryOptions, useQuery } from '@tanstack/react-query';
import type { RedeemableReward } from '@croupier/contracts/comp-points';
import { apiRequest } from '../../../lib/api-client';
import { compPointKeys } from './comp-point-keys';

/**
 * GET /api/comp_points/rewards (CP-027): the mart's cards, priced in the player's currency; a
 * guest names the currency to see (none: EUR).
 */
export function getRewards(currency: string | null): Promise<RedeemableReward[]> {
  const query = currency ? `?currency=${encodeURIComponent(currency)}` : '';
  return apiRequest(`/api/comp_points/rewards${query}`, {
    contract: (c) => c.redeemableRewardsResponseSchema,
  });
}

export const rewardsQueryOptions = (currency: string | null) =>
  queryOptions({
    queryKey: compPointKeys.rewards(currency),
    queryFn: () => getRewards(currency),
    staleTime: 30_000,
  });

export function useRewards(currency: string | null, enabled = true) {
  return useQuery({ ...rewardsQueryOptions(currency), enabled });
}
