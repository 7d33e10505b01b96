import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LotteryDraw } from '@croupier/contracts/lotteries';
import { apiRequest } from '../../../lib/api-client';
import { lotteryKeys } from './lottery-keys';

/** GET /api/lotteries/{slug}/draw: the seed, the frozen ticket list and the winners (drawn only). */
export function getLotteryDraw(idOrSlug: string): Promise<LotteryDraw> {
  return apiRequest(`/api/lotteries/${encodeURIComponent(idOrSlug)}/draw`, {
    contract: (c) => c.lotteryDrawSchema,
  });
}

export function useLotteryDraw(idOrSlug: string, enabled: boolean) {
  return useQuery({
    ...queryOptions({
      queryKey: lotteryKeys.draw(idOrSlug),
      queryFn: () => getLotteryDraw(idOrSlug),
      staleTime: Infinity,
    }),
    enabled,
  });
}
