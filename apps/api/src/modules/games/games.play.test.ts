import { afterAll, describe, expect, it } from 'vitest';
import {
  launchResponseSchema,
  playedGamesResponseSchema,
  type Game,
} from '@croupier/contracts/games';
import { startGamesStudio } from '../../testing/games-studio.js';
import { freePort } from '../../testing/payments-sandbox.js';
import { registerTestPlayer } from '../../testing/players.js';
import { buildTestApp, xhr } from '../../testing/test-app.js';
import { money } from '../limits/limits.test-helpers.js';

/**
 * The whole path a player takes: launch through this api, spin at the real studio (a child
 * process), the studio settles each round on this api's wallet over HTTP under the game session
 * the launch opened, and the games history shows the rounds (PR-013: "after playing 2 games the
 * history lists 2 entries").
 */
const SECRET = 'games-play-shared-secret';
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const studio = await startGamesStudio({
  walletUrl: `${origin}/api/wallet/croupier-studio`,
  secret: SECRET,
});
afterAll(() => studio.stop());
const test = await buildTestApp({ GAMES_API_URL: studio.url, GAMES_SECRET: SECRET });
const { app } = test;
await app.listen({ host: '127.0.0.1', port });
const catalog = await app.gameCatalog.get();

const slots = catalog.ordered
  .map((entry) => entry.game)
  .filter(
    (game) =>
      game.categories.includes('slots') &&
      game.currencies.EUR !== undefined &&
      game.provider !== 'velvet-live',
  );

async function spin(sid: string, times: number) {
  const view = (await (await fetch(`${studio.url}/api/sessions/${sid}`)).json()) as {
    bets: { levels: number[] };
  };
  const stake = view.bets.levels[0] ?? 0;
  let bet = 0;
  let win = 0;
  for (let index = 0; index < times; index += 1) {
    const response = await fetch(`${studio.url}/api/sessions/${sid}/slot/spin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ bet: stake }),
    });
    const round = (await response.json()) as { bet: number; win: number };
    expect(response.status, JSON.stringify(round)).toBe(200);
    bet += round.bet;
    win += round.win;
  }
  return { bet, win };
}

async function launchReal(game: Game, cookie: string) {
  const response = await app.inject({
    method: 'POST',
    url: `/api/games/${game.identifier}/launch`,
    headers: { ...xhr, cookie, origin, 'x-test-country': 'DE' },
    payload: { mode: 'real' },
  });
  expect(response.statusCode, response.body).toBe(200);
  const launched = launchResponseSchema.parse(response.json());
  return launched.url.split('/').at(-1) ?? '';
}

describe('launch, play at the studio, see the games history', () => {
  it('lists the two games played, with their rounds and totals', async () => {
    const { cookie, player } = await registerTestPlayer(app);
    await money(test).fund({ playerId: player.id, currency: 'EUR', amount: 100_000 });
    const [first, second] = slots;
    if (!first || !second) throw new Error('the seeded catalogue has no two EUR slots');

    const played = [await spin(await launchReal(first, cookie), 2)];
    // The test clock stands still: a minute later, so "most recent first" has an order to show.
    test.clock.advance(60_000);
    played.push(await spin(await launchReal(second, cookie), 1));

    const response = await app.inject({ url: '/api/player/played_games', headers: { cookie } });
    const history = playedGamesResponseSchema.parse(response.json());
    expect(history.pagination.total_count).toBe(2);
    expect(history.data.map((entry) => [entry.game.identifier, entry.rounds])).toEqual([
      [second.identifier, 1],
      [first.identifier, 2],
    ]);
    expect(history.data.map((entry) => [entry.bets_cents, entry.wins_cents])).toEqual([
      [played[1]?.bet, played[1]?.win],
      [played[0]?.bet, played[0]?.win],
    ]);
    expect(history.data.every((entry) => entry.currency === 'EUR')).toBe(true);
  }, 60_000);
});
