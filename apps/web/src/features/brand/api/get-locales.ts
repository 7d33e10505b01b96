import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Locale } from '@croupier/contracts/info';
import { DEFAULT_LOCALE } from '@croupier/domain/locales';
import { apiRequest } from '../../../lib/api-client';
import { getCookie } from '../../../lib/cookies';
import { orEmpty } from '../../../lib/logger';
import { brandKeys } from './brand-keys';

/** GET /api/info/locales with the stag and affb_id cookies as query (TR-007). */
export function getLocales(): Promise<Locale[]> {
  const query = new URLSearchParams();
  const stag = getCookie('stag');
  const affbId = getCookie('affb_id');
  if (stag) query.set('stag', stag);
  if (affbId) query.set('affb_id', affbId);
  const search = query.toString();
  return orEmpty(
    'LOAD_LOCALES_ERROR',
    async () => {
      return apiRequest(`/api/info/locales${search ? `?${search}` : ''}`, {
        contract: (c) => c.localesResponseSchema,
      });
    },
    [],
  );
}

export const localesQueryOptions = () =>
  queryOptions({ queryKey: brandKeys.locales(), queryFn: getLocales, staleTime: Infinity });

export function useLocales() {
  return useQuery(localesQueryOptions());
}

export interface OfferedLocales {
  /** Enabled codes this host offers, in picker order (platform-core.md §5). */
  codes: string[];
  defaultLocale: string;
}

/** Only enabled locales count; with none (a failed load) the site runs in the default locale. */
export function offeredLocales(locales: readonly Locale[]): OfferedLocales {
  const enabled = locales.filter((locale) => locale.enabled);
  const codes = enabled.map((locale) => locale.code);
  const defaultLocale =
    enabled.find((locale) => locale.default)?.code ??
    (codes.includes(DEFAULT_LOCALE) ? DEFAULT_LOCALE : (codes[0] ?? DEFAULT_LOCALE));
  return { codes: codes.length > 0 ? codes : [defaultLocale], defaultLocale };
}
