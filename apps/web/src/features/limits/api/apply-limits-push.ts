import type { QueryClient } from '@tanstack/react-query';
import { logWarn } from '../../../lib/logger';
import { limitsKeys } from './limits-keys';
import { loadLimitContracts } from './limit-contracts';

/**
 * `game_limits` / `updated` (LM-007; platform-core.md §4 Real-time): the limits as they now
 * stand replace the cached list, so the warning and the panel change without a reload. A push
 * that does not match the contract is logged and dropped; the next read corrects the state.
 */
export async function applyLimitsPush(queryClient: QueryClient, data: unknown): Promise<void> {
  const { gameLimitsPushSchema } = await loadLimitContracts();
  const parsed = gameLimitsPushSchema.safeParse(data);
  if (!parsed.success) {
    logWarn('GAME_LIMITS_PUSH_INVALID', parsed.error.message);
    return;
  }
  queryClient.setQueryData(limitsKeys.list(), parsed.data.limits);
}
