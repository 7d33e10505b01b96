import { brotliDecompressSync } from 'node:zlib';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  gameProvidersResponseSchema,
  gameSchema,
  gamesPageSchema,
  type Game,
  type GamesFilterRequest,
} from '@croupier/contracts/games';
import { registerTestPlayer } from '../../testing/players.js';
import { buildTestApp, xhr } from '../../testing/test-app.js';
import { syncCatalog } from './catalog-sync.js';
import { FIXTURE_STUDIO, fixtureFeed } from './games.test-fixtures.js';

const { app, database, clock } = await buildTestApp();

async function importFixture(options: Parameters<typeof fixtureFeed>[0] = {}) {
  const summary = await syncCatalog(database.db, fixtureFeed(options), FIXTURE_STUDIO, clock.now());
  await app.gameCatalog.reload();
  return summary;
}
await importFixture();

function filter(body: GamesFilterRequest | Record<string, unknown>, headers = {}) {
  return app.inject({
    method: 'POST',
    url: '/api/games_filter',
    headers: { ...xhr, ...headers },
    payload: body,
  });
}

async function filterPage(body: GamesFilterRequest) {
  const response = await filter(body);
  expect(response.statusCode).toBe(200);
  return gamesPageSchema.parse(response.json());
}

const identifiers = (games: readonly Game[]) => games.map((game) => game.identifier);

