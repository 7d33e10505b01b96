import { useEffect, useEffectEvent, useMemo, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  matchRoutes,
  Navigate,
  useLocation,
  useNavigate,
  useRoutes,
  type Location,
  type RouteObject,
} from 'react-router';
import { isLocaleCode } from '@croupier/domain/locales';
import { paths } from '../config/paths';
import { useGeo } from '../features/geo/api/get-current-ip';
import { ModalHost } from '../features/modals/modal-host';
import { closeModal, onModalEvent, openModal } from '../features/modals/modal-store';
import { isLoggedIn, usePlayer } from '../features/session/api/get-player';
import { sessionKeys } from '../features/session/api/session-keys';
import { clearUserData } from '../features/session/user-data';
import { stripTrailingSlash } from '../features/routing/url-rules';
import { AUTH_ERROR_EVENT, authEvents } from '../lib/api-client';
import { setLanguage } from '../lib/i18n/i18n';
import { LocaleProvider } from '../lib/i18n/locale-context';
import { splitLocale } from '../lib/i18n/locale-path';
import { useLocalePath } from '../lib/i18n/use-locale';
import { isInIframe, postToParent } from '../lib/iframe';
import { AppShell } from './shell/app-shell';
import { DocumentHead } from './routes/document-head';
import { pageRouteObjects, useAuthRedirect } from './routes/page-routes';
import { routesFor } from './routes/route-candidates';
import { appRoutes, modalRoutes, type ModalRoute } from './routes/route-table';
import { RouteModal } from './routes/route-modal';
import { PlatformEffects } from './routes/platform-effects';
import { RouterEffects } from './routes/router-effects';

export interface RouterConfig {
  /** Enabled locales this host offers (GET /api/info/locales). */
  offered: readonly string[];
  defaultLocale: string;
  /** CMS page slugs known at start-up (RT-039). */
  staticSlugs: readonly string[];
  /** Cookie, PATCH update_locale (when logged in): wired by the app provider. */
  onLocaleChosen: (code: string) => void;
}

const modalRouteObjects: RouteObject[] = modalRoutes.map((route) => ({ path: route.path }));

type ModalMatch = { route: ModalRoute; params: Record<string, string | undefined> } | null;

function matchModalRoute(rest: string): ModalMatch {
  const candidates = routesFor(modalRouteObjects, rest);
  if (candidates.length === 0) return null;
  const match = matchRoutes(candidates, rest)?.[0];
  if (!match) return null;
  const route = modalRoutes[modalRouteObjects.indexOf(match.route)];
  return route ? { route, params: match.params } : null;
}

/** Pages a guest may not see (RT-046): their guard sends a guest to registration. */
const loginPageRouteObjects: RouteObject[] = appRoutes
  .filter((route) => route.kind === 'page' && route.access === 'user')
  .map((route) => ({ path: route.path }));

function isLoginOnlyPage(rest: string): boolean {
  const candidates = routesFor(loginPageRouteObjects, rest);
  return candidates.length > 0 && matchRoutes(candidates, rest) !== null;
}

/**
 * The page tree: the shell around every page, bare and, when the page's path has a locale
 * prefix, once more under that prefix. Only the page's own prefix: react-router flattens and
 * ranks the whole tree on every render, and a copy per offered locale made that ten times the
 * work (DESIGN.md §11, TBT). A static prefix still outranks `/:identifier` and CMS slugs.
 */
function buildPageTree(config: RouterConfig, pathname: string): RouteObject[] {
  const { locale: prefix, rest } = splitLocale(pathname, config.offered);
  const pages = pageRouteObjects(config.staticSlugs);
  const isPrefixed = prefix !== null && prefix !== config.defaultLocale;
  const bare = routesFor(pages, pathname);
  return [
    {
      element: <AppShell />,
      children: isPrefixed ? [{ path: prefix, children: routesFor(pages, rest) }, ...bare] : bare,
    },
  ];
}

/** Where the URL must go before anything renders: trailing slash (RT-048) and locale fallback. */
function normalize(location: Location, config: RouterConfig): string | null {
  const stripped = stripTrailingSlash(location.pathname);
  let pathname = stripped;
  if (!isInIframe()) {
    const first = /^\/([^/]+)/.exec(stripped)?.[1] ?? '';
    const { locale, rest } = splitLocale(stripped, config.offered);
    // §2.3, §5: the default locale has no prefix; a locale this host does not offer falls back.
    if (locale === config.defaultLocale) pathname = rest;
    else if (locale === null && isLocaleCode(first) && !config.offered.includes(first)) {
      pathname = stripped.slice(first.length + 1) || '/';
    } else if (locale !== null && locale !== first)
      pathname = `/${locale}${rest === '/' ? '' : rest}`;
  }
  return pathname === location.pathname ? null : `${pathname}${location.search}${location.hash}`;
}

