import { queryOptions, useQuery } from '@tanstack/react-query';
import type { BannersConfig } from '@croupier/contracts/fe-config';
import { apiRequest } from '../../../lib/api-client';
import { orEmpty } from '../../../lib/logger';
import { cmsKeys } from './cms-keys';

/**
 * GET /api/fe/config/banners-config in the page's locale (CMS-008): the server localises the
 * texts. null when it failed (logged, ERR-001); the lobby then shows its welcome hero.
 */
export function getBanners(locale: string): Promise<BannersConfig | null> {
  return orEmpty(
    'LOAD_BANNERS_CONFIG_ERROR',
    async () => {
      return apiRequest(`/api/fe/config/banners-config?locale=${encodeURIComponent(locale)}`, {
        contract: (c) => c.feConfigSchemas['banners-config'],
        headers: { 'accept-language': locale },
      });
    },
    null,
  );
}

export const bannersQueryOptions = (locale: string) =>
  queryOptions({
    queryKey: cmsKeys.banners(locale),
    queryFn: () => getBanners(locale),
    staleTime: 5 * 60_000,
  });

export function useBanners(locale: string) {
  return useQuery(bannersQueryOptions(locale));
}