describe('POST /api/games_filter', () => {
  it('pages 95 matching games as GM-010 says: page 3 of 40 has 15, no next, prev 2', async () => {
    const page = await filterPage({
      filter: { categories: { identifiers: ['fx-bulk'], strategy: 'OR' } },
      page: 3,
      page_size: 40,
    });
    expect(page.pagination).toEqual({
      current_page: 3,
      next_page: null,
      prev_page: 2,
      total_pages: 3,
      total_count: 95,
    });
    expect(page.data).toHaveLength(15);
    // Lobby order is popularity: the fixture's bulk games rank by their number.
    expect(page.data[0]?.identifier).toBe('fx-bulk/bulk-game-080');
    expect(page.data.at(-1)?.identifier).toBe('fx-bulk/bulk-game-094');
  });

  it('answers a page past the end empty, pointing back to the page before', async () => {
    const page = await filterPage({
      filter: { categories: { identifiers: ['fx-bulk'] } },
      page: 10,
      page_size: 40,
    });
    expect(page.data).toEqual([]);
    expect(page.pagination).toEqual({
      current_page: 10,
      next_page: null,
      prev_page: 9,
      total_pages: 3,
      total_count: 95,
    });
  });

  it('defaults to desktop, page 1 of 40', async () => {
    const page = await filterPage({ filter: { providers: ['fx-bulk'] } });
    expect(page.data).toHaveLength(40);
    expect(page.pagination).toMatchObject({ current_page: 1, next_page: 2, prev_page: null });
  });

  it('returns the union of OR categories without duplicates (GM-011)', async () => {
    const page = await filterPage({
      filter: { categories: { identifiers: ['fx-top', 'fx-new'], strategy: 'OR' } },
      page_size: 100,
    });
    const ids = identifiers(page.data);
    expect(new Set(ids).size).toBe(ids.length);
    // 32 bulk games in fx-top, the live table (in both), the USD-only slot (top) and the
    // desktop-only slot (new); the mobile-only slot is not a desktop game.
    expect(ids).toHaveLength(35);
    expect(ids).toContain('fx-mixed/velvet-roulette-table');
    expect(ids).toContain('fx-mixed/desk-only-slot');
    expect(ids).not.toContain('fx-mixed/pocket-only-slot');
  });

  it('excludes games lacking the device (GM-013)', async () => {
    const mobile = await filterPage({ device: 'mobile', filter: { providers: ['fx-mixed'] } });
    expect(identifiers(mobile.data)).toContain('fx-mixed/pocket-only-slot');
    expect(identifiers(mobile.data)).not.toContain('fx-mixed/desk-only-slot');
    const desktop = await filterPage({ device: 'desktop', filter: { providers: ['fx-mixed'] } });
    expect(identifiers(desktop.data)).toContain('fx-mixed/desk-only-slot');
    expect(identifiers(desktop.data)).not.toContain('fx-mixed/pocket-only-slot');
  });

  it('searches titles case-insensitively, with % and _ as plain characters (GM-016)', async () => {
    const exact = await filterPage({ filter: { title: 'FRUIT 50%_o' } });
    expect(identifiers(exact.data)).toEqual(['fx-mixed/half-price-fruit']);
    const percent = await filterPage({
      filter: { title: '%', providers: ['fx-bulk', 'fx-mixed'] },
    });
    expect(identifiers(percent.data)).toEqual(['fx-mixed/half-price-fruit']);
    const none = await filterPage({ filter: { title: 'no such game title' } });
    expect(none.data).toEqual([]);
    expect(none.pagination).toMatchObject({ total_count: 0, total_pages: 0, next_page: null });
  });

  it('serves games in the contract shape (GM-001), demo only for non-live FUN games (GM-004)', async () => {
    const page = await filterPage({ filter: { providers: ['fx-mixed'] }, page_size: 100 });
    const byId = new Map(page.data.map((game) => [game.identifier, game]));
    const live = byId.get('fx-mixed/velvet-roulette-table');
    expect(live).toMatchObject({ live: true, has_demo_mode: false, provider: 'fx-mixed' });
    expect(live?.currencies.FUN).toBeUndefined();
    const usdOnly = byId.get('fx-mixed/dollar-only-slot');
    expect(Object.keys(usdOnly?.currencies ?? {}).sort()).toEqual(['FUN', 'USD']);
    expect(usdOnly).toMatchObject({
      has_demo_mode: true,
      seo_title: 'dollar-only-slot',
      slug: 'dollar-only-slot',
      title: 'Dollar Only Slot',
      name: 'Dollar Only Slot',
      rtp: '96.12',
      volatility: 'medium',
    });
  });

  it('is cacheable, and compressed for clients that ask (API-019)', async () => {
    const body = { filter: { providers: ['fx-bulk'] } };
    const plain = await filter(body);
    expect(plain.headers['cache-control']).toMatch(/^public, max-age=\d+$/);
    expect(String(plain.headers.vary)).toContain('Accept-Encoding');
    const brotli = await filter(body, { 'accept-encoding': 'gzip, br' });
    expect(brotli.headers['content-encoding']).toBe('br');
    expect(JSON.parse(brotliDecompressSync(brotli.rawPayload).toString())).toEqual(plain.json());
    const refused = await filter(body, { 'accept-encoding': 'br;q=0' });
    expect(refused.headers['content-encoding']).toBeUndefined();
  });

  it.each([
    [{ page: 0 }, 'page'],
    [{ page_size: 101 }, 'page_size'],
    [{ device: 'tv' }, 'device'],
    [
      { filter: { categories: { identifiers: ['top'], strategy: 'AND' } } },
      'filter.categories.strategy',
    ],
    [{ filter: { providers: 'fx-bulk' } }, 'filter.providers'],
  ])('answers bad input %j with 422 naming %s', async (body, field) => {
    const response = await filter(body);
    expect(response.statusCode).toBe(422);
    expect(Object.keys(response.json<{ errors: object }>().errors)).toContain(field);
  });

  it('answers any JSON body with 200 or 422, never a 500', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.oneof(
          fc.jsonValue(),
          fc.record(
            {
              device: fc.oneof(fc.constantFrom('desktop', 'mobile'), fc.jsonValue()),
              filter: fc.oneof(
                fc.record(
                  {
                    providers: fc.oneof(fc.array(fc.string()), fc.jsonValue()),
                    title: fc.oneof(fc.string(), fc.jsonValue()),
                    categories: fc.oneof(
                      fc.record({ identifiers: fc.array(fc.string()), strategy: fc.string() }),
                      fc.jsonValue(),
                    ),
                  },
                  { requiredKeys: [] },
                ),
                fc.jsonValue(),
              ),
              page: fc.oneof(fc.integer(), fc.double(), fc.jsonValue()),
              page_size: fc.oneof(fc.integer({ min: -5, max: 200 }), fc.jsonValue()),
            },
            { requiredKeys: [] },
          ),
        ),
        async (body) => {
          const response = await app.inject({
            method: 'POST',
            url: '/api/games_filter',
            headers: { ...xhr, 'content-type': 'application/json' },
            payload: JSON.stringify(body),
          });
          expect([200, 400, 422]).toContain(response.statusCode);
        },
      ),
      { numRuns: 150 },
    );
  });

  it('answers a body that is not JSON with a 4xx, never a 500', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/games_filter',
      headers: { ...xhr, 'content-type': 'application/json' },
      payload: '{"page":',
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('POST /api/games_filter/select (GM-012)', () => {
  it('returns the listed games in the request order, by identifier or version id', async () => {
    const live = (await filterPage({ filter: { title: 'velvet roulette table' } })).data[0];
    const versionId = live?.currencies.EUR?.id;
    expect(versionId).toBeTypeOf('number');
    const response = await app.inject({
      method: 'POST',
      url: '/api/games_filter/select',
      headers: xhr,
      payload: {
        game_ids: [
          'fx-bulk/bulk-game-050',
          versionId,
          'no/such-game',
          'fx-bulk/bulk-game-003',
          String(versionId),
        ],
      },
    });
    expect(response.statusCode).toBe(200);
    expect(identifiers(response.json<Game[]>())).toEqual([
      'fx-bulk/bulk-game-050',
      'fx-mixed/velvet-roulette-table',
      'fx-bulk/bulk-game-003',
    ]);
  });

  it('leaves out games lacking the device', async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/api/games_filter/select',
      headers: xhr,
      payload: {
        game_ids: ['fx-mixed/pocket-only-slot', 'fx-mixed/desk-only-slot'],
        device: 'mobile',
      },
    });
    expect(identifiers(response.json<Game[]>())).toEqual(['fx-mixed/pocket-only-slot']);
  });
});

