import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import { launchResponseSchema, type Game } from '@croupier/contracts/games';
import { gameSessions } from '../../db/schema/games.js';
import { startGamesStudio } from '../../testing/games-studio.js';
import { buildTestApp, xhr } from '../../testing/test-app.js';
import { registerTestPlayer } from '../../testing/players.js';

const SECRET = 'launch-test-shared-secret';
// Launch never reaches the wallet, so the studio's wallet URL may point nowhere.
const studio = await startGamesStudio({
  walletUrl: 'http://127.0.0.1:9/api/wallet/croupier-studio',
  secret: SECRET,
});
afterAll(() => studio.stop());

const { app, database, clock } = await buildTestApp({
  GAMES_API_URL: studio.url,
  GAMES_SECRET: SECRET,
});
const catalog = await app.gameCatalog.get();

/** The first seeded game that fits (GM-031 guarantees each exists). */
function pick(description: string, test: (game: Game) => boolean): Game {
  const entry = catalog.ordered.find((candidate) => test(candidate.game));
  if (!entry) throw new Error(`the seeded catalogue has no ${description}`);
  return entry.game;
}
const demoSlot = pick(
  'demo slot',
  (game) => game.has_demo_mode && game.currencies.EUR !== undefined,
);
const liveTable = pick('live table', (game) => game.live && game.currencies.EUR !== undefined);
const noEuro = pick(
  'game without EUR',
  (game) => game.currencies.EUR === undefined && game.provider !== 'velvet-live',
);
const velvetLive = pick(
  'velvet-live game in EUR',
  (game) => game.provider === 'velvet-live' && game.currencies.EUR !== undefined,
);

function launch(
  game: Pick<Game, 'identifier'>,
  body: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  return app.inject({
    method: 'POST',
    url: `/api/games/${game.identifier}/launch`,
    headers: { ...xhr, 'x-test-country': 'DE', ...headers },
    payload: body,
  });
}

