import { use } from 'react';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import type { FeConfigDocument, FeConfigName } from '@croupier/contracts/fe-config';
import { apiRequest } from '../../../lib/api-client';
import { LocaleContext } from '../../../lib/i18n/locale-context';
import { orEmpty } from '../../../lib/logger';
import { brandKeys } from './brand-keys';

export type { FeConfigName };
export type FeConfig<N extends FeConfigName> = FeConfigDocument<N>;

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
      return apiRequest(`/api/fe/config/${name}${query}`, {
        contract: (c) => c.feConfigSchemas[name] as unknown as z.ZodType<FeConfig<N>>,
      });
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
