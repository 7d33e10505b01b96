import { createHmac } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { startGamesStudio } from './games-studio.js';
import { freePort } from './payments-sandbox.js';
import { buildTestApp } from './test-app.js';

/**
 * The real studio (a child process) playing for real money against the real wallet of this api
 * over HTTP: the studio's wallet client and the casino's wallet agree on the protocol.
 */
const SECRET = 'studio-wallet-shared-secret-test';
const port = await freePort();
const origin = `http://127.0.0.1:${port}`;
const studio = await startGamesStudio({
  walletUrl: `${origin}/api/wallet/croupier-studio`,
  secret: SECRET,
});
afterAll(() => studio.stop());
const { app } = await buildTestApp({ GAMES_API_URL: studio.url, GAMES_SECRET: SECRET });
await app.listen({ host: '127.0.0.1', port });

interface View {
  balance: number;
  bets: { levels: number[] };
  game: { engine: string };
  history: unknown[];
}
const readView = async (sid: string) =>
  (await (await fetch(`${studio.url}/api/sessions/${sid}`)).json()) as View;

const sign = (body: string) => createHmac('sha256', SECRET).update(body).digest('hex');

async function studioPost(path: string, body: unknown, signed = false) {
  const raw = JSON.stringify(body);
  const response = await fetch(`${studio.url}${path}`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(signed ? { 'x-request-sign': sign(raw) } : {}),
    },
    body: raw,
  });
  return { status: response.status, body: (await response.json()) as Record<string, unknown> };
}

/** One round of whatever engine the game is, at its smallest stake; answers bet, win, balance. */
async function playOneRound(sid: string, engine: string, stake: number) {
  const base = `/api/sessions/${sid}`;
  if (engine === 'video-slot' || engine === 'classic-slot') {
    return (await studioPost(`${base}/slot/spin`, { bet: stake })).body;
  }
  if (engine === 'roulette') {
    return (await studioPost(`${base}/roulette/spin`, { bets: [{ kind: 'red', amount: stake }] }))
      .body;
  }
  if (engine === 'baccarat') {
    return (await studioPost(`${base}/baccarat/deal`, { bets: [{ on: 'player', amount: stake }] }))
      .body;
  }
  let round = (await studioPost(`${base}/blackjack/deal`, { bet: stake })).body;
  while (round.finished === false) {
    round = (
      await studioPost(`${base}/blackjack/${String(round.round_id)}/action`, { action: 'stand' })
    ).body;
  }
  return round;
}

describe('the game studio against the casino wallet', () => {
  it('plays real rounds whose stakes and wins land in the player’s casino balance', async () => {
    const fixture = await app.inject({
      method: 'POST',
      url: '/__test/wallet/players',
      // The fixture opens play on the first catalog game whose max bet covers the balance: a
      // modest balance keeps that a game of the studio's own catalog.
      payload: { currency: 'EUR', balance: 5_000 },
    });
    expect(fixture.statusCode, fixture.body).toBe(200);
    const player = fixture.json() as { user_id: string; session_id: string; game: string };

    const opened = await studioPost(
      '/sessions',
      {
        game: player.game,
        mode: 'real',
        player_id: player.user_id,
        currency: 'EUR',
        locale: 'en',
        device: 'desktop',
        return_url: `${origin}/`,
        casino_origin: origin,
        casino_session_id: player.session_id,
      },
      true,
    );
    expect(opened.status, JSON.stringify(opened.body)).toBe(200);
    const sid = String(opened.body.session_id);
    const view = await readView(sid);
    expect(view.balance).toBe(5_000);

    let expected = 5_000;
    const stake = view.bets.levels[0] ?? 0;
    for (let i = 0; i < 5; i += 1) {
      const round = await playOneRound(sid, view.game.engine, stake);
      expect(typeof round.balance, JSON.stringify(round)).toBe('number');
      expected += Number(round.win) - Number(round.bet);
      expect(round.balance).toBe(expected);
    }
    // The wallet's own answer agrees, read afresh.
    const after = await readView(sid);
    expect(after.balance).toBe(expected);
    expect(after.history).toHaveLength(5);
  }, 60_000);
});
