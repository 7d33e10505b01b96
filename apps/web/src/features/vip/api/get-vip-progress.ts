import { useQuery } from '@tanstack/react-query';
import type { VipStatusProgress } from '@croupier/contracts/vip';
import { apiRequest } from '../../../lib/api-client';
import { vipKeys } from './vip-keys';

/** GET /jam/vip_status_progress (VIP-006): the running quarter's progress; players only. */
export function getVipProgress(): Promise<VipStatusProgress> {
  return apiRequest('/jam/vip_status_progress', { contract: (c) => c.vipStatusProgressSchema });
}

/**
 * The progress of a signed-in player. Deposits and bets move it: it is read again when the page
 * comes back into view and on `groups_updates`, and every 30 s while it is on screen.
 */
export function useVipProgress(enabled: boolean) {
  return useQuery({
    queryKey: vipKeys.progress(),
    queryFn: getVipProgress,
    enabled,
    staleTime: 10_000,
    refetchInterval: 30_000,
    retry: 1,
  });
}
