import { describe, expect, it } from 'vitest';
import { gamesPageSchema, type Game, type GamesFilterRequest } from '@croupier/contracts/games';
import { buildTestApp, xhr } from '../../testing/test-app.js';
import { syncCatalog } from './catalog-sync.js';
import { FIXTURE_STUDIO, fixtureFeed } from './games.test-fixtures.js';

/** Sync rules as the site sees them: ids stay, dropped games hide, play links stay unique. */
const { app, database, clock } = await buildTestApp();

async function importFixture(options: Parameters<typeof fixtureFeed>[0] = {}) {
  const summary = await syncCatalog(database.db, fixtureFeed(options), FIXTURE_STUDIO, clock.now());
  await app.gameCatalog.reload();
  return summary;
}
await importFixture();

async function filterPage(body: GamesFilterRequest): Promise<{ data: Game[] }> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/games_filter',
    headers: xhr,
    payload: body,
  });
  expect(response.statusCode).toBe(200);
  return gamesPageSchema.parse(response.json());
}

describe('catalog sync', () => {
  it('is idempotent: a second identical sync changes nothing and keeps version ids', async () => {
    const before = (await filterPage({ filter: { providers: ['fx-mixed'] } })).data;
    const summary = await importFixture();
    expect(summary).toMatchObject({ changed: 0, versionsAdded: 0, disabled: 0 });
    const after = (await filterPage({ filter: { providers: ['fx-mixed'] } })).data;
    expect(after).toEqual(before);
  });

  it('disables games the feed drops, and brings them back with the same version ids', async () => {
    const game = 'fx-mixed/desk-only-slot';
    const [before] = (await filterPage({ filter: { title: 'desk only slot' } })).data;
    const dropped = await importFixture({ without: [game] });
    expect(dropped.disabled).toBe(1);
    expect((await filterPage({ filter: { title: 'desk only slot' } })).data).toEqual([]);
    expect((await app.inject({ url: '/api/games/fx-mixed/desk-only-slot' })).statusCode).toBe(404);

    const back = await importFixture();
    expect(back).toMatchObject({ changed: 1, versionsAdded: 0 });
    const [after] = (await filterPage({ filter: { title: 'desk only slot' } })).data;
    expect(after?.currencies).toEqual(before?.currencies);
  });

  it("follows games that swap play links, and gives a dropped game's link to a new one", async () => {
    const feed = fixtureFeed();
    const renamed = (seo: Record<string, string>) => ({
      ...feed,
      games: feed.games.map((game) =>
        seo[game.identifier]
          ? { ...game, seo_title: seo[game.identifier] ?? game.seo_title }
          : game,
      ),
    });
    // Two games trade links in one feed.
    await syncCatalog(
      database.db,
      renamed({
        'fx-mixed/desk-only-slot': 'pocket-only-slot',
        'fx-mixed/pocket-only-slot': 'desk-only-slot',
      }),
      FIXTURE_STUDIO,
      clock.now(),
    );
    await app.gameCatalog.reload();
    const swapped = await app.inject({ url: '/api/games/fx-mixed/pocket-only-slot' });
    expect(swapped.json()).toMatchObject({ identifier: 'fx-mixed/desk-only-slot' });

    // A dropped game keeps its row (disabled); a new game may take its link.
    const newcomer = {
      ...feed.games.find((game) => game.identifier === 'fx-mixed/half-price-fruit'),
      identifier: 'fx-mixed/fruit-reborn',
    } as (typeof feed.games)[number];
    await syncCatalog(
      database.db,
      {
        ...feed,
        games: [
          ...feed.games.filter((game) => game.identifier !== 'fx-mixed/half-price-fruit'),
          newcomer,
        ],
      },
      FIXTURE_STUDIO,
      clock.now(),
    );
    await app.gameCatalog.reload();
    const taken = await app.inject({ url: '/api/games/fx-mixed/half-price-fruit' });
    expect(taken.json()).toMatchObject({ identifier: 'fx-mixed/fruit-reborn' });

    await importFixture({ without: ['fx-mixed/fruit-reborn'] });
    const back = await app.inject({ url: '/api/games/fx-mixed/half-price-fruit' });
    expect(back.json()).toMatchObject({ identifier: 'fx-mixed/half-price-fruit' });
    expect((await app.inject({ url: '/api/games/fx-mixed/desk-only-slot' })).json()).toMatchObject({
      identifier: 'fx-mixed/desk-only-slot',
    });
  });

  it('refuses a feed where two games of a provider share a seo_title (GM-032)', async () => {
    const feed = fixtureFeed();
    const [first] = feed.games;
    if (!first) throw new Error('empty fixture');
    const twin = { ...first, identifier: 'fx-bulk/twin', title: 'Twin' };
    await expect(
      syncCatalog(
        database.db,
        { ...feed, games: [...feed.games, twin] },
        FIXTURE_STUDIO,
        clock.now(),
      ),
    ).rejects.toThrow(/share the play link \/play\/fx-bulk\/bulk-game-000/);
    const found = await app.inject({
      method: 'POST',
      url: '/api/games_filter/select',
      headers: xhr,
      payload: { game_ids: ['fx-bulk/twin'] },
    });
    await app.gameCatalog.reload();
    expect(found.json()).toEqual([]);
  });
});
