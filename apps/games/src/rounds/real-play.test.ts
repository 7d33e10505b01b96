import { afterEach, describe, expect, it } from 'vitest';
import { slotRoundViewSchema } from '../shared/client-api.js';
import { startFakeWallet, type FakeWallet } from '../testing/fake-wallet.js';
import {
  buildTestStudio,
  openSession,
  signedHeaders,
  TEST_SECRET,
  type TestStudio,
} from '../testing/test-studio.js';

let studio: TestStudio;
let wallet: FakeWallet;
afterEach(async () => {
  await studio.close();
  await wallet.stop();
});

const REAL = {
  game: 'aurora-studios/slot',
  mode: 'real' as const,
  currency: 'EUR',
  player_id: '1042',
  casino_session_id: 'gs-77',
};

async function setUp(env: Record<string, string> = {}) {
  wallet = await startFakeWallet(TEST_SECRET, 50_000);
  studio = await buildTestStudio({ WALLET_URL: wallet.url, ...env });
  return openSession(studio.app, REAL);
}

function spin(sid: string, bet = 200) {
  return studio.app.inject({
    method: 'POST',
    url: `/api/sessions/${sid}/slot/spin`,
    payload: { bet },
  });
}

async function eventually(check: () => boolean, what: string): Promise<void> {
  const deadline = Date.now() + 10_000;
  while (!check()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

describe('real play through the casino wallet', () => {
  it('reads the balance, then settles each spin in one signed /play call with bet, win and finished', async () => {
    const sid = await setUp();
    const view = (await studio.app.inject({ method: 'GET', url: `/api/sessions/${sid}` })).json();
    expect(view.balance).toBe(50_000);

    let sawWin = false;
    for (let i = 0; i < 15; i += 1) {
      const before = wallet.balance;
      const response = await spin(sid);
      expect(response.statusCode, response.body).toBe(200);
      const round = slotRoundViewSchema.parse(response.json());
      const call = wallet.calls.at(-1);
      expect(call?.signed).toBe(true);
      expect(call?.path).toBe('/play');
      expect(call?.body).toMatchObject({
        user_id: '1042',
        currency: 'EUR',
        game: 'aurora-studios/slot',
        game_id: round.round_id,
        session_id: 'gs-77',
        finished: true,
      });
      const actions = call?.body.actions ?? [];
      expect(actions[0]).toMatchObject({ action: 'bet', amount: 200 });
      if (round.win > 0) {
        sawWin = true;
        expect(actions[1]).toMatchObject({ action: 'win', amount: round.win });
      } else {
        expect(actions).toHaveLength(1);
      }
      expect(round.balance).toBe(before - 200 + round.win);
    }
    expect(sawWin).toBe(true);
  });

  it('shows not_enough_funds with the wallet balance when the wallet answers 412 code 100', async () => {
    const sid = await setUp();
    wallet.behave = () => ({
      status: 412,
      error: { code: 100, message: 'Not enough funds', balance: 150 },
    });
    const response = await spin(sid);
    expect(response.statusCode).toBe(402);
    expect(response.json()).toMatchObject({ code: 'not_enough_funds', balance: 150 });
    wallet.behave = () => ({ status: 200 });
    const history = (
      await studio.app.inject({ method: 'GET', url: `/api/sessions/${sid}` })
    ).json();
    expect(history.history).toEqual([]);
  });

  it('maps the wallet refusals to the player-facing codes', async () => {
    const sid = await setUp();
    for (const [code, expected] of [
      [105, 'limit_reached'],
      [106, 'limit_reached'],
      [110, 'player_disabled'],
      [101, 'session_expired'],
      [154, 'unavailable'],
    ] as const) {
      wallet.behave = () => ({ status: 412, error: { code, message: 'no' } });
      const response = await spin(sid);
      expect(response.json().code, String(code)).toBe(expected);
    }
  });

  it('rolls back a bet whose answer never came, with the same original action id, and voids the round', async () => {
    const sid = await setUp({ WALLET_TIMEOUT_MS: '100' });
    wallet.behave = (call) => (call.path === '/play' ? { status: 'hang' } : { status: 200 });
    const response = await spin(sid);
    expect(response.statusCode).toBe(503);
    expect(response.json().code).toBe('unavailable');

    await eventually(() => wallet.calls.some((c) => c.path === '/rollback'), 'the rollback');
    const play = wallet.calls.find((c) => c.path === '/play' && c.body.actions.length > 0);
    const rollback = wallet.calls.find((c) => c.path === '/rollback');
    const bet = play?.body.actions.find((a) => a.action === 'bet');
    expect(rollback?.signed).toBe(true);
    expect(rollback?.body.game_id).toBe(play?.body.game_id);
    const originals = rollback?.body.actions.map(
      (a) => 'original_action_id' in a && a.original_action_id,
    );
    expect(originals).toContain(bet?.action_id);
    // The void round is not in the player's history.
    wallet.behave = () => ({ status: 200 });
    const view = (await studio.app.inject({ method: 'GET', url: `/api/sessions/${sid}` })).json();
    expect(view.history).toEqual([]);
  });

  it('retries a rollback the wallet fails with 5xx using the same ids until it is accepted', async () => {
    const sid = await setUp({ WALLET_TIMEOUT_MS: '100' });
    let rollbacks = 0;
    wallet.behave = (call) => {
      if (call.path === '/play') return { status: 'hang' };
      rollbacks += 1;
      return rollbacks < 3 ? { status: 502 } : { status: 200 };
    };
    await spin(sid);
    await eventually(() => studio.app.studio.store.retries.size === 0 && rollbacks >= 3, 'retries');
    const bodies = wallet.calls
      .filter((c) => c.path === '/rollback')
      .map((c) => JSON.stringify(c.body));
    expect(bodies).toHaveLength(3);
    expect(new Set(bodies).size).toBe(1);
  });

  it('continues a pending rollback from the journal after a restart', async () => {
    const sid = await setUp({ WALLET_TIMEOUT_MS: '100', WALLET_RETRY_BASE_MS: '50' });
    let down = true;
    wallet.behave = (call) => {
      if (call.path === '/play') return { status: 'hang' };
      return down ? { status: 503 } : { status: 200 };
    };
    await spin(sid);
    await eventually(() => wallet.calls.some((c) => c.path === '/rollback'), 'a first rollback');
    const pending = [...studio.app.studio.store.retries.values()];
    expect(pending).toHaveLength(1);

    studio = await studio.restart();
    expect([...studio.app.studio.store.retries.keys()]).toEqual(pending.map((r) => r.id));
    down = false;
    await eventually(
      () => studio.app.studio.store.retries.size === 0,
      'the rollback after restart',
    );
    const last = wallet.calls.at(-1);
    expect(last?.path).toBe('/rollback');
    expect(last?.body).toEqual(pending[0]?.body);
  });

  it('refuses a second round while the first is still at the wallet', async () => {
    const sid = await setUp();
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => (release = resolve));
    wallet.behave = async () => {
      await gate;
      return { status: 200 };
    };
    const first = spin(sid);
    await eventually(() => wallet.calls.length === 1, 'the first call at the wallet');
    const second = await spin(sid);
    expect(second.statusCode).toBe(409);
    expect(second.json().code).toBe('round_in_progress');
    release();
    expect((await first).statusCode).toBe(200);
    expect(wallet.calls).toHaveLength(1);
  });

  it('keeps every round as it was decided: GET /rounds/:id (signed) re-renders it exactly', async () => {
    const sid = await setUp();
    const response = await spin(sid);
    const shown = response.json();
    const unsigned = await studio.app.inject({ method: 'GET', url: `/rounds/${shown.round_id}` });
    expect(unsigned.statusCode).toBe(403);
    const stored = await studio.app.inject({
      method: 'GET',
      url: `/rounds/${shown.round_id}`,
      headers: signedHeaders(''),
    });
    expect(stored.statusCode).toBe(200);
    const round = stored.json();
    expect(JSON.stringify(round.view)).toBe(response.body);
    expect(round).toMatchObject({ status: 'settled', bet: 200, win: shown.win, player_id: '1042' });
    expect(round.outcome.spins[0].grid).toEqual(shown.spins[0].grid);
    const missing = await studio.app.inject({
      method: 'GET',
      url: '/rounds/rnd_unknown',
      headers: signedHeaders(''),
    });
    expect(missing.statusCode).toBe(404);
  });
});
