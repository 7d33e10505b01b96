import type { Game, Pagination } from '@croupier/contracts/games';
import type { GameRow } from './catalog.repository.js';
import { versionCurrencies } from './catalog-sync.js';

/**
 * A game row as the site reads it (GM-001). `name` and `title` are the same display title (the
 * spec names both, our feed has one); `slug` is the play URL's slug, i.e. `seo_title`.
 * `currencies` lists the versions the game is offered in NOW: a version whose currency left the
 * feed keeps its id (favourites) but is no longer offered.
 */
export function presentGame(
  row: GameRow,
  providerSlug: string,
  versionIds: ReadonlyMap<string, number>,
): Game {
  const currencies: Game['currencies'] = {};
  for (const currency of versionCurrencies({
    bet_limits: row.betLimits,
    demo: row.demo,
    live: row.live,
  })) {
    const id = versionIds.get(currency);
    if (id !== undefined) currencies[currency] = { id };
  }
  return {
    identifier: row.identifier,
    name: row.title,
    title: row.title,
    slug: row.seoTitle,
    seo_title: row.seoTitle,
    provider: providerSlug,
    categories: row.categories,
    badges: row.badges,
    currencies,
    collections: row.collections,
    has_demo_mode: !row.live && currencies.FUN !== undefined,
    live: row.live,
    rtp: (row.rtpBasisPoints / 100).toFixed(2),
    volatility: toVolatility(row.volatility),
  };
}

function toVolatility(value: string): Game['volatility'] {
  return value === 'low' || value === 'high' ? value : 'medium';
}

/**
 * GM-010: `page` of `pageSize` over `total` items. A page past the end is empty and points back
 * to the one before it.
 */
export function paginate(total: number, page: number, pageSize: number): Pagination {
  const totalPages = Math.ceil(total / pageSize);
  return {
    current_page: page,
    next_page: page < totalPages ? page + 1 : null,
    prev_page: page > 1 ? page - 1 : null,
    total_pages: totalPages,
    total_count: total,
  };
}