describe('POST /api/games/:provider/:key/launch (GM-009)', () => {
  it('launches demo for a guest: a FUN session at the studio, its page served', async () => {
    const response = await launch(demoSlot, { mode: 'demo', device: 'mobile' });
    expect(response.statusCode).toBe(200);
    const body = launchResponseSchema.parse(response.json());
    expect(body).toMatchObject({ mode: 'demo', currency: 'FUN' });
    expect(body.url.startsWith(`${studio.url}/`)).toBe(true);
    expect(response.headers['cache-control']).toBe('no-store');

    const [row] = await database.db
      .select()
      .from(gameSessions)
      .where(eq(gameSessions.id, body.session_id));
    expect(row).toMatchObject({
      playerId: null,
      mode: 'demo',
      currency: 'FUN',
      device: 'mobile',
      country: 'DE',
      authSessionId: null,
      endedAt: null,
    });
    expect(row?.studioSessionId).toBeTruthy();
    expect((row?.expiresAt.getTime() ?? 0) - (row?.createdAt.getTime() ?? 0)).toBe(8 * 3_600_000);

    const page = await fetch(body.url);
    expect(page.status).toBe(200);
    await page.body?.cancel();
  });

  it('refuses real play to a guest with 403 login_required, never 401', async () => {
    const response = await launch(demoSlot, { mode: 'real' });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'login_required' });
  });

  it('launches real play in the wallet currency for a signed-in player', async () => {
    const { cookie, player } = await registerTestPlayer(app);
    const response = await launch(demoSlot, { mode: 'real' }, { cookie });
    expect(response.statusCode).toBe(200);
    const body = launchResponseSchema.parse(response.json());
    expect(body).toMatchObject({ mode: 'real', currency: 'EUR' });
    const [row] = await database.db
      .select()
      .from(gameSessions)
      .where(eq(gameSessions.id, body.session_id));
    expect(row).toMatchObject({ playerId: player.id, mode: 'real', currency: 'EUR' });
    expect(row?.authSessionId).toBeTruthy();
  });

  it('has no demo for a live table (GM-004)', async () => {
    const response = await launch(liveTable, { mode: 'demo' });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'demo_not_available' });
  });

  it('refuses a game without a version in the wallet currency (GM-005)', async () => {
    const { cookie } = await registerTestPlayer(app);
    const response = await launch(noEuro, { mode: 'real' }, { cookie });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ code: 'currency_not_supported' });
    const other = await launch(demoSlot, { mode: 'real', currency: 'USD' }, { cookie });
    expect(other.statusCode).toBe(422);
    expect(other.json()).toMatchObject({
      code: 'invalid_input',
      errors: { currency: [expect.any(String)] },
    });
  });

  it("asks for the provider's required profile fields before real play, not demo (PR-008)", async () => {
    const { cookie } = await registerTestPlayer(app);
    const refused = await launch(velvetLive, { mode: 'real' }, { cookie });
    expect(refused.statusCode).toBe(422);
    const body = refused.json<{ code: string; errors: Record<string, string[]> }>();
    expect(body.code).toBe('profile_incomplete');
    expect(Object.keys(body.errors)).toEqual(expect.arrayContaining(['first_name', 'last_name']));

    const patched = await app.inject({
      method: 'PATCH',
      url: '/api/player',
      headers: { ...xhr, cookie },
      payload: {
        user: {
          first_name: 'Ola',
          last_name: 'Nordmann',
          date_of_birth: '1990-04-02',
          country: 'DE',
        },
        context: 'velvet-live',
      },
    });
    expect(patched.statusCode).toBe(200);
    expect((await launch(velvetLive, { mode: 'real' }, { cookie })).statusCode).toBe(200);
  });

  it('sends a blocked player to the limits page: 403 blocked_by_exclusion (RT-057)', async () => {
    const { cookie } = await registerTestPlayer(app);
    const panic = await app.inject({
      method: 'POST',
      url: '/api/user_limits',
      headers: { ...xhr, cookie },
      payload: { type: 'panic' },
    });
    expect(panic.statusCode).toBe(201);
    for (const mode of ['real', 'demo']) {
      const response = await launch(demoSlot, { mode }, { cookie });
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'blocked_by_exclusion' });
    }
  });

  it('answers a reached limit with 403 limit_reached for real play (RT-057)', async () => {
    const { cookie } = await registerTestPlayer(app);
    const session = await app.inject({
      method: 'POST',
      url: '/api/user_limits',
      headers: { ...xhr, cookie },
      payload: { type: 'session', minutes: 5 },
    });
    expect(session.statusCode).toBe(201);
    clock.advance(6 * 60_000);
    const response = await launch(demoSlot, { mode: 'real' }, { cookie });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: 'limit_reached' });
  });

  it('answers 451 in a restricted country', async () => {
    const response = await launch(demoSlot, { mode: 'demo' }, { 'x-test-country': 'US' });
    expect(response.statusCode).toBe(451);
    expect(response.json()).toMatchObject({ code: 'country_restricted' });
  });

  it('answers 404 for an unknown game and 422 for bad input', async () => {
    const unknown = await launch({ identifier: 'no-such/game' }, { mode: 'demo' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'not_found' });
    expect((await launch(demoSlot, { mode: 'fun' })).statusCode).toBe(422);
    expect((await launch(demoSlot, { mode: 'demo', device: 'tv' })).statusCode).toBe(422);
    expect((await launch({ identifier: 'Bad Provider/x' }, { mode: 'demo' })).statusCode).toBe(422);
  });
});

describe('a studio that does not answer', () => {
  it('answers 503 studio_unavailable and closes the session it opened', async () => {
    const down = await buildTestApp({ GAMES_API_URL: 'http://127.0.0.1:9' });
    const game = (await down.app.gameCatalog.get()).enabledByIdentifier(demoSlot.identifier);
    expect(game).toBeDefined();
    const response = await down.app.inject({
      method: 'POST',
      url: `/api/games/${demoSlot.identifier}/launch`,
      headers: { ...xhr, 'x-test-country': 'DE' },
      payload: { mode: 'demo' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({ code: 'studio_unavailable' });
    const open = await down.database.db.select().from(gameSessions);
    expect(open.every((row) => row.endedAt !== null)).toBe(true);
  });
});

describe('game page security headers and thumbnails', () => {
  it("lets the site frame the studio's origin (CSP frame-src)", async () => {
    const response = await app.inject({ url: '/api/games/providers' });
    expect(String(response.headers['content-security-policy'])).toContain(
      `frame-src 'self' ${studio.url}`,
    );
  });

  it('serves a cacheable SVG per game, 304 on a matching ETag, 404 for an unknown game', async () => {
    const url = `/images/games/${demoSlot.identifier}.svg`;
    const response = await app.inject({ url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('image/svg+xml');
    expect(response.headers['cache-control']).toBe('public, max-age=86400, immutable');
    expect(response.body.startsWith('<svg')).toBe(true);
    // The tile sets the title over the picture as text: none is drawn inside it.
    expect(response.body).not.toContain('<text');
    const etag = String(response.headers.etag);
    const again = await app.inject({ url, headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect((await app.inject({ url: '/images/games/no-such/game.svg' })).statusCode).toBe(404);
  });
});
