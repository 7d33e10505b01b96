import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CmsSnippet } from '@croupier/contracts/cms';
import { apiRequest } from '../../../lib/api-client';
import { orEmpty } from '../../../lib/logger';
import { cmsKeys } from './cms-keys';

/** GET /api/cms/snippets: reusable content blocks, e.g. the footer contact block (CMS-027). */
export function getSnippets(locale: string): Promise<CmsSnippet[]> {
  return orEmpty(
    'LOAD_CMS_SNIPPETS_ERROR',
    async () => {
      return apiRequest(`/api/cms/snippets?l=${encodeURIComponent(locale)}`, {
        contract: (c) => c.cmsSnippetsResponseSchema,
      });
    },
    [],
  );
}

export const snippetsQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: cmsKeys.snippets(locale),
    queryFn: () => getSnippets(locale),
    staleTime: 5 * 60_000,
  });

export function useSnippets(locale: string) {
  return useQuery(snippetsQueryOptions(locale));
}

export function findSnippet(
  snippets: readonly CmsSnippet[] | undefined,
  key: string,
): string | undefined {
  return snippets?.find((snippet) => snippet.key === key)?.content;
}
