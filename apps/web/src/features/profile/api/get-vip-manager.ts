import { queryOptions, useQuery } from '@tanstack/react-query';
import type { VipManager } from '@croupier/contracts/profile';
import { apiRequest } from '../../../lib/api-client';
import { profileKeys } from './profile-keys';

/**
 * POST /api/fe/config/managers `{userGroups}` (PR-035): the manager of the player's VIP group,
 * or `{}` when the brand has none for these groups (then null here).
 */
export async function getVipManager(groups: readonly number[]): Promise<VipManager | null> {
  const manager = await apiRequest('/api/fe/config/managers', {
    method: 'POST',
    body: { userGroups: groups },
    contract: (c) => c.vipManagerResponseSchema,
  });
  return 'managerName' in manager && typeof manager.managerName === 'string' && manager.managerName
    ? (manager as VipManager)
    : null;
}

export const vipManagerQueryOptions = (groups: readonly number[]) =>
  queryOptions({
    queryKey: profileKeys.vipManager(groups),
    queryFn: () => getVipManager(groups),
    staleTime: 10 * 60_000,
  });

export function useVipManager(groups: readonly number[], isVip: boolean) {
  return useQuery({ ...vipManagerQueryOptions(groups), enabled: isVip && groups.length > 0 });
}
