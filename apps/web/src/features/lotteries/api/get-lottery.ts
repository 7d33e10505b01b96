import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Lottery } from '@croupier/contracts/lotteries';
import { apiRequest } from '../../../lib/api-client';
import { lotteryKeys } from './lottery-keys';

/** GET /api/lotteries/{slug} (RT-028: an id or a slug); errors are the caller's (ERR-002). */
export function getLottery(idOrSlug: string): Promise<Lottery> {
  return apiRequest(`/api/lotteries/${encodeURIComponent(idOrSlug)}`, {
    contract: (c) => c.lotterySchema,
  });
}

export const lotteryQueryOptions = (idOrSlug: string, locale: string) =>
  queryOptions({
    queryKey: lotteryKeys.one(idOrSlug, locale),
    queryFn: () => getLottery(idOrSlug),
    // The state moves at end_at and the draw: the page looks again every 15 seconds.
    refetchInterval: 15_000,
  });

export function useLottery(idOrSlug: string, locale: string) {
  return useQuery(lotteryQueryOptions(idOrSlug, locale));
}
