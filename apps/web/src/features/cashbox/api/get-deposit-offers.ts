import { queryOptions, useQuery } from '@tanstack/react-query';
import type { GiftOffer } from '@croupier/contracts/gifts';
import { apiRequest } from '../../../lib/api-client';
import { cashboxKeys } from './cashbox-keys';

/**
 * GET /api/bonuses/deposit?currency= (CB-029, GF-010, GF-011, GF-014): the deposit gifts the
 * player may pick for this deposit; the api answers none to the multi-account group, to a
 * player with a stored deposit bonus code and to one with bonuses off.
 */
export function getDepositOffers(currency: string): Promise<GiftOffer[]> {
  return apiRequest(`/api/bonuses/deposit?currency=${encodeURIComponent(currency)}`, {
    contract: (c) => c.giftOfferListSchema,
  });
}

export const depositOffersQueryOptions = (currency: string) =>
  queryOptions({
    queryKey: cashboxKeys.depositOffers(currency),
    queryFn: () => getDepositOffers(currency),
  });

export function useDepositOffers(currency: string | undefined, enabled: boolean) {
  return useQuery({
    ...depositOffersQueryOptions(currency ?? ''),
    enabled: enabled && currency !== undefined,
  });
}
