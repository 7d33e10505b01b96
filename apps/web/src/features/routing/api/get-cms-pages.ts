import { queryOptions } from '@tanstack/react-query';
import type { CmsPageSummary } from '@croupier/contracts/cms';
import { apiRequest } from '../../../lib/api-client';
import { orEmpty } from '../../../lib/logger';
import { routingKeys } from './routing-keys';

/**
 * GET /api/cms/pages at start-up: the slugs that become routes (RT-039). A failure leaves only
 * the fixed routes (logged, ERR-001).
 */
export const getCmsPages = (): Promise<CmsPageSummary[]> =>
  orEmpty(
    'LOAD_CMS_PAGES_ERROR',
    async () => {
      return apiRequest('/api/cms/pages', { contract: (c) => c.cmsPagesResponseSchema });
    },
    [],
  );

export const cmsPagesQueryOptions = () =>
  queryOptions({
    queryKey: routingKeys.cmsPages(),
    queryFn: getCmsPages,
    staleTime: 5 * 60_000,
  });

/** Base pages only: licence variants (`name/{licence}`) are served in place of their base (RT-040). */
export function staticSlugsOf(pages: readonly CmsPageSummary[]): string[] {
  return pages.filter((page) => page.licence === null && !page.hidden).map((page) => page.slug);
}
