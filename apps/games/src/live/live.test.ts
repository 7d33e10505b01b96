import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { liveTableStateSchema, type LiveTableState } from '../shared/client-api.js';
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
const sockets: WebSocket[] = [];
afterEach(async () => {
  for (const socket of sockets.splice(0)) socket.terminate();
  await studio.close();
  await wallet.stop();
});

async function eventually<T>(check: () => T | undefined | false, what: string): Promise<T> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const value = check();
    if (value) return value;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function liveStudio(game: string) {
  wallet = await startFakeWallet(TEST_SECRET, 100_000);
  // Two seats bet through the wallet inside one betting window: 300 ms (the test default) is
  // too short on a loaded machine, and the second bet then meets a closed table (409).
  studio = await buildTestStudio({ WALLET_URL: wallet.url, LIVE_BETTING_MS: '1500' });
  const address = await studio.app.listen({ host: '127.0.0.1', port: 0 });
  const open = (player: string) =>
    openSession(studio.app, {
      game,
      mode: 'real',
      currency: 'EUR',
      player_id: player,
      nickname: `P${player}`,
    });
  return { wsBase: address.replace(/^http/, 'ws'), open };
}

function watch(url: string): { frames: LiveTableState[]; socket: WebSocket } {
  const socket = new WebSocket(url);
  sockets.push(socket);
  const frames: LiveTableState[] = [];
  socket.on('message', (data) => {
    frames.push(liveTableStateSchema.parse(JSON.parse(String(data))));
  });
  return { frames, socket };
}

function bet(sid: string, body: object) {
  return studio.app.inject({
    method: 'POST',
    url: `/api/sessions/${sid}/live/bets`,
    payload: body,
  });
}

// Red + black + zero: every number wins something, so every seat has a win to be paid.
const COVER_ALL = {
  bets: [
    { kind: 'red', amount: 100 },
    { kind: 'black', amount: 100 },
    { kind: 'straight', numbers: [0], amount: 10 },
  ],
};

