import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CryptoExchangeRatesResponse } from '@croupier/contracts/info';
import { apiRequest } from '../../../lib/api-client';
import { orEmpty } from '../../../lib/logger';
import { cashboxKeys } from './cashbox-keys';

/** GET /api/info/crypto_exchange_rates: coin → fiat → price of one coin, for display (CB-027). */
export const getCryptoExchangeRates = (): Promise<CryptoExchangeRatesResponse> =>
  orEmpty(
    'LOAD_CRYPTO_EXCHANGE_RATES_ERROR',
    async () => {
      return apiRequest('/api/info/crypto_exchange_rates', {
        contract: (c) => c.cryptoExchangeRatesResponseSchema,
      });
    },
    {},
  );

export const cryptoExchangeRatesQueryOptions = () =>
  queryOptions({
    queryKey: cashboxKeys.exchangeRates(),
    queryFn: getCryptoExchangeRates,
    staleTime: 5 * 60_000,
  });

export function useCryptoExchangeRates(enabled = true) {
  return useQuery({ ...cryptoExchangeRatesQueryOptions(), enabled });
}
