import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CmsPage } from '@croupier/contracts/cms';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { cmsKeys } from './cms-keys';

/** GET /api/cms/pages/news/{slug}: one news page by its path (CMS-002, CMS-023). */
export async function getNewsPage(slug: string, locale: string): Promise<CmsPage> {
  const query = new URLSearchParams({ l: locale });
  return apiRequest(`/api/cms/pages/news/${encodeURIComponent(slug)}?${query}`, {
    contract: (c) => c.cmsPageSchema,
  });
}

export const newsPageQueryOptions = (slug: string, locale: string) =>
  queryOptions({
    queryKey: cmsKeys.page(`news/${slug}`, locale),
    queryFn: () => getNewsPage(slug, locale),
    // CMS-006: page content errors reach the page; the api client already retried the network.
    retry: (failures, error) => !(error instanceof ApiError) && failures < 1,
    staleTime: 5 * 60_000,
  });

export function useNewsPage(slug: string, locale: string) {
  return useQuery(newsPageQueryOptions(slug, locale));
}
