import { use } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type * as FeConfigContracts from '@croupier/contracts/fe-config';
import { apiRequest } from '../../../lib/api-client';
import { LocaleContext } from '../../../lib/i18n/locale-context';
import { orEmpty } from '../../../lib/logger';
import { brandKeys } from './brand-keys';

type C = typeof FeConfigContracts;

/** Every `GET /api/fe/config/{name}` document (platform-core.md §7 Config) and its contract. */
const schemaExport = {
  'stag-by-referrer-name': 'stagByReferrerNameSchema',
  'survey-config': 'surveyConfigSchema',
  'betting-config': 'bettingConfigSchema',
  'vip-adventures': 'vipAdventuresSchema',
  'disabled-bonuses': 'disabledBonusesSchema',
  'modify-gifts-config': 'modifyGiftsConfigSchema',
  'excluded-promo-stags': 'excludedPromoStagsSchema',
  'currency-config': 'currencyConfigSchema',
  'additional-gifts': 'additionalGiftsSchema',
  'main-widget-config': 'mainWidgetConfigSchema',
  'logo-config': 'logoConfigSchema',
  'menu-categories-games': 'menuCategoriesGamesSchema',
  'manage-promotion-pages': 'managePromotionPagesSchema',
  'banners-config': 'bannersConfigSchema',
  'wheel-config': 'wheelConfigSchema',
  'wheel-config-segments': 'wheelConfigSegmentsSchema',
} as const satisfies Record<string, keyof C>;

export type FeConfigName = keyof typeof schemaExport;
export type FeConfig<N extends FeConfigName> = z.infer<C[(typeof schemaExport)[N]]>;
export const FE_CONFIG_NAMES = Object.keys(schemaExport) as FeConfigName[];

const errorName = (name: string) => `LOAD_${name.toUpperCase().replaceAll('-', '_')}_ERROR`;

/** One document in the given locale; null when it failed to load (logged, ERR-001). */
export function getFeConfig<N extends FeConfigName>(
  name: N,
  locale?: string,
): Promise<FeConfig<N> | null> {
  const query = locale ? `?locale=${encodeURIComponent(locale)}` : '';
  return orEmpty(
    errorName(name),
    async () => {
      // Contracts (and zod) load in one chunk beside the first requests (decision 0201).
      const contracts = await import('../../../lib/contracts');
      const schema = contracts[schemaExport[name]] as unknown as z.ZodType<FeConfig<N>>;
      return apiRequest(`/api/fe/config/${name}${query}`, { schema });
    },
    null,
  );
}

export const feConfigQueryOptions = <N extends FeConfigName>(name: N, locale?: string) =>
  queryOptions({
    queryKey: brandKeys.feConfig(name, locale),
    queryFn: () => getFeConfig(name, locale),
    staleTime: 5 * 60_000,
  });

/** A fe/config document in the current locale (texts are localised by the server, API-008). */
export function useFeConfig<N extends FeConfigName>(name: N) {
  const { locale } = use(LocaleContext);
  return useQuery(feConfigQueryOptions(name, locale));
}
