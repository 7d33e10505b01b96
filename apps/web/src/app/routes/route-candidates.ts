import type { RouteObject } from 'react-router';

/**
 * react-router's matchRoutes and useRoutes flatten, rank and compile every route they are given
 * on each call: for the lobby's `/`, which ranks last, that was ~60 regular expressions in each
 * render of the router, the longest piece of the shell's first render at 4x CPU (DESIGN.md §11,
 * TBT). A route whose first segment is a fixed word other than the path's can never match it, so
 * the router is given only the routes that may.
 */

/** A path's first segment as react-router compares it: decoded, in lower case. */
export function firstSegment(path: string): string {
  const segment = /^\/?([^/]*)/.exec(path)?.[1] ?? '';
  try {
    return decodeURIComponent(segment).toLowerCase();
  } catch {
    return segment.toLowerCase();
  }
}

/** Whether `route` (one level, relative or absolute path) may match a path starting with `segment`. */
export function mayMatch(route: RouteObject, segment: string): boolean {
  if (route.index) return segment === '';
  const first = firstSegment(route.path ?? '');
  // A parameter, a splat, an optional segment or a pathless route may match anything.
  if (first === '' || /^[:*]|\?$/.test(first)) return true;
  return first === segment;
}

/** The routes of `routes` that may match `path`, in their order. */
export function routesFor<T extends RouteObject>(routes: readonly T[], path: string): T[] {
  const segment = firstSegment(path);
  return routes.filter((route) => mayMatch(route, segment));
}
