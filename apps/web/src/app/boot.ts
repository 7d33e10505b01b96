import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import { isLocaleCode } from '@croupier/domain/locales';
import { currenciesQueryOptions } from '../features/brand/api/get-currencies';
import { feConfigQueryOptions, getFeConfig } from '../features/brand/api/get-fe-config';
import { projectQueryOptions } from '../features/brand/api/get-project';
import { bannersQueryOptions } from '../features/cms/api/get-banners';
import { jackpotsQueryOptions } from '../features/games/api/get-jackpots';
import { providersQueryOptions } from '../features/games/api/get-providers';
import { cmsPagesQueryOptions, staticSlugsOf } from '../features/cms/api/get-cms-pages';
import { localesQueryOptions, offeredLocales } from '../features/brand/api/get-locales';
import { getFlags } from '../features/feature-flags/use-feature-flags';
import { currentIpQueryOptions } from '../features/geo/api/get-current-ip';
import { playerQueryOptions } from '../features/session/api/get-player';
import {
  captureAffiliateFromUrl,
  captureReferrerStag,
  needsReferrerStag,
} from '../features/tracking/affiliate';
import { loadMessages, setLanguage } from '../lib/i18n/i18n';
import { splitLocale } from '../lib/i18n/locale-path';
import { nextTask, startInTurns } from '../lib/scheduling';

/**
 * How many start-up requests one task starts: each fetch() costs the main thread 1-3 ms, and a
 * dozen in one task made it the longest of the start-up at 4x CPU (DESIGN.md §11, TBT).
 */
const REQUESTS_PER_TASK = 3;

export interface BootData {
  offered: string[];
  defaultLocale: string;
  staticSlugs: string[];
}

/** FF-004: with disableWWW a `www.` host goes to the bare host. */
export function wwwRedirectTarget(url: URL, disableWWW: boolean): string | null {
  if (!disableWWW || !url.hostname.startsWith('www.')) return null;
  const bare = new URL(url.href);
  bare.hostname = url.hostname.slice(4);
  return bare.href;
}

/**
 * Start-up (platform-core.md §1, §4, §9): everything a guard or the first paint needs is
 * awaited here, in parallel, before the router renders: the 451 restriction (RT-064), the
 * session, the locales this host offers (with stag and affb_id, TR-007), then the current
 * locale's translations and its CMS page list, whose slugs become routes (RT-039). Each loader
 * falls back to empty on failure (ERR-001).
 */
export async function boot(queryClient: QueryClient, i18n: I18n): Promise<BootData | 'redirected'> {
  const url = new URL(location.href);
  const www = wwwRedirectTarget(url, getFlags().disableWWW);
  if (www) {
    location.replace(www);
    return 'redirected';
  }
  const referrer = document.referrer;
  captureAffiliateFromUrl(url, referrer);
  // Reading and writing cookies is a synchronous round trip to the browser: its own task.
  await nextTask();

  // Speculative: start the likely translation file while the locale list loads.
  const first = url.pathname.split('/')[1] ?? '';
  void loadMessages(isLocaleCode(first) ? first : 'en').catch(() => undefined);

  const geo = queryClient.fetchQuery(currentIpQueryOptions());
  const player = queryClient.fetchQuery(playerQueryOptions());
  await nextTask();
  const stag = needsReferrerStag(referrer)
    ? geo.then((value) =>
        captureReferrerStag({
          referrer,
          page: url.pathname,
          country: value?.country ?? '',
          loadConfig: () => getFeConfig('stag-by-referrer-name'),
        }),
      )
    : Promise.resolve();
  const locales = stag.then(() => queryClient.fetchQuery(localesQueryOptions()));

  const [localeList] = await Promise.all([locales, geo, player]);
  const { codes, defaultLocale } = offeredLocales(localeList);
  const { locale: prefix, rest } = splitLocale(url.pathname, codes);
  const locale = prefix ?? defaultLocale;
  await Promise.all([
    setLanguage(i18n, locale),
    warmFirstRender(queryClient, locale, rest === '/'),
  ]);
  // The page list the shell's menus read (warmFirstRender) also names the CMS routes.
  const pageList = queryClient.getQueryData(cmsPagesQueryOptions(locale).queryKey) ?? [];
  return { offered: codes, defaultLocale, staticSlugs: staticSlugsOf(pageList) };
}

/**
 * What the shell (and on `/` the lobby) reads on its first render, loaded beside the
 * translations. The first render runs in a transition, in 5 ms slices; data that arrived after
 * it would re-render the shell once per answer, each time in one long task (DESIGN.md §11, TBT).
 * Each loader falls back to empty, so a failure never holds the start-up.
 */
function warmFirstRender(queryClient: QueryClient, locale: string, isLobby: boolean) {
  const shell = [
    () => queryClient.prefetchQuery(projectQueryOptions()),
    () => queryClient.prefetchQuery(currenciesQueryOptions()),
    () => queryClient.prefetchQuery(cmsPagesQueryOptions(locale)),
    ...(
      ['logo-config', 'betting-config', 'manage-promotion-pages', 'currency-config'] as const
    ).map((name) => () => queryClient.prefetchQuery(feConfigQueryOptions(name, locale))),
  ];
  const lobby = isLobby
    ? [
        () => import('./routes/lobby-route').then(() => undefined),
        () => queryClient.prefetchQuery(bannersQueryOptions(locale)),
        () => queryClient.prefetchQuery(feConfigQueryOptions('main-widget-config', locale)),
        () => queryClient.prefetchQuery(providersQueryOptions()),
        () => queryClient.prefetchQuery(jackpotsQueryOptions()),
      ]
    : [];
  // The lobby's own requests first: its banners and rows are what the visitor came for.
  return startInTurns([...lobby, ...shell], REQUESTS_PER_TASK);
}
