import { useQuery } from '@tanstack/react-query';
import type { VipTiersResponse } from '@croupier/contracts/vip';
import { apiRequest } from '../../../lib/api-client';
import { vipKeys } from './vip-keys';

/** GET /api/vip/tiers: every tier with its thresholds per currency and benefits (VIP-016). */
export function getVipTiers(): Promise<VipTiersResponse> {
  return apiRequest('/api/vip/tiers', { contract: (c) => c.vipTiersResponseSchema });
}

export function useVipTiers() {
  return useQuery({ queryKey: vipKeys.tiers(), queryFn: getVipTiers, staleTime: 5 * 60_000 });
}
