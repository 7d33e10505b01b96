import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Currency } from '@croupier/contracts/info';
import { apiRequest } from '../../../lib/api-client';
import { orEmpty } from '../../../lib/logger';
import { brandKeys } from './brand-keys';

export const getCurrencies = (): Promise<Currency[]> =>
  orEmpty(
    'LOAD_CURRENCIES_ERROR',
    async () => {
      return apiRequest('/api/info/currencies', { contract: (c) => c.currenciesResponseSchema });
    },
    [],
  );

export const currenciesQueryOptions = () =>
  queryOptions({ queryKey: brandKeys.currencies(), queryFn: getCurrencies, staleTime: Infinity });

export function useCurrencies() {
  return useQuery(currenciesQueryOptions());
}
