import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Country } from '@croupier/contracts/info';
import { apiRequest } from '../../../lib/api-client';
import { orEmpty } from '../../../lib/logger';
import { brandKeys } from './brand-keys';

export const getCountries = (): Promise<Country[]> =>
  orEmpty(
    'LOAD_COUNTRIES_ERROR',
    async () => {
      return apiRequest('/api/info/countries', { contract: (c) => c.countriesResponseSchema });
    },
    [],
  );

export const countriesQueryOptions = () =>
  queryOptions({ queryKey: brandKeys.countries(), queryFn: getCountries, staleTime: Infinity });

export function useCountries() {
  return useQuery(countriesQueryOptions());
}
