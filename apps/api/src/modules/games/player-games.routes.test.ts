import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  favoriteGamesResponseSchema,
  favoriteIdsResponseSchema,
  playedGamesResponseSchema,
  type Game,
} from '@croupier/contracts/games';
import { gameRounds, games } from '../../db/schema/games.js';
import { buildTestApp, xhr } from '../../testing/test-app.js';
import { registerTestPlayer } from '../../testing/players.js';
import { syncCatalog } from './catalog-sync.js';
import { FIXTURE_STUDIO, fixtureFeed } from './games.test-fixtures.js';

const { app, database, clock } = await buildTestApp();
await syncCatalog(database.db, fixtureFeed(), FIXTURE_STUDIO, clock.now());
await app.gameCatalog.reload();
// Version ids never change, so the catalog as first loaded answers them for the whole file.
const initialCatalog = await app.gameCatalog.get();

function gameOf(identifier: string): Game {
  const entry = initialCatalog.enabledByIdentifier(identifier);
  if (!entry) throw new Error(`fixture game ${identifier} missing`);
  return entry.game;
}
const versionId = (identifier: string, currency: string) => {
  const id = gameOf(identifier).currencies[currency]?.id;
  if (id === undefined) throw new Error(`${identifier} has no ${currency} version`);
  return id;
};

const favorites = (cookie: string, headers: Record<string, string> = {}) =>
  app.inject({ url: '/api/player/favorite_games', headers: { cookie, ...headers } });
const put = (cookie: string, id: number | string) =>
  app.inject({
    method: 'PUT',
    url: `/api/player/favorite_games/${id}`,
    headers: { ...xhr, cookie },
  });
const remove = (cookie: string, id: number | string) =>
  app.inject({
    method: 'DELETE',
    url: `/api/player/favorite_games/${id}`,
    headers: { ...xhr, cookie },
  });

describe('favourites (PR-024, PR-025, API-007)', () => {
  it('adds, lists in both shapes, and removes a favourite', async () => {
    const { cookie, player } = await registerTestPlayer(app);
    expect(player.currency).toBe('EUR');
    const first = versionId('fx-bulk/bulk-game-001', 'EUR');
    const second = versionId('fx-mixed/velvet-roulette-table', 'EUR');

    const added = await put(cookie, first);
    expect(added.statusCode).toBe(200);
    expect(added.json()).toEqual({ id: first });
    // Idempotent: a second PUT of the same id answers the same and lists it once.
    expect((await put(cookie, first)).statusCode).toBe(200);
    clock.advance(1000);
    await put(cookie, second);

    const ids = await favorites(cookie);
    expect(ids.statusCode).toBe(200);
    expect(ids.headers.vary).toContain('Accept-Client');
    expect(favoriteIdsResponseSchema.parse(ids.json())).toEqual([{ id: second }, { id: first }]);

    const full = await favorites(cookie, { 'accept-client': 'v2' });
    expect(full.headers.vary).toContain('Accept-Client');
    expect(favoriteGamesResponseSchema.parse(full.json()).map((game) => game.identifier)).toEqual([
      'fx-mixed/velvet-roulette-table',
      'fx-bulk/bulk-game-001',
    ]);

    expect((await remove(cookie, second)).statusCode).toBe(204);
    expect((await remove(cookie, second)).statusCode).toBe(204);
    expect((await favorites(cookie)).json()).toEqual([{ id: first }]);
  });

  it("never touches another player's favourites: B removing A's id leaves A's list (AC-01)", async () => {
    const playerA = await registerTestPlayer(app);
    const playerB = await registerTestPlayer(app);
    const id = versionId('fx-bulk/bulk-game-001', 'EUR');
    await put(playerA.cookie, id);
    expect((await remove(playerB.cookie, id)).statusCode).toBe(204);
    expect((await favorites(playerA.cookie)).json()).toEqual([{ id }]);
    expect((await favorites(playerB.cookie)).json()).toEqual([]);
  });

  it('answers 404 for an unknown id, 422 for another currency or a malformed id', async () => {
    const { cookie } = await registerTestPlayer(app);
    const unknown = await put(cookie, 999_999_999);
    expect(unknown.statusCode).toBe(404);
    const dollars = await put(cookie, versionId('fx-mixed/dollar-only-slot', 'USD'));
    expect(dollars.statusCode).toBe(422);
    expect(dollars.json()).toMatchObject({ errors: { id: ['VALIDATION.CURRENCY_UNSUPPORTED'] } });
    expect((await put(cookie, 'abc')).statusCode).toBe(422);
    expect((await put(cookie, -3)).statusCode).toBe(422);
  });

  it('keeps a disabled game out of the list, and back in when the feed lists it again', async () => {
    const { cookie } = await registerTestPlayer(app);
    const id = versionId('fx-mixed/desk-only-slot', 'EUR');
    await put(cookie, id);
    await syncCatalog(
      database.db,
      fixtureFeed({ without: ['fx-mixed/desk-only-slot'] }),
      FIXTURE_STUDIO,
      clock.now(),
    );
    await app.gameCatalog.reload();
    expect((await favorites(cookie)).json()).toEqual([]);
    await syncCatalog(database.db, fixtureFeed(), FIXTURE_STUDIO, clock.now());
    await app.gameCatalog.reload();
    expect((await favorites(cookie)).json()).toEqual([{ id }]);
  });

  it('is for signed-in players only', async () => {
    const response = await app.inject({ url: '/api/player/favorite_games' });
    expect(response.statusCode).toBe(401);
    const putAsGuest = await app.inject({
      method: 'PUT',
      url: `/api/player/favorite_games/${versionId('fx-bulk/bulk-game-001', 'EUR')}`,
      headers: xhr,
    });
    expect(putAsGuest.statusCode).toBe(401);
  });
});

