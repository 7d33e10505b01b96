import type { ReactNode } from 'react';
import { Navigate, useLocation, type RouteObject } from 'react-router';
import { cmsPathClash } from '@croupier/domain/reserved-paths';
import { useFeConfig } from '../../features/brand/api/get-fe-config';
import { useProject } from '../../features/brand/api/get-project';
import { useFeatureFlag } from '../../features/feature-flags/use-feature-flags';
import { usePlayer, isLoggedIn } from '../../features/session/api/get-player';
import { useLocalePath } from '../../lib/i18n/use-locale';
import { paths } from '../../config/paths';
import { appRoutes, type PageRoute, type RedirectRoute } from './route-table';
import { notFound, staticPage } from './screens';

/** RT-046: registration with the full path (query included) to come back to. */
export function useAuthRedirect(): string {
  const location = useLocation();
  const toHref = useLocalePath();
  return toHref(paths.registration.getHref(`${location.pathname}${location.search}`));
}

function PromotionGate({ route, children }: { route: PageRoute; children: ReactNode }) {
  const { data: config } = useFeConfig('manage-promotion-pages');
  const { data: project } = useProject();
  const { data: player } = usePlayer();
  const toHref = useLocalePath();
  const gate = route.promotionPage;
  if (!gate || !config) return children;
  const flag = config.pages[gate.key];
  const groups = player?.groups ?? [];
  // FF-007: testers see every promotion page whatever the config says.
  const isTester = project ? groups.includes(project.groups.tester) : false;
  const allowed =
    isTester ||
    (flag.enabled && (!flag.groups || flag.groups.some((group) => groups.includes(group))));
  return allowed ? children : <Navigate to={toHref(gate.fallback)} replace />;
}

function FlagGate({ route, children }: { route: PageRoute; children: ReactNode }) {
  const enabled = useFeatureFlag(route.flag ?? 'enableConpoints');
  if (route.flag && !enabled) return notFound();
  return children;
}

function PageGuard({ route }: { route: PageRoute }) {
  const { data: player } = usePlayer();
  const loggedIn = isLoggedIn(player);
  const registration = useAuthRedirect();
  const toHref = useLocalePath();
  if (route.access === 'user' && !loggedIn) return <Navigate to={registration} replace />;
  if (route.access === 'guest' && loggedIn)
    return <Navigate to={toHref(paths.home.getHref())} replace />;
  return (
    <FlagGate route={route}>
      <PromotionGate route={route}>{route.screen()}</PromotionGate>
    </FlagGate>
  );
}

function RedirectTo({ route }: { route: RedirectRoute }) {
  const location = useLocation();
  const toHref = useLocalePath();
  const href = `${route.to}${route.keepQuery ? location.search : ''}`;
  return <Navigate to={toHref(href)} replace />;
}

/** react-router wants child paths relative to their parent. */
const relative = (path: string) => path.replace(/^\//, '');

/** CMS pages that may be routes: no licence variants, no clash with a fixed route (RT-030, RT-039). */
export function routableSlugs(slugs: readonly string[]): string[] {
  const fixed = new Set(
    appRoutes.map((route) => route.path.split('/')[1]?.toLowerCase() ?? '').filter(Boolean),
  );
  return [...new Set(slugs)].filter(
    (slug) =>
      /^[a-z0-9][a-z0-9-]*$/i.test(slug) &&
      !fixed.has(slug.toLowerCase()) &&
      cmsPathClash(`/${slug}`) === undefined,
  );
}

/**
 * Page routes (no modal routes: those draw over the background page). Order is precedence for
 * equal ranks: fixed routes, then CMS slugs, then the single-segment mystic jackpot (RT-030).
 */
export function pageRouteObjects(staticSlugs: readonly string[]): RouteObject[] {
  const objects: RouteObject[] = [];
  for (const route of appRoutes) {
    if (route.kind === 'modal') continue;
    if (route.path === paths.mysticJackpot.path) {
      for (const slug of routableSlugs(staticSlugs)) {
        objects.push({ path: slug, element: staticPage(slug) });
      }
    }
    const element =
      route.kind === 'page' ? <PageGuard route={route} /> : <RedirectTo route={route} />;
    if (route.path === '/') objects.push({ index: true, element });
    else objects.push({ path: relative(route.path), element });
  }
  return objects;
}