function AppRoutesInner({ config }: { config: RouterConfig }) {
  const location = useLocation();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const { i18n } = useTranslation();
  const { data: player } = usePlayer();
  const loggedIn = isLoggedIn(player);
  const geo = useGeo();
  const { locale: prefix, rest } = splitLocale(location.pathname, config.offered);
  const locale = prefix ?? config.defaultLocale;
  const toHref = useLocalePath();
  const modalMatch = matchModalRoute(rest);
  // The last page location: what a modal route draws over and returns to (§2.4).
  const [lastPage, setLastPage] = useState<Location | null>(null);
  if (!modalMatch && lastPage !== location) setLastPage(location);
  // A guest sent from a login-only page to registration sees it over the lobby: that page under
  // the modal would only send them to registration again, leaving the screen black, and
  // closing the modal would reopen it (RT-046). Only a modal draws over a background, so the
  // route matching runs only while one is open, not on every render of a guest's pages.
  const background =
    modalMatch !== null &&
    lastPage !== null &&
    !loggedIn &&
    isLoginOnlyPage(splitLocale(lastPage.pathname, config.offered).rest)
      ? null
      : lastPage;
  const registration = useAuthRedirect();
  const restrictedGuest = !loggedIn && geo?.restricted === true;

  // The translations follow the URL's locale; html lang and head links follow in DocumentHead.
  useEffect(() => {
    if (i18n.language !== locale) void setLanguage(i18n, locale);
  }, [i18n, locale]);

  // platform-core.md §7: a 401 logs the player out everywhere and goes to login.
  const onAuthError = useEffectEvent(() => {
    const current = queryClient.getQueryData<typeof player>(sessionKeys.player());
    if (!isLoggedIn(current)) return;
    clearUserData(queryClient);
    navigate(toHref(paths.signIn.getHref()));
  });
  useEffect(() => {
    const listener = () => onAuthError();
    authEvents.addEventListener(AUTH_ERROR_EVENT, listener);
    return () => authEvents.removeEventListener(AUTH_ERROR_EVENT, listener);
  }, []);

  // SH-047: the parent page hears of login, logout and modals.
  const wasLoggedIn = useRef(loggedIn);
  useEffect(() => {
    if (wasLoggedIn.current === loggedIn) return;
    wasLoggedIn.current = loggedIn;
    postToParent(loggedIn ? 'login' : 'logout');
  }, [loggedIn]);
  useEffect(
    () =>
      onModalEvent((event) =>
        postToParent(event.type === 'open' ? 'modal-open' : 'modal-close', { name: event.name }),
      ),
    [],
  );

  // RT-053, RT-064: a restricted guest never reaches login or registration. Coming from a page,
  // the navigation is undone (back to that page) and the reason shown; on a cold load the URL
  // stays and the reason replaces the form.
  const geoKind = modalMatch?.route.geo && restrictedGuest ? modalMatch.route.geo : null;
  const cancelGeo = geoKind !== null && background !== null;
  useEffect(() => {
    if (!cancelGeo || !geoKind) return;
    // onDismiss marks it as not closed by the navigation that undoes this one.
    openModal(
      'geo-restricted',
      { kind: geoKind },
      { onDismiss: () => closeModal('geo-restricted') },
    );
    navigate(-1);
  }, [cancelGeo, geoKind, navigate]);

  const pageLocation: Partial<Location> | Location = modalMatch
    ? (background ?? { pathname: toHref(paths.home.getHref()), search: '', hash: '' })
    : location;
  const pagePath = pageLocation.pathname ?? '/';
  const tree = useMemo(() => buildPageTree(config, pagePath), [config, pagePath]);
  const page = useRoutes(tree, pageLocation);

  const normalized = normalize(location, config);
  if (normalized !== null) return <Navigate to={normalized} replace />;

  let modal = null;
  if (modalMatch) {
    const { route, params } = modalMatch;
    const dismiss = () => {
      if (background) navigate(`${background.pathname}${background.search}`);
      else navigate(toHref(paths.home.getHref()), { replace: true });
    };
    if (route.access === 'user' && !loggedIn) return <Navigate to={registration} replace />;
    if (route.access === 'guest' && loggedIn) {
      return <Navigate to={toHref(paths.home.getHref())} replace />;
    }
    if (route.requiresPrevious && !background) {
      return <Navigate to={toHref(paths.home.getHref())} replace />;
    }
    if (cancelGeo) return null;
    modal =
      route.geo && restrictedGuest ? (
        <RouteModal
          name="geo-restricted"
          props={{ kind: route.geo }}
          onDismiss={dismiss}
          hideClose={false}
        />
      ) : (
        <RouteModal
          name={route.modal}
          props={{
            ...route.props?.(params),
            query: Object.fromEntries(new URLSearchParams(location.search)),
          }}
          onDismiss={dismiss}
          hideClose={route.betting === true && isInIframe()}
        />
      );
  }

  return (
    <>
      <DocumentHead
        pathname={location.pathname}
        rest={rest}
        locale={locale}
        defaultLocale={config.defaultLocale}
        offered={config.offered}
      />
      <RouterEffects
        rest={rest}
        isLoggedIn={loggedIn}
        routeModal={modalMatch?.route.modal ?? null}
      />
      <PlatformEffects rest={rest} isLoggedIn={loggedIn} />
      {page}
      {modal}
      <ModalHost />
    </>
  );
}

/** The whole route table inside a react-router `<BrowserRouter>` (or `<MemoryRouter>` in tests). */
export function AppRoutes({ config }: { config: RouterConfig }) {
  return (
    <LocaleProvider
      defaultLocale={config.defaultLocale}
      offered={config.offered}
      onLocaleChosen={config.onLocaleChosen}
    >
      <AppRoutesInner config={config} />
    </LocaleProvider>
  );
}