describe('GET /api/player/played_games (PR-013, PR-014)', () => {
  async function gameId(identifier: string): Promise<number> {
    const [row] = await database.db
      .select({ id: games.id })
      .from(games)
      .where(eq(games.identifier, identifier));
    if (!row) throw new Error(`no ${identifier}`);
    return row.id;
  }

  it('lists each played game once per currency with its totals, latest first, paginated', async () => {
    const { cookie, player } = await registerTestPlayer(app);
    const slot = await gameId('fx-bulk/bulk-game-002');
    const table = await gameId('fx-mixed/velvet-roulette-table');
    const at = (minutes: number) => new Date(Date.UTC(2026, 10, 20, 12, minutes));
    const round = (roundId: string, game: number, bet: number, win: number, minutes: number) => ({
      studio: FIXTURE_STUDIO,
      roundId,
      playerId: player.id,
      gameId: game,
      currency: 'EUR',
      betCents: bet,
      winCents: win,
      finished: true,
      startedAt: at(minutes),
      updatedAt: at(minutes),
    });
    await database.db
      .insert(gameRounds)
      .values([
        round(`r1-${player.id}`, slot, 100, 0, 1),
        round(`r2-${player.id}`, slot, 100, 450, 5),
        round(`r3-${player.id}`, table, 2500, 5000, 3),
      ]);

    const response = await app.inject({ url: '/api/player/played_games', headers: { cookie } });
    expect(response.statusCode).toBe(200);
    const body = playedGamesResponseSchema.parse(response.json());
    expect(body.data).toEqual([
      {
        game: {
          identifier: 'fx-bulk/bulk-game-002',
          title: 'Bulk Game 002',
          provider: 'fx-bulk',
          seo_title: 'bulk-game-002',
        },
        last_played_at: at(5).toISOString(),
        rounds: 2,
        bets_cents: 200,
        wins_cents: 450,
        currency: 'EUR',
      },
      expect.objectContaining({
        game: expect.objectContaining({ identifier: 'fx-mixed/velvet-roulette-table' }),
        rounds: 1,
        bets_cents: 2500,
        wins_cents: 5000,
      }),
    ]);
    expect(body.pagination).toEqual({
      current_page: 1,
      next_page: null,
      prev_page: null,
      total_pages: 1,
      total_count: 2,
    });

    const second = await app.inject({
      url: '/api/player/played_games?page=2&page_size=1',
      headers: { cookie },
    });
    const paged = playedGamesResponseSchema.parse(second.json());
    expect(paged.data.map((entry) => entry.game.identifier)).toEqual([
      'fx-mixed/velvet-roulette-table',
    ]);
    expect(paged.pagination).toMatchObject({ current_page: 2, prev_page: 1, total_pages: 2 });
  });

  it('is empty for a new player, 422 for a bad page, 401 for a guest', async () => {
    const { cookie } = await registerTestPlayer(app);
    const empty = await app.inject({ url: '/api/player/played_games', headers: { cookie } });
    expect(empty.json()).toMatchObject({ data: [], pagination: { total_count: 0 } });
    const bad = await app.inject({ url: '/api/player/played_games?page=0', headers: { cookie } });
    expect(bad.statusCode).toBe(422);
    expect((await app.inject({ url: '/api/player/played_games' })).statusCode).toBe(401);
  });
});
