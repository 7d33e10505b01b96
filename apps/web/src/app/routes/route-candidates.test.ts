import fc from 'fast-check';
import { matchRoutes, type RouteObject } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { firstSegment, mayMatch, routesFor } from './route-candidates';
import { pageRouteObjects } from './page-routes';
import { appRoutes } from './route-table';

const pages = pageRouteObjects(['privacy-policy', 'about-us', 'vip-terms']);
const modals: RouteObject[] = appRoutes
  .filter((route) => route.kind === 'modal')
  .map((route) => ({ path: route.path }));

/** Paths built from the route table itself, with parameters filled in, plus arbitrary ones. */
const segment = fc.oneof(
  fc.constantFrom('all', 'de', 'x', '123', 'Pokies', '%70okies', 'a%2Fb', '%E0%A4%A'),
  fc.stringMatching(/^[a-z0-9-]{1,8}$/),
);
const fromTable = fc
  .tuple(
    fc.constantFrom(...appRoutes.map((route) => route.path)),
    fc.array(segment, { minLength: 3, maxLength: 3 }),
    fc.boolean(),
  )
  .map(([path, values, upper]) => {
    let index = 0;
    const filled = path
      .replace(/:[a-zA-Z]+\??/g, () => values[index++ % values.length] ?? 'x')
      .replace(/\*$/, 'rest');
    return upper ? filled.toUpperCase() : filled;
  });
const arbitrary = fc.array(segment, { maxLength: 4 }).map((parts) => `/${parts.join('/')}`);

describe('route candidates (DESIGN.md §11: the router matches only routes that may match)', () => {
  it('reads the first segment as the router compares it', () => {
    expect(firstSegment('/')).toBe('');
    expect(firstSegment('/Pokies/all')).toBe('pokies');
    expect(firstSegment('/%73ign-in')).toBe('sign-in');
    expect(firstSegment('pokies/:slug')).toBe('pokies');
    expect(firstSegment('/%E0%A4%A')).toBe('%e0%a4%a');
  });

  it('keeps index, parameter, splat and optional first segments for any path', () => {
    expect(mayMatch({ index: true }, '')).toBe(true);
    expect(mayMatch({ index: true }, 'pokies')).toBe(false);
    expect(mayMatch({ path: ':slug' }, 'anything')).toBe(true);
    expect(mayMatch({ path: '*' }, 'anything')).toBe(true);
    expect(mayMatch({ path: 'lang?/games' }, 'games')).toBe(true);
    expect(mayMatch({ path: 'pokies/:slug' }, 'live')).toBe(false);
  });

  it('matches every path exactly as matching the whole table does', () => {
    const sameMatch = (routes: RouteObject[], path: string) => {
      const whole = matchRoutes(routes, path);
      const narrowed = matchRoutes(routesFor(routes, path), path);
      expect(narrowed?.map((match) => match.route) ?? null).toEqual(
        whole?.map((match) => match.route) ?? null,
      );
      expect(narrowed?.map((match) => match.params) ?? null).toEqual(
        whole?.map((match) => match.params) ?? null,
      );
    };
    // The router warns of each malformed escape; both sides see the same ones.
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    try {
      fc.assert(
        fc.property(fc.oneof(fromTable, arbitrary), (path) => {
          sameMatch(pages, path);
          sameMatch(modals, path);
        }),
        { numRuns: 500 },
      );
    } finally {
      warn.mockRestore();
    }
  });

  it('leaves the lobby a handful of routes to rank instead of the whole table', () => {
    expect(routesFor(pages, '/').length).toBeLessThan(pages.length / 5);
    expect(routesFor(modals, '/')).toEqual([]);
  });
});