describe('live tables', () => {
  it('streams one roulette round to two sockets and settles both seats through the wallet', async () => {
    const { wsBase, open } = await liveStudio('aurora-studios/live-roulette');
    const [a, b] = [await open('1'), await open('2')];
    const watchA = watch(`${wsBase}/live/${a}`);
    const watchB = watch(`${wsBase}/live/${b}`);
    await eventually(() => watchA.frames.length > 0 && watchB.frames.length > 0, 'first frames');
    expect(watchA.frames[0]?.phase).toBe('betting');

    expect((await bet(a, COVER_ALL)).statusCode).toBe(200);
    const placed = await bet(b, {
      bets: [
        { kind: 'red', amount: 100 },
        { kind: 'black', amount: 100 },
      ],
    });
    expect(placed.statusCode).toBe(200);
    expect(placed.json()).toMatchObject({ phase: 'betting', my_bet: 200, seated: 2 });

    const resultA = await eventually(
      () => watchA.frames.find((f) => f.phase === 'result' && f.my_win !== undefined),
      'A result',
    );
    const resultB = await eventually(
      () => watchB.frames.find((f) => f.phase === 'result' && f.round_id === resultA.round_id),
      'B result',
    );
    expect(resultA.number).toBe(resultB.number);
    expect(resultA.my_bet).toBe(210);
    expect(resultA.my_win).toBe(resultA.number === 0 ? 360 : 200);
    expect(resultB.my_win).toBe(resultB.number === 0 ? 0 : 200);

    const winCalls = wallet.calls.filter((c) => c.body.finished);
    expect(winCalls.map((c) => c.body.user_id).sort()).toEqual(['1', '2']);
    for (const call of winCalls) {
      const bets = wallet.calls.filter(
        (c) =>
          c.body.game_id === call.body.game_id && c.body.actions.some((x) => x.action === 'bet'),
      );
      expect(bets).toHaveLength(1);
      expect(bets[0]?.body.finished).toBe(false);
    }
    // Each seat's round is on record with the result frame its player was shown (GF-03).
    const stored = await studio.app.inject({
      method: 'GET',
      url: `/rounds/${winCalls[0]?.body.game_id}`,
      headers: signedHeaders(''),
    });
    expect(stored.json()).toMatchObject({
      status: 'settled',
      engine: 'live-roulette',
      view: { phase: 'result', number: resultA.number },
      outcome: { number: resultA.number },
    });
    // Nobody could bet once the round closed.
    const late = await eventually(
      () => watchA.frames.find((f) => f.phase !== 'betting'),
      'a closed phase',
    );
    expect(late).toBeDefined();
  });

  it('keeps a disconnected player’s bets and settles them, and refuses bets after closing', async () => {
    const { wsBase, open } = await liveStudio('aurora-studios/live-roulette');
    const [a, b] = [await open('1'), await open('2')];
    const watchA = watch(`${wsBase}/live/${a}`);
    const watchB = watch(`${wsBase}/live/${b}`);
    await eventually(() => watchA.frames.length > 0 && watchB.frames.length > 0, 'first frames');
    expect((await bet(b, COVER_ALL)).statusCode).toBe(200);
    watchB.socket.close();
    await eventually(() => watchA.frames.some((f) => f.phase === 'closed'), 'closed');
    const refused = await bet(a, COVER_ALL);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().code).toBe('betting_closed');
    await eventually(
      () => wallet.calls.some((c) => c.body.user_id === '2' && c.body.finished),
      'the absent player settled',
    );
    const win = wallet.calls.find((c) => c.body.user_id === '2' && c.body.finished);
    expect(win?.body.actions[0]).toMatchObject({ action: 'win' });
  });

  it('retries a win the wallet fails with 5xx, with the same action id, until it is accepted', async () => {
    const { wsBase, open } = await liveStudio('aurora-studios/live-roulette');
    const a = await open('1');
    const watchA = watch(`${wsBase}/live/${a}`);
    await eventually(() => watchA.frames.length > 0, 'first frame');
    let winAttempts = 0;
    wallet.behave = (call) => {
      if (!call.body.actions.some((x) => x.action === 'win')) return { status: 200 };
      winAttempts += 1;
      return winAttempts <= 2 ? { status: 503 } : { status: 200 };
    };
    expect((await bet(a, COVER_ALL)).statusCode).toBe(200);
    await eventually(() => winAttempts >= 3 && studio.app.studio.store.retries.size === 0, 'win');
    const winIds = wallet.calls
      .flatMap((c) => c.body.actions)
      .filter((x) => x.action === 'win')
      .map((x) => x.action_id);
    expect(winIds).toHaveLength(3);
    expect(new Set(winIds).size).toBe(1);
    // The round counts (history) once the wallet took the win.
    const session = studio.app.studio.store.sessions.get(a);
    expect(session?.history[0]?.win).toBeGreaterThan(0);
  });

  it('deals live blackjack to each seat against one dealer and lets a player act on their hand', async () => {
    const { wsBase, open } = await liveStudio('aurora-studios/live-blackjack');
    const [a, b] = [await open('1'), await open('2')];
    const watchA = watch(`${wsBase}/live/${a}`);
    const watchB = watch(`${wsBase}/live/${b}`);
    await eventually(() => watchA.frames.length > 0 && watchB.frames.length > 0, 'first frames');
    expect((await bet(a, { bet: 100 })).statusCode).toBe(200);
    expect((await bet(b, { bet: 200 })).statusCode).toBe(200);
    const dealt = await eventually(
      () => watchA.frames.find((f) => f.phase === 'closed' || f.phase === 'playing'),
      'the deal',
    );
    expect(dealt.seats).toHaveLength(2);
    expect(dealt.seats?.filter((s) => s.mine)).toHaveLength(1);
    expect(dealt.dealer).toHaveLength(1);
    const playing = watchA.frames.find((f) => f.phase === 'playing');
    if (playing && playing.seats?.find((s) => s.mine)?.status === 'playing') {
      const acted = await studio.app.inject({
        method: 'POST',
        url: `/api/sessions/${a}/live/action`,
        payload: { action: 'stand' },
      });
      expect(acted.statusCode).toBe(200);
      expect(acted.json().seats.find((s: { mine: boolean }) => s.mine).status).toBe('stood');
    }
    const result = await eventually(
      () => watchB.frames.find((f) => f.phase === 'result' && f.round_id === dealt.round_id),
      'the result',
    );
    expect(result.dealer?.length).toBeGreaterThanOrEqual(2);
    expect(
      wallet.calls
        .filter((c) => c.body.finished)
        .map((c) => c.body.user_id)
        .sort(),
    ).toEqual(['1', '2']);
  });

  it('closes the socket of an unknown session and refuses live calls for it', async () => {
    const { wsBase } = await liveStudio('aurora-studios/live-roulette');
    const { socket } = watch(`${wsBase}/live/ses_nobody`);
    const code = await new Promise<number>((resolve) => socket.on('close', (c) => resolve(c)));
    expect(code).toBe(4401);
    expect((await bet('ses_nobody', COVER_ALL)).statusCode).toBe(401);
  });
});
