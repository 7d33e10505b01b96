import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CompPointRate, CompPointRateType } from '@croupier/contracts/comp-points';
import { apiRequest } from '../../../lib/api-client';
import { compPointKeys } from './comp-point-keys';

/** GET /api/comp_points/rates/{type} (CP-002): what the points buy, in the player's currency. */
export function getRates(type: CompPointRateType): Promise<CompPointRate[]> {
  return apiRequest(`/api/comp_points/rates/${type}`, {
    contract: (c) => c.compPointRatesResponseSchema,
  });
}

export const ratesQueryOptions = (type: CompPointRateType) =>
  queryOptions({
    queryKey: compPointKeys.rates(type),
    queryFn: () => getRates(type),
    staleTime: 60_000,
  });

export function useRates(type: CompPointRateType) {
  return useQuery(ratesQueryOptions(type));
}
