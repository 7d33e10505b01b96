import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { orEmpty } from '../../../lib/logger';

/**
 * Under the lootboxes' root key `['lootboxes']`, so `lootboxes_changes` refreshes the count with
 * the rest of the lootbox data.
 */
export const issuedLootboxesKey = ['lootboxes', 'issued-count'] as const;

/** GET /api/player/lootboxes: how many boxes wait to be opened (stage issued, LB-002). */
export async function getIssuedLootboxes(): Promise<number> {
  const timeZone = Intl.DateTimeFormat().resolvedOptions().timeZone;
  return orEmpty(
    'LOAD_LOOTBOXES_ERROR',
    async () => {
      const { lootboxes } = await apiRequest(
        `/api/player/lootboxes?time_zone=${encodeURIComponent(timeZone)}`,
        { contract: (c) => c.lootboxListSchema },
      );
      return lootboxes.filter((box) => box.stage === 'issued').length;
    },
    0,
  );
}

export function useIssuedLootboxes(enabled: boolean) {
  return useQuery(
    queryOptions({
      queryKey: issuedLootboxesKey,
      queryFn: getIssuedLootboxes,
      staleTime: 60_000,
      enabled,
    }),
  );
}
