import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GiftOffer } from '@croupier/contracts/gifts';
import { apiRequest } from '../../../lib/api-client';
import { orEmpty } from '../../../lib/logger';
import { authKeys } from './auth-keys';

/**
 * GET /api/bonuses/registration?currency= (GF-013, GF-014; guest-readable): the registration
 * gifts a new account may pick. A failure offers none: the sign-up goes on without a gift.
 */
export function getRegistrationOffers(currency: string | null): Promise<GiftOffer[]> {
  const query = currency ? `?currency=${encodeURIComponent(currency)}` : '';
  return orEmpty(
    'LOAD_REGISTRATION_GIFTS_ERROR',
    () =>
      apiRequest(`/api/bonuses/registration${query}`, { contract: (c) => c.giftOfferListSchema }),
    [],
  );
}

export const registrationOffersQueryOptions = (currency: string | null) =>
  queryOptions({
    queryKey: authKeys.registrationOffers(currency),
    queryFn: () => getRegistrationOffers(currency),
    staleTime: 5 * 60_000,
  });

export function useRegistrationOffers(currency: string | null) {
  return useQuery(registrationOffersQueryOptions(currency));
}
