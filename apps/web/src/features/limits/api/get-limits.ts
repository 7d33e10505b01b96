import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UserLimit } from '@croupier/contracts/limits';
import { apiRequest } from '../../../lib/api-client';
import { msUntilNextBoundary } from '../limit-rules';
import { limitsKeys } from './limits-keys';

/**
 * GET /api/user_limits (LM-001). Rethrows (platform-core.md §8 names limits among the calls
 * whose errors reach the caller): the panel shows a failure instead of an empty, limit-free
 * state that would mislead the player.
 */
export async function getLimits(): Promise<UserLimit[]> {
  return apiRequest('/api/user_limits', { contract: (c) => c.userLimitsResponseSchema });
}

export const limitsQueryOptions = () =>
  queryOptions({
    queryKey: limitsKeys.list(),
    queryFn: getLimits,
    staleTime: 60_000,
    // A window end, a block end or a cooling-off boundary changes what applies: read the
    // limits again just after it, pushes or not.
    refetchInterval: (query) => msUntilNextBoundary(query.state.data, Date.now()) ?? false,
  });

/** The signed-in player's limits; nothing is asked for a guest (`enabled` false). */
export function useLimits(enabled = true) {
  return useQuery({ ...limitsQueryOptions(), enabled });
}
