import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompPointsBalance } from '@croupier/contracts/comp-points';
import { apiRequest } from '../../../lib/api-client';
import { compPointKeys } from './comp-point-keys';

/** GET /api/player/comp_points: chargeable (spendable) and persistent (lifetime) points. */
export function getCompPoints(): Promise<CompPointsBalance> {
  return apiRequest('/api/player/comp_points', { contract: (c) => c.compPointsBalanceSchema });
}

export const compPointsQueryOptions = () =>
  queryOptions({ queryKey: compPointKeys.balance(), queryFn: getCompPoints, staleTime: 30_000 });

/** A signed-in player's balance; `comps_award` invalidates it (CP-026), so no polling here. */
export function useCompPoints(enabled = true) {
  return useQuery({ ...compPointsQueryOptions(), enabled });
}
