import { queryOptions, useQuery } from '@tanstack/react-query';
import { SALE_PAGE_SLUG, type Sale } from '@croupier/contracts/comp-points';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { logError } from '../../../lib/logger';
import { readSale } from '../mart-rules';
import { compPointKeys } from './comp-point-keys';

/** What the mart reads of its CMS page: the sale (CP-017) and the read-more text (CP-023). */
export interface MartPage {
  sale: Sale | null;
  readMore: string | null;
}

/**
 * GET /api/cms/pages/rocket-mart (CP-017, CP-018, CP-023). The mart works without its page:
 * a missing page or a failed load is no sale and no read-more block.
 */
export async function getMartPage(locale: string): Promise<MartPage> {
  try {
    const page = await apiRequest(
      `/api/cms/pages/${SALE_PAGE_SLUG}?l=${encodeURIComponent(locale)}`,
      { contract: (c) => c.cmsPageSchema },
    );
    const readMore = page.blocks['content-main'] || page.content || null;
    return { sale: readSale(page.blocks.json), readMore };
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 404))
      logError('LOAD_MART_PAGE_ERROR', error);
    return { sale: null, readMore: null };
  }
}

export const martPageQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: compPointKeys.page(locale),
    queryFn: () => getMartPage(locale),
    staleTime: 5 * 60_000,
  });

export function useMartPage(locale: string) {
  return useQuery(martPageQueryOptions(locale));
}