/** The catalog with fx-bulk/bulk-game-001 in the `jackpot` category (JP-003). */
async function withJackpotGame() {
  await syncCatalog(
    database.db,
    {
      ...fixtureFeed(),
      games: fixtureFeed().games.map((game) =>
        game.identifier === 'fx-bulk/bulk-game-001'
          ? { ...game, categories: [...game.categories, 'jackpot'] }
          : game,
      ),
    },
    FIXTURE_STUDIO,
    clock.now(),
  );
  await app.gameCatalog.reload();
}

describe('GET /api/games/providers, collections, jackpots', () => {
  it('lists providers with their enabled games count (GM-014)', async () => {
    const response = await app.inject({ url: '/api/games/providers' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toMatch(/^public/);
    const providers = gameProvidersResponseSchema.parse(response.json());
    expect(providers.find((provider) => provider.slug === 'fx-bulk')).toMatchObject({
      title: 'Fixture Bulk',
      games_count: 95,
    });
  });

  it('lists collections', async () => {
    const response = await app.inject({ url: '/api/games/collections' });
    expect(response.json()).toContainEqual(
      expect.objectContaining({ slug: 'fx-collection', title: 'Fixture Collection' }),
    );
  });

  it('gives a jackpot game the total of the jackpot it feeds (JP-003)', async () => {
    await withJackpotGame();
    const de = { 'x-test-country': 'DE' };
    const tiles = (await app.inject({ url: '/api/games/jackpots', headers: de })).json<
      Record<string, { currency: string; amount_cents: number }>
    >();
    const jackpots = (await app.inject({ url: '/api/jackpots', headers: de })).json<
      { identifier: string; total_cents: number }[]
    >();
    // The fixture's provider is named by no jackpot: the one that takes the category's rest.
    expect(tiles['fx-bulk/bulk-game-001']).toEqual({
      currency: 'EUR',
      amount_cents: jackpots.find((jackpot) => jackpot.identifier === 'mystic-emerald')
        ?.total_cents,
    });
    expect(tiles).not.toHaveProperty(['fx-bulk/bulk-game-002']);
    await importFixture();
  });

  it("answers jackpots in the player's currency, a guest's country's, else EUR (issue 14 item 11)", async () => {
    await withJackpotGame();
    const jackpotFor = async (headers: Record<string, string>) => {
      const response = await app.inject({ url: '/api/games/jackpots', headers });
      expect(response.statusCode).toBe(200);
      // The amount depends on who asks: a shared cache must not keep it.
      expect(response.headers['cache-control']).toMatch(/^private/);
      return response.json<Record<string, { currency: string; amount_cents: number }>>()[
        'fx-bulk/bulk-game-001'
      ];
    };
    const totalIn = async (currency: string) =>
      (await app.inject({ url: `/api/jackpots?currency=${currency}` }))
        .json<{ identifier: string; total_cents: number }[]>()
        .find((jackpot) => jackpot.identifier === 'mystic-emerald')?.total_cents;
    expect((await jackpotFor({ 'x-test-country': 'DE' }))?.currency).toBe('EUR');
    const canadianGuest = await jackpotFor({ 'x-test-country': 'CA' });
    expect(canadianGuest).toEqual({ currency: 'CAD', amount_cents: await totalIn('CAD') });
    const cad = await registerTestPlayer(app, { currency: 'CAD' });
    expect((await jackpotFor({ cookie: cad.cookie, 'x-test-country': 'DE' }))?.currency).toBe(
      'CAD',
    );
    const btc = await registerTestPlayer(app, { currency: 'BTC' });
    expect(await jackpotFor({ cookie: btc.cookie })).toEqual({
      currency: 'BTC',
      amount_cents: await totalIn('BTC'),
    });
    await importFixture();
  });
});

describe('GET /api/games/:provider/:seoTitle (the game page lookup)', () => {
  it('finds a game by its play link', async () => {
    const response = await app.inject({ url: '/api/games/fx-mixed/desk-only-slot' });
    expect(response.statusCode).toBe(200);
    expect(gameSchema.parse(response.json()).identifier).toBe('fx-mixed/desk-only-slot');
  });

  it('answers 404 for an unknown game and 422 for a malformed link', async () => {
    expect((await app.inject({ url: '/api/games/fx-mixed/no-such-game' })).statusCode).toBe(404);
    expect((await app.inject({ url: '/api/games/fx-mixed/Bad%20Slug' })).statusCode).toBe(422);
  });
});
