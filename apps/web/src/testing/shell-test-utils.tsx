import type { ProjectResponse } from '@croupier/contracts/info';
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReactElement, ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import i18next from 'i18next';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider, initReactI18next } from 'react-i18next';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router';
import { vi } from 'vitest';

const messagesDir = join(import.meta.dirname, '../../../api/src/modules/translations/messages');

type Messages = Record<string, unknown>;

function deepMerge(target: Messages, source: Messages): Messages {
  for (const [key, value] of Object.entries(source)) {
    const existing = target[key];
    target[key] =
      typeof value === 'object' && value !== null && typeof existing === 'object' && existing
        ? deepMerge({ ...(existing as Messages) }, value as Messages)
        : value;
  }
  return target;
}

/** The real server-side messages of a locale, merged like /messages/{lang}.json serves them. */
export function loadMessages(locale = 'en'): Messages {
  const dir = join(messagesDir, locale);
  let merged: Messages = {};
  for (const file of readdirSync(dir)
    .filter((name) => name.endsWith('.json'))
    .sort()) {
    merged = deepMerge(merged, JSON.parse(readFileSync(join(dir, file), 'utf8')) as Messages);
  }
  return merged;
}

const instances = new Map<string, I18n>();

export function testI18n(locale = 'en'): I18n {
  const cached = instances.get(locale);
  if (cached) return cached;
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: locale,
    fallbackLng: 'en',
    resources: { [locale]: { translation: loadMessages(locale) } },
    interpolation: { escapeValue: false },
    initAsync: false,
  });
  instances.set(locale, instance);
  return instance;
}

export type ApiHandler =
  unknown | ((url: URL, init: RequestInit | undefined) => Response | unknown);

/**
 * Stubs `fetch` for the api paths a component calls (the network is the third party here).
 * Keys are `METHOD /path` or `/path` (any method); a Response is returned as is, anything else
 * as a 200 JSON body. Unknown paths answer 404.
 */
export function mockApi(handlers: Record<string, ApiHandler>) {
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(typeof input === 'string' ? input : input.toString(), 'http://localhost');
    const method = (init?.method ?? 'GET').toUpperCase();
    const handler =
      handlers[`${method} ${url.pathname}`] ?? handlers[url.pathname] ?? handlers[`${method} *`];
    if (handler === undefined) return new Response('Not found', { status: 404 });
    const value =
      typeof handler === 'function'
        ? (handler as (u: URL, i?: RequestInit) => unknown)(url, init)
        : handler;
    if (value instanceof Response) return value;
    return new Response(JSON.stringify(value), {
      status: 200,
      headers: { 'content-type': 'application/json' },
    });
  });
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(typeof body === 'string' ? body : JSON.stringify(body), { status });
}

/** Shows the current location so tests can assert navigation. */
export function LocationProbe() {
  const location = useLocation();
  return <div data-testid="location">{`${location.pathname}${location.search}`}</div>;
}

export interface RenderOptions {
  path?: string;
  /** Extra routes rendered beside the element (e.g. '/oops'). */
  routes?: Record<string, ReactNode>;
  locale?: string;
  /** The route pattern the element is mounted at; defaults to '*'. */
  pattern?: string;
}

export function createTestQueryClient() {
  return new QueryClient({
    defaultOptions: { queries: { retry: false, gcTime: Infinity }, mutations: { retry: false } },
  });
}

/** Renders with a fresh query client, the real English messages and a memory router. */
export function renderWithProviders(ui: ReactElement, options: RenderOptions = {}) {
  const queryClient = createTestQueryClient();
  const i18n = testI18n(options.locale);
  const result = render(
    <QueryClientProvider client={queryClient}>
      <I18nextProvider i18n={i18n}>
        <MemoryRouter initialEntries={[options.path ?? '/']}>
          <Routes>
            {Object.entries(options.routes ?? {}).map(([path, element]) => (
              <Route key={path} path={path} element={element} />
            ))}
            <Route path={options.pattern ?? '*'} element={ui} />
          </Routes>
          <LocationProbe />
        </MemoryRouter>
      </I18nextProvider>
    </QueryClientProvider>,
  );
  return { ...result, queryClient, i18n };
}

/** The demo brand's `/api/info/project` answer, as the shell tests need it. */
export const testProject: ProjectResponse = {
  name: 'Croupier',
  code: 'croupier',
  host: 'localhost',
  licence: 'GCB',
  default_locale: 'en',
  default_currency: 'EUR',
  default_country: 'CA',
  locales: ['en', 'de'],
  country: 'CA',
  restricted: false,
  auRestricted: false,
  pushHosts: [],
  support: {
    email: 'support@croupier.test',
    liveChatGroup: 545,
    chatGroupVip: '2',
    chatGroupGeneral: '1',
    guestChatGroupId: 26,
  },
  groups: {
    tester: 21,
    notices: 916,
    multiAccount: 100,
    abSplit: [543, 544],
    chatSettings: 545,
    welcomePack: 131811,
    vipTiers: {
      regular: 1117,
      bronze: 257,
      bronzeLegacy: 793,
      silver: 258,
      gold: 259,
      platinum: 255,
      diamond: 759,
    },
    vipStatusOrder: [759, 255, 259, 258, 257],
    star: 256,
    providerPopups: [],
    vipAdventure: 791,
    wheelSegmentSets: [],
    playerSettable: [],
  },
  disallowedBins: [],
  footer: {
    socialLinks: [],
    contact: { email: 'support@croupier.test', phone: null },
    awards: [],
    providers: [],
    paymentLogos: [],
    licenceIcons: [],
    copyright: '© 2019–{{year}} Croupier Gaming N.V.',
    copyrightByGroup: {},
  },
};
