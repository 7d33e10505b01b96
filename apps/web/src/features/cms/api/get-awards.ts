import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Award } from '@croupier/contracts/info';
import { apiRequest } from '../../../lib/api-client';
import { cmsKeys } from './cms-keys';

/** CMS-021: the awards list lives in the `awards` CMS page, `blocks.json.awards`. */
export async function getAwards(locale: string): Promise<Award[]> {
  const { awardsBlockSchema } = await import('../../../lib/contracts');
  const page = await apiRequest(`/api/cms/pages/awards?l=${encodeURIComponent(locale)}`, {
    contract: (c) => c.cmsPageSchema,
  });
  const parsed = awardsBlockSchema.safeParse(page.blocks.json ?? {});
  return parsed.success ? parsed.data.awards : [];
}

export const awardsQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: cmsKeys.awards(locale),
    queryFn: () => getAwards(locale),
    staleTime: 5 * 60_000,
  });

export function useAwards(locale: string) {
  return useQuery(awardsQueryOptions(locale));
}
