import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lottery } from '@croupier/contracts/lotteries';
import { apiRequest } from '../../../lib/api-client';
import { lotteryKeys } from './lottery-keys';

/** GET /api/lotteries: every lottery the player may see, soonest end first. */
export function getLotteries(): Promise<Lottery[]> {
  return apiRequest('/api/lotteries', { contract: (c) => c.lotteriesResponseSchema });
}

export const lotteriesQueryOptions = (locale: string) =>
  queryOptions({ queryKey: lotteryKeys.list(locale), queryFn: getLotteries, staleTime: 30_000 });

/** `enabled`: false where lotteries are not shown (their page switched off): nothing is read. */
export function useLotteries(locale: string, enabled = true) {
  return useQuery({ ...lotteriesQueryOptions(locale), enabled });
}
