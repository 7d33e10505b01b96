import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LotteryStatuses } from '@croupier/contracts/lotteries';
import { apiRequest } from '../../../lib/api-client';
import { lotteryKeys } from './lottery-keys';

/** GET /api/lotteries/statuses (TN-017): the common ticket balance and tickets per lottery. */
export function getLotteryStatuses(): Promise<LotteryStatuses> {
  return apiRequest('/api/lotteries/statuses', { contract: (c) => c.lotteryStatusesSchema });
}

export const lotteryStatusesQueryOptions = () =>
  queryOptions({
    queryKey: lotteryKeys.statuses(),
    queryFn: getLotteryStatuses,
    // No channel carries lottery changes (platform-core.md §4 names none): a minute is fresh.
    staleTime: 30_000,
    refetchInterval: 60_000,
  });

/** A signed-in player's ticket balance (SH-050). */
export function useLotteryStatuses(enabled = true) {
  return useQuery({ ...lotteryStatusesQueryOptions(), enabled });
}
