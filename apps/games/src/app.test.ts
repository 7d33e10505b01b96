import { afterEach, describe, expect, it } from 'vitest';
import { cryptoRandom } from '@croupier/game-math/random';
import { startFakeWallet, type FakeWallet } from './testing/fake-wallet.js';
import {
  buildTestStudio,
  openSession,
  TEST_SECRET,
  type TestStudio,
} from './testing/test-studio.js';

const open: TestStudio[] = [];
let wallet: FakeWallet | undefined;
afterEach(async () => {
  for (const studio of open.splice(0)) await studio.close();
  await wallet?.stop();
  wallet = undefined;
});

async function studio(env: Record<string, string> = {}, production = false) {
  const built = await buildTestStudio(env, production ? { random: cryptoRandom() } : {});
  open.push(built);
  return built;
}

const JUNK: unknown[] = [
  null,
  [],
  'text',
  42,
  {},
  { bet: -1 },
  { bet: 1.5 },
  { bet: Number.MAX_SAFE_INTEGER + 2 },
  { bet: '100' },
  { bets: 'all' },
  { bets: [{ kind: 'red' }] },
  { bets: [{ kind: 'straight', numbers: ['1'], amount: 10 }] },
  { bets: Array.from({ length: 60 }, () => ({ kind: 'red', amount: 10 })) },
  { bets: [{ on: 'dragon', amount: 10 }] },
  { action: 'surrender' },
  { __proto__: { bet: 100 } },
  { bet: { $gt: 0 } },
];

describe('the studio under bad input', () => {
  it('answers 4xx with a client error, never 500, to junk on every game route', async () => {
    const app = (await studio()).app;
    const sessions = {
      slot: await openSession(app, { game: 'aurora-studios/slot' }),
      roulette: await openSession(app, { game: 'aurora-studios/roulette' }),
      baccarat: await openSession(app, { game: 'aurora-studios/baccarat' }),
      blackjack: await openSession(app, { game: 'aurora-studios/blackjack' }),
    };
    const urls = [
      `/api/sessions/${sessions.slot}/slot/spin`,
      `/api/sessions/${sessions.roulette}/roulette/spin`,
      `/api/sessions/${sessions.baccarat}/baccarat/deal`,
      `/api/sessions/${sessions.blackjack}/blackjack/deal`,
      `/api/sessions/${sessions.blackjack}/blackjack/rnd_x/action`,
      `/api/sessions/${sessions.slot}/live/bets`,
      `/api/sessions/${sessions.slot}/live/action`,
      `/api/sessions/${sessions.slot}/roulette/spin`,
      '/api/sessions/ses_unknown/slot/spin',
      `/api/sessions/${'x'.repeat(300)}/slot/spin`,
    ];
    for (const url of urls) {
      for (const body of JUNK) {
        const response = await app.inject({
          method: 'POST',
          url,
          headers: { 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        });
        const where = `${url} ${JSON.stringify(body)}`;
        expect(response.statusCode, where).toBeGreaterThanOrEqual(400);
        expect(response.statusCode, where).toBeLessThan(500);
        expect(typeof response.json().code, where).toBe('string');
      }
      const broken = await app.inject({
        method: 'POST',
        url,
        headers: { 'content-type': 'application/json' },
        payload: '{"bet": 1',
      });
      expect(broken.statusCode, url).toBeLessThan(500);
    }
  });
});

describe('randomness (GF-01)', () => {
  it('gives two studio processes unrelated outcomes: no seed is shared', async () => {
    const first = (await studio({}, true)).app;
    const second = (await studio({}, true)).app;
    const numbers = async (app: typeof first) => {
      const sid = await openSession(app, { game: 'aurora-studios/roulette' });
      const drawn: number[] = [];
      for (let i = 0; i < 8; i += 1) {
        const response = await app.inject({
          method: 'POST',
          url: `/api/sessions/${sid}/roulette/spin`,
          payload: { bets: [{ kind: 'red', amount: 10 }] },
        });
        drawn.push(response.json().number);
      }
      return drawn;
    };
    // The same sequence of eight would happen by chance once in 37^8 (3.5e12).
    expect(await numbers(first)).not.toEqual(await numbers(second));
  });
});

describe('sessions over time', () => {
  it('starts a player’s new session of a game with their last rounds in it', async () => {
    wallet = await startFakeWallet(TEST_SECRET, 100_000);
    const built = await studio({ WALLET_URL: wallet.url });
    const real = {
      game: 'aurora-studios/roulette',
      mode: 'real' as const,
      currency: 'EUR',
      player_id: '31',
    };
    const first = await openSession(built.app, real);
    await built.app.inject({
      method: 'POST',
      url: `/api/sessions/${first}/roulette/spin`,
      payload: { bets: [{ kind: 'red', amount: 10 }] },
    });
    const second = await openSession(built.app, real);
    const other = await openSession(built.app, { ...real, player_id: '32' });
    const view = (await built.app.inject({ method: 'GET', url: `/api/sessions/${second}` })).json();
    expect(view.history).toHaveLength(1);
    const stranger = (
      await built.app.inject({ method: 'GET', url: `/api/sessions/${other}` })
    ).json();
    expect(stranger.history).toEqual([]);
  });

  it('rolls back, after a restart, a real round whose wallet call was cut off mid-way', async () => {
    wallet = await startFakeWallet(TEST_SECRET, 100_000);
    const built = await studio({ WALLET_URL: wallet.url });
    const sid = await openSession(built.app, {
      game: 'aurora-studios/roulette',
      mode: 'real',
      currency: 'EUR',
      player_id: '8',
    });
    // What the journal holds when the process died between sending a bet and its answer.
    built.app.studio.store.put('round', {
      id: 'rnd_cut',
      session_id: sid,
      game: 'aurora-studios/roulette',
      engine: 'roulette',
      mode: 'real',
      currency: 'EUR',
      player_id: '8',
      at: new Date().toISOString(),
      bet: 10,
      win: 20,
      status: 'open',
      summary: '5 red',
      outcome: { number: 5 },
      view: null,
      actions: ['bet_cut', 'win_cut'],
    });
    open.pop();
    const restarted = await built.restart();
    open.push(restarted);
    const deadline = Date.now() + 5_000;
    while (!wallet.calls.some((c) => c.path === '/rollback') && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 10));
    }
    const rollback = wallet.calls.find((c) => c.path === '/rollback');
    expect(rollback?.body.actions.map((a) => a.original_action_id)).toEqual(['win_cut', 'bet_cut']);
    expect(restarted.app.studio.store.rounds.get('rnd_cut')?.status).toBe('void');
  });
});
