import type { CatalogFeed, CatalogGame } from '@croupier/contracts/studio';

/**
 * A small studio feed of its own for tests, beside the seeded catalogue: its provider slugs and
 * category names are its own, so counts asserted on it do not move when the demo catalogue does.
 */
export const FIXTURE_STUDIO = 'fixture-studio';

export function fixtureGame(
  provider: string,
  key: string,
  overrides: Partial<CatalogGame> = {},
): CatalogGame {
  return {
    identifier: `${provider}/${key}`,
    provider,
    title: key
      .split('-')
      .map((word) => word.charAt(0).toUpperCase() + word.slice(1))
      .join(' '),
    seo_title: key,
    engine: 'video-slot',
    preset: 'classic-5x3',
    categories: ['slots'],
    badges: [],
    collections: [],
    rtp_bp: 9612,
    volatility: 'medium',
    live: false,
    demo: true,
    devices: ['desktop', 'mobile'],
    bet_limits: { EUR: { min: 10, max: 10_000 }, USD: { min: 10, max: 10_000 } },
    art: { palette: ['#112233', '#445566'], accent: '#ffcc00', motif: 'sun', pattern: 'rays' },
    popularity: 1,
    released_at: '2025-06-01',
    ...overrides,
  };
}

/**
 * `fx-bulk` has `count` slots in category `fx-bulk` (popularity = index, so the order is known),
 * `fx-mixed` the special cases: a live table without demo, a desktop-only and a mobile-only
 * game, a game without EUR, a game with `50%_off` in its title (LIKE wildcards), `fx-top` and
 * `fx-new` overlapping categories.
 */
export function fixtureFeed(options: { count?: number; without?: readonly string[] } = {}) {
  const count = options.count ?? 95;
  const bulk = Array.from({ length: count }, (_, index) =>
    fixtureGame('fx-bulk', `bulk-game-${String(index).padStart(3, '0')}`, {
      categories: ['slots', 'fx-bulk', ...(index % 3 === 0 ? ['fx-top'] : [])],
      popularity: 10_000 + index,
    }),
  );
  const mixed = [
    fixtureGame('fx-mixed', 'velvet-roulette-table', {
      engine: 'live-roulette',
      live: true,
      demo: false,
      categories: ['live', 'fx-top', 'fx-new'],
      popularity: 5,
    }),
    fixtureGame('fx-mixed', 'desk-only-slot', {
      devices: ['desktop'],
      categories: ['slots', 'fx-new'],
      popularity: 6,
    }),
    fixtureGame('fx-mixed', 'pocket-only-slot', {
      devices: ['mobile'],
      categories: ['slots', 'fx-new'],
      popularity: 7,
    }),
    fixtureGame('fx-mixed', 'dollar-only-slot', {
      bet_limits: { USD: { min: 10, max: 1000 } },
      categories: ['slots', 'fx-top'],
      popularity: 8,
    }),
    fixtureGame('fx-mixed', 'half-price-fruit', {
      title: 'Fruit 50%_Off',
      categories: ['slots'],
      popularity: 9,
    }),
  ];
  const without = new Set(options.without ?? []);
  return studioFeed(
    FIXTURE_STUDIO,
    [
      { slug: 'fx-bulk', title: 'Fixture Bulk' },
      { slug: 'fx-mixed', title: 'Fixture Mixed' },
    ],
    [...bulk, ...mixed].filter((game) => !without.has(game.identifier)),
    [{ slug: 'fx-collection', title: 'Fixture Collection' }],
  );
}

/** A studio's feed of these providers and games, generated at a fixed time. */
export function studioFeed(
  studio: string,
  providers: CatalogFeed['providers'],
  games: CatalogGame[],
  collections: CatalogFeed['collections'] = [],
): CatalogFeed {
  return { studio, generated_at: '2026-11-01T00:00:00.000Z', providers, collections, games };
}
