import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CmsCategory, CmsPageSummary } from '@croupier/contracts/cms';
import { apiRequest } from '../../../lib/api-client';
import { orEmpty } from '../../../lib/logger';
import { cmsKeys } from './cms-keys';

/**
 * GET /api/cms/pages in the page's locale: one list, read at start-up, gives the routes their
 * slugs (RT-039) and the menus their pages (EP-072); [] when it fails (ERR-001), which leaves
 * only the fixed routes and empty menus.
 */
export function getCmsPages(locale: string): Promise<CmsPageSummary[]> {
  return orEmpty(
    'LOAD_CMS_PAGES_ERROR',
    async () => {
      // Contracts load lazily, off the entry chunk (DESIGN.md §11 first-load JS budget).
      return apiRequest(`/api/cms/pages?l=${encodeURIComponent(locale)}`, {
        contract: (c) => c.cmsPagesResponseSchema,
      });
    },
    [],
  );
}

export const cmsPagesQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: cmsKeys.pages(locale),
    queryFn: () => getCmsPages(locale),
    staleTime: 5 * 60_000,
  });

export function useCmsPages(locale: string) {
  return useQuery(cmsPagesQueryOptions(locale));
}

/** Base pages only: licence variants (`name/{licence}`) are served in place of their base (RT-040). */
export function staticSlugsOf(pages: readonly CmsPageSummary[]): string[] {
  return pages.filter((page) => page.licence === null && !page.hidden).map((page) => page.slug);
}

/** The visible pages of one menu category, in list order; hidden pages never show (CMS-003). */
export function pagesInCategory(
  pages: readonly CmsPageSummary[] | undefined,
  category: CmsCategory,
): CmsPageSummary[] {
  return (pages ?? []).filter((page) => !page.hidden && page.categories.includes(category));
}
