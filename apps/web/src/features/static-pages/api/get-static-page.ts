import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CmsPage } from '@croupier/contracts/cms';
import { ApiError, apiRequest } from '../../../lib/api-client';

export const staticPageKeys = {
  all: ['static-pages'] as const,
  page: (slug: string, locale: string) => [...staticPageKeys.all, slug, locale] as const,
};

/** GET /api/cms/pages/{slug} in the current locale (platform-core.md §7 CMS, CMS-002). */
export async function getStaticPage(slug: string, locale: string): Promise<CmsPage> {
  const query = new URLSearchParams({ l: locale });
  return apiRequest(`/api/cms/pages/${encodeURIComponent(slug)}?${query}`, {
    contract: (c) => c.cmsPageSchema,
  });
}

export function staticPageQueryOptions(slug: string, locale: string) {
  return queryOptions({
    queryKey: staticPageKeys.page(slug, locale),
    queryFn: () => getStaticPage(slug, locale),
    // An HTTP answer (404 missing, 5xx) is final for the page: the api client already retried
    // network failures (platform-core.md §7), and CMS-006 wants the error shown, not hidden.
    retry: (failures, error) => !(error instanceof ApiError) && failures < 1,
    staleTime: 5 * 60_000,
  });
}

export function useStaticPage(slug: string, locale: string) {
  return useQuery(staticPageQueryOptions(slug, locale));
}
