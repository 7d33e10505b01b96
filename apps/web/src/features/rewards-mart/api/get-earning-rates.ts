import { queryOptions, useQuery } from '@tanstack/react-query';
import type { EarningRate } from '@croupier/contracts/comp-points';
import { apiRequest } from '../../../lib/api-client';
import { orEmpty } from '../../../lib/logger';
import { compPointKeys } from './comp-point-keys';

/** GET /api/comp_points/rates/earning (CP-025, CP-028): points per amount staked, by currency. */
export function getEarningRates(): Promise<EarningRate[]> {
  return orEmpty(
    'LOAD_COMP_POINTS_EARNING_ERROR',
    () =>
      apiRequest('/api/comp_points/rates/earning', {
        contract: (c) => c.earningRatesResponseSchema,
      }),
    [],
  );
}

export const earningRatesQueryOptions = () =>
  queryOptions({
    queryKey: compPointKeys.earning(),
    queryFn: getEarningRates,
    staleTime: 5 * 60_000,
  });

export function useEarningRates() {
  return useQuery(earningRatesQueryOptions());
}
