import { useEffect } from 'react';
import { render, type RenderResult } from '@testing-library/react';
import { MemoryRouter, useLocation, useNavigate, type NavigateFunction } from 'react-router';
import type { Player } from '@croupier/contracts/player';
import { createI18n } from '../../lib/i18n/i18n';
import { createQueryClient } from '../../lib/query-client';
import { mockApi, type MockApi, type MockHandler } from '../../testing/mock-api';
import { boot } from '../boot';
import { AppProvider } from '../provider';
import { AppRoutes, type RouterConfig } from '../router';
import { registerAppModals } from './modal-screens';

/** Test-only: the whole app on a memory router, with the api mocked at the fetch boundary. */
export interface RenderAppOptions {
  player?: Player;
  geo?: { country_code: string; restricted: boolean } | 'restricted-451';
  locales?: { code: string; enabled: boolean; default: boolean; name: string }[];
  cmsSlugs?: string[];
  messages?: Record<string, unknown>;
  api?: Record<string, MockHandler>;
  onLocaleChosen?: (code: string) => void;
}

export const LOCALES = [
  { code: 'en', enabled: true, default: true, name: 'English' },
  { code: 'de', enabled: true, default: false, name: 'Deutsch' },
  { code: 'en-NZ', enabled: true, default: false, name: 'English (NZ)' },
  { code: 'fr-CA', enabled: false, default: false, name: 'Français' },
];

const probe: { url: string; navigate: NavigateFunction | null } = { url: '', navigate: null };
function LocationProbe() {
  const location = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    probe.url = `${location.pathname}${location.search}${location.hash}`;
    probe.navigate = navigate;
  }, [location, navigate]);
  return null;
}

/** Navigates the app as a link click would. */
export function navigateTo(to: string) {
  probe.navigate?.(to);
}

/** The router's current URL (path, query and hash). */
export const currentUrl = () => probe.url;

export async function renderApp(
  path: string,
  options: RenderAppOptions = {},
): Promise<RenderResult & { api: MockApi }> {
  const api = mockApi({
    'GET /api/player': options.player ?? {},
    'GET /api/current_ip':
      options.geo === 'restricted-451'
        ? new Response(JSON.stringify({ ip: '1.1.1.1', country_code: 'AU', restricted: true }), {
            status: 451,
          })
        : { ip: '1.1.1.1', ...(options.geo ?? { country_code: 'CA', restricted: false }) },
    'GET /api/info/locales': options.locales ?? LOCALES,
    'GET /api/cms/pages': (options.cmsSlugs ?? []).map((slug, index) => ({
      id: index + 1,
      path: `/${slug}`,
      slug,
      title: slug,
      blocks: {},
      categories: ['custom-page'],
      hidden: false,
      locale: 'en',
      licence: null,
      created_at: '2026-01-01T00:00:00Z',
      updated_at: '2026-01-01T00:00:00Z',
    })),
    'GET /client-context': { isBot: false, isMetaWebview: false, isIOS: false },
    ...Object.fromEntries(
      ['en', 'de', 'en-NZ'].map((code) => [`GET /messages/${code}.json`, options.messages ?? {}]),
    ),
    ...options.api,
  });
  window.history.replaceState(null, '', path);
  registerAppModals();
  const queryClient = createQueryClient();
  const i18n = createI18n();
  const data = await boot(queryClient, i18n);
  if (data === 'redirected') throw new Error('unexpected www redirect');
  const config: RouterConfig = {
    ...data,
    onLocaleChosen: options.onLocaleChosen ?? (() => undefined),
  };
  const result = render(
    <AppProvider queryClient={queryClient} i18n={i18n} realtime={false}>
      <MemoryRouter initialEntries={[path]}>
        <LocationProbe />
        <AppRoutes config={config} />
      </MemoryRouter>
    </AppProvider>,
  );
  return { ...result, api };
}
