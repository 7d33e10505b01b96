import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CryptoAddress } from '@croupier/contracts/payments';
import { apiRequest } from '../../../lib/api-client';
import { cashboxKeys } from './cashbox-keys';

/** GET /api/player/payment_methods/{id}/address: the player's own address for that coin (CB-026). */
export async function getCryptoAddress(methodId: string): Promise<CryptoAddress> {
  return apiRequest(`/api/player/payment_methods/${encodeURIComponent(methodId)}/address`, {
    contract: (c) => c.cryptoAddressSchema,
  });
}

export const cryptoAddressQueryOptions = (methodId: string) =>
  queryOptions({
    queryKey: cashboxKeys.cryptoAddress(methodId),
    queryFn: () => getCryptoAddress(methodId),
    // The address is stable per player and coin.
    staleTime: Infinity,
  });

export function useCryptoAddress(methodId: string | undefined) {
  return useQuery({ ...cryptoAddressQueryOptions(methodId ?? ''), enabled: Boolean(methodId) });
}
