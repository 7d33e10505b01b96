import { describe, expect, it } from 'vitest';
import { gamesPageSchema, type GamesFilterRequest } from '@croupier/contracts/games';
import { buildTestApp, xhr } from '../../testing/test-app.js';
import { syncCatalog } from './catalog-sync.js';
import { fixtureGame, studioFeed } from './games.test-fixtures.js';

/**
 * A category page's provider filter and sort (issue 14 item 18; `sort` extends GM-010, see
 * docs/api.md): a studio of its own whose games differ in title, popularity and release date, so
 * each order is known in advance.
 */
const { app, database, clock } = await buildTestApp();

const STUDIO = 'fx-sort-studio';
const game = (
  provider: string,
  key: string,
  title: string,
  popularity: number,
  releasedAt: string,
  categories = ['fx-sorted'],
) =>
  fixtureGame(provider, key, {
    title,
    categories,
    popularity,
    released_at: releasedAt,
  });

const feed = studioFeed(
  STUDIO,
  [
    { slug: 'fx-north', title: 'Fixture North' },
    { slug: 'fx-south', title: 'Fixture South' },
  ],
  [
    game('fx-north', 'book-10', 'Book of Suns 10', 3, '2024-01-10'),
    game('fx-north', 'ecran', 'Écran Royal', 1, '2023-05-01'),
    game('fx-south', 'book-2', 'book of suns 2', 4, '2026-09-30'),
    game('fx-south', 'zeta', 'Zeta Fortune', 2, '2025-02-14'),
    game('fx-north', 'aurora', 'Aurora Gems', 5, '2026-09-30'),
    // Same provider, another category: a provider filter on the category leaves it out.
    game('fx-north', 'elsewhere', 'Amber Elsewhere', 0, '2026-10-01', ['fx-other']),
  ],
);
await syncCatalog(database.db, feed, STUDIO, clock.now());
await app.gameCatalog.reload();

const filter = (body: GamesFilterRequest | Record<string, unknown>) =>
  app.inject({ method: 'POST', url: '/api/games_filter', headers: xhr, payload: body });

async function titles(body: GamesFilterRequest): Promise<string[]> {
  const response = await filter(body);
  expect(response.statusCode).toBe(200);
  return gamesPageSchema.parse(response.json()).data.map((entry) => entry.title);
}

const inCategory = { categories: { identifiers: ['fx-sorted'], strategy: 'OR' as const } };

describe('POST /api/games_filter: provider filter and sort on a category', () => {
  it('lists the category in lobby order (popularity) without a sort, and with sort=popular', async () => {
    const lobby = [
      'Écran Royal',
      'Zeta Fortune',
      'Book of Suns 10',
      'book of suns 2',
      'Aurora Gems',
    ];
    expect(await titles({ filter: inCategory })).toEqual(lobby);
    expect(await titles({ filter: inCategory, sort: 'popular' })).toEqual(lobby);
  });

  it('sorts by name ignoring case and accents, numbers in numeric order', async () => {
    expect(await titles({ filter: inCategory, sort: 'name' })).toEqual([
      'Aurora Gems',
      'book of suns 2',
      'Book of Suns 10',
      'Écran Royal',
      'Zeta Fortune',
    ]);
  });

  it('sorts newest release first, a same-day release in lobby order', async () => {
    expect(await titles({ filter: inCategory, sort: 'newest' })).toEqual([
      'book of suns 2',
      'Aurora Gems',
      'Zeta Fortune',
      'Book of Suns 10',
      'Écran Royal',
    ]);
  });

  it("keeps only the chosen provider's games of the category, in the chosen order", async () => {
    expect(await titles({ filter: { ...inCategory, providers: ['fx-north'] } })).toEqual([
      'Écran Royal',
      'Book of Suns 10',
      'Aurora Gems',
    ]);
    expect(
      await titles({ filter: { ...inCategory, providers: ['fx-north'] }, sort: 'name' }),
    ).toEqual(['Aurora Gems', 'Book of Suns 10', 'Écran Royal']);
    expect(
      await titles({ filter: { ...inCategory, providers: ['fx-south'] }, sort: 'newest' }),
    ).toEqual(['book of suns 2', 'Zeta Fortune']);
  });

  it('pages a sorted list without repeating or skipping a game', async () => {
    const first = await titles({ filter: inCategory, sort: 'name', page: 1, page_size: 2 });
    const second = await titles({ filter: inCategory, sort: 'name', page: 2, page_size: 2 });
    const third = await titles({ filter: inCategory, sort: 'name', page: 3, page_size: 2 });
    expect([...first, ...second, ...third]).toEqual(
      await titles({ filter: inCategory, sort: 'name' }),
    );
  });

  it('answers an unknown sort with 422 naming the field', async () => {
    const response = await filter({ filter: inCategory, sort: 'random' });
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json<{ errors: object }>().errors)).toContain('sort');
  });
});
