import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Gift } from '@croupier/contracts/gifts';
import { apiRequest } from '../../../lib/api-client';
import { giftKeys } from './gift-keys';

/** GET /api/player/bonuses: the bonus-family gifts, newest first (GF-013, GF-014). */
export function getBonuses(): Promise<Gift[]> {
  return apiRequest('/api/player/bonuses', { contract: (c) => c.giftListSchema });
}

/** GET /api/player/freespins: the free-spin gifts (GF-013, GF-014). */
export function getFreespins(): Promise<Gift[]> {
  return apiRequest('/api/player/freespins', { contract: (c) => c.giftListSchema });
}

/** Both lists as one, newest first: the gifts tab, the header badge and the wagering meters. */
export async function getGifts(): Promise<Gift[]> {
  const [bonuses, freespins] = await Promise.all([getBonuses(), getFreespins()]);
  return [...bonuses, ...freespins].sort(
    (a, b) => Date.parse(b.created_at) - Date.parse(a.created_at) || b.id - a.id,
  );
}

export const giftsQueryOptions = () =>
  queryOptions({ queryKey: giftKeys.list(), queryFn: getGifts, staleTime: 30_000 });

/** The player's gifts; the pushes of GF-015 invalidate `['gifts']`, so no polling here. */
export function useGifts(enabled = true) {
  return useQuery({ ...giftsQueryOptions(), enabled });
}
