import { afterEach, describe, expect, it } from 'vitest';
import { freespinIssueAnswerSchema, type FreespinIssueRequest } from '@croupier/contracts/gifts';
import { sessionViewSchema, slotRoundViewSchema } from '../shared/client-api.js';
import { pruneStudioState } from '../store/retention.js';
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

const PLAYER = '1042';
const REAL = {
  game: 'aurora-studios/slot',
  mode: 'real' as const,
  currency: 'EUR',
  player_id: PLAYER,
  casino_session_id: 'gs-77',
};
const inADay = () => new Date(Date.now() + 24 * 60 * 60_000).toISOString();

function issueRequest(overrides: Partial<FreespinIssueRequest> = {}): FreespinIssueRequest {
  return {
    issue_id: 'gift-1',
    user_id: PLAYER,
    currency: 'EUR',
    games: ['aurora-studios/slot', 'aurora-studios/classic'],
    freespins_quantity: 3,
    bet_level: 200,
    valid_until: inADay(),
    ...overrides,
  };
}

async function setUp(env: Record<string, string> = {}) {
  wallet = await startFakeWallet(TEST_SECRET, 50_000);
  studio = await buildTestStudio({ WALLET_URL: wallet.url, ...env });
}

function casinoPost(path: string, body: unknown, headers?: Record<string, string>) {
  const raw = typeof body === 'string' ? body : JSON.stringify(body);
  return studio.app.inject({
    method: 'POST',
    url: path,
    headers: headers ?? signedHeaders(raw),
    payload: raw,
  });
}

async function issue(overrides: Partial<FreespinIssueRequest> = {}) {
  const response = await casinoPost('/freespins/issue', issueRequest(overrides));
  expect(response.statusCode, response.body).toBe(200);
  return freespinIssueAnswerSchema.parse(response.json());
}

async function view(sid: string) {
  const response = await studio.app.inject({ method: 'GET', url: `/api/sessions/${sid}` });
  expect(response.statusCode, response.body).toBe(200);
  return sessionViewSchema.parse(response.json());
}

function spin(sid: string, body: Record<string, unknown>) {
  return studio.app.inject({
    method: 'POST',
    url: `/api/sessions/${sid}/slot/spin`,
    payload: body,
  });
}

const lastPlay = () => wallet.calls.filter((call) => call.path === '/play').at(-1);

describe('free spins issued by the casino', () => {
  it('issues once: the same issue_id again answers the same issue, other content is a 409', async () => {
    await setUp();
    const first = await issue();
    expect(first).toMatchObject({
      issue_id: 'gift-1',
      freespins_quantity: 3,
      freespins_left: 3,
      bet_level: 200,
      status: 'active',
    });
    expect(await issue({ valid_until: first.valid_until })).toEqual(first);
    // A retry that computed its deadline again answers the first issue, deadline and all.
    expect(await issue({ valid_until: new Date(Date.now() + 60_000).toISOString() })).toEqual(
      first,
    );
    const conflict = await casinoPost(
      '/freespins/issue',
      issueRequest({ valid_until: first.valid_until, freespins_quantity: 4 }),
    );
    expect(conflict.statusCode).toBe(409);
    expect(conflict.json()).toMatchObject({ code: 'issue_conflict' });
    expect(studio.app.studio.store.freespins.size).toBe(1);
  });

  it('refuses a bad signature with 403 before reading the body', async () => {
    await setUp();
    const raw = JSON.stringify(issueRequest());
    for (const headers of [
      { 'content-type': 'application/json' },
      signedHeaders(raw, 'another-secret-0123456789'),
      signedHeaders(`${raw} `),
    ]) {
      const response = await casinoPost('/freespins/issue', raw, headers);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toMatchObject({ code: 'bad_signature' });
    }
    const cancel = await casinoPost(
      '/freespins/cancel',
      { issue_id: 'gift-1' },
      {
        'content-type': 'application/json',
      },
    );
    expect(cancel.statusCode).toBe(403);
    expect(studio.app.studio.store.freespins.size).toBe(0);
  });

  it('refuses bodies off the contract and spins the games cannot play with 4xx, never 500', async () => {
    await setUp();
    const bad: [unknown, number, string][] = [
      [{ ...issueRequest(), freespins_quantity: 0 }, 422, 'invalid_request'],
      [{ ...issueRequest(), freespins_quantity: 1.5 }, 422, 'invalid_request'],
      [{ ...issueRequest(), bet_level: -1 }, 422, 'invalid_request'],
      [{ ...issueRequest(), games: [] }, 422, 'invalid_request'],
      [{ ...issueRequest(), valid_until: 'tomorrow' }, 422, 'invalid_request'],
      [{ ...issueRequest(), issue_id: 'has space' }, 422, 'invalid_request'],
      [{ ...issueRequest(), currency: 'euro' }, 422, 'invalid_request'],
      [{ issue_id: 'gift-1' }, 422, 'invalid_request'],
      [issueRequest({ games: ['aurora-studios/nope'] }), 422, 'unknown_game'],
      [issueRequest({ games: ['aurora-studios/roulette'] }), 422, 'not_a_slot'],
      [issueRequest({ currency: 'JPY' }), 422, 'invalid_currency'],
      [issueRequest({ bet_level: 210 }), 422, 'invalid_bet_level'],
      [issueRequest({ bet_level: 20_000 }), 422, 'invalid_bet_level'],
    ];
    for (const [body, status, code] of bad) {
      const response = await casinoPost('/freespins/issue', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(status);
      expect(response.json().code, JSON.stringify(body)).toBe(code);
    }
    const notJson = await casinoPost('/freespins/issue', '{"issue_id":');
    expect(notJson.statusCode).toBe(400);
    const badCancel = await casinoPost('/freespins/cancel', { issue_id: '' });
    expect(badCancel.statusCode).toBe(422);
    expect(badCancel.json().fields).toHaveProperty('issue_id');
    expect(studio.app.studio.store.freespins.size).toBe(0);
  });

  it('plays a free spin as one /play with freespin_issue_id, a bet of 0 and the win, and counts down', async () => {
    await setUp();
    await issue();
    const sid = await openSession(studio.app, REAL);
    const before = await view(sid);
    expect(before.freespins).toMatchObject({ issue_id: 'gift-1', left: 3, total: 3, bet: 200 });

    const lefts: number[] = [];
    for (let spinNo = 0; spinNo < 3; spinNo += 1) {
      const balance = wallet.balance;
      const response = await spin(sid, { freespin_issue_id: 'gift-1' });
      expect(response.statusCode, response.body).toBe(200);
      const round = slotRoundViewSchema.parse(response.json());
      expect(round.bet).toBe(0);
      lefts.push(round.freespins?.left ?? -1);
      const call = lastPlay();
      expect(call?.signed).toBe(true);
      expect(call?.body).toMatchObject({
        user_id: PLAYER,
        currency: 'EUR',
        game: 'aurora-studios/slot',
        game_id: round.round_id,
        session_id: 'gs-77',
        finished: true,
        freespin_issue_id: 'gift-1',
      });
      expect(call?.body.actions.map((action) => [action.action, action.amount])).toEqual([
        ['bet', 0],
        ['win', round.win],
      ]);
      // Nothing staked: the balance moves only by the win.
      expect(round.balance).toBe(balance + round.win);
    }
    expect(lefts).toEqual([2, 1, 0]);
    const after = await view(sid);
    expect(after.freespins).toBeNull();
    expect(after.history[0]?.summary).toMatch(/^Free spin/);
    expect(studio.app.studio.store.retries.size).toBe(0);

    // None left: a free spin is refused, and the game plays on with real stakes.
    const refused = await spin(sid, { freespin_issue_id: 'gift-1' });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().code).toBe('invalid_bet');
    const calls = wallet.calls.length;
    const real = await spin(sid, { bet: 200 });
    expect(real.statusCode, real.body).toBe(200);
    expect(wallet.calls.length).toBe(calls + 1);
    expect(lastPlay()?.body).not.toHaveProperty('freespin_issue_id');
    expect(lastPlay()?.body.actions[0]).toMatchObject({ action: 'bet', amount: 200 });
  });

  it('offers the spins only to their player, currency and games', async () => {
    await setUp();
    await issue({ games: ['aurora-studios/slot'] });
    const other = await openSession(studio.app, { ...REAL, player_id: '7' });
    const classic = await openSession(studio.app, { ...REAL, game: 'aurora-studios/classic' });
    const usd = await openSession(studio.app, { ...REAL, currency: 'USD' });
    const demo = await openSession(studio.app, {
      game: 'aurora-studios/slot',
      mode: 'demo',
      currency: 'FUN',
    });
    for (const sid of [other, classic, usd, demo]) {
      expect((await view(sid)).freespins ?? null).toBeNull();
      const response = await spin(sid, { freespin_issue_id: 'gift-1' });
      expect(response.statusCode).toBe(422);
    }
    expect(studio.app.studio.store.freespins.get('gift-1')?.left).toBe(3);
    expect(wallet.calls.some((call) => 'freespin_issue_id' in call.body)).toBe(false);
  });

  it('cancel stops offering the spins left; it is idempotent and unknown issues are 404', async () => {
    await setUp();
    await issue();
    const sid = await openSession(studio.app, REAL);
    expect((await spin(sid, { freespin_issue_id: 'gift-1' })).statusCode).toBe(200);
    const canceled = await casinoPost('/freespins/cancel', { issue_id: 'gift-1' });
    expect(canceled.statusCode).toBe(200);
    expect(canceled.json()).toMatchObject({ status: 'canceled', freespins_left: 2 });
    const again = await casinoPost('/freespins/cancel', { issue_id: 'gift-1' });
    expect(again.json()).toEqual(canceled.json());
    expect((await view(sid)).freespins).toBeNull();
    expect((await spin(sid, { freespin_issue_id: 'gift-1' })).statusCode).toBe(422);
    // The issue replayed after its cancel still answers it as it stands.
    const replay = await casinoPost(
      '/freespins/issue',
      issueRequest({ valid_until: canceled.json().valid_until }),
    );
    expect(replay.json()).toMatchObject({ status: 'canceled', freespins_left: 2 });
    const unknown = await casinoPost('/freespins/cancel', { issue_id: 'gift-404' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toMatchObject({ code: 'unknown_issue' });
  });

  it('stops offering the spins once valid_until passes, and forgets the issue a day later', async () => {
    await setUp();
    const validUntil = new Date(Date.now() + 300).toISOString();
    await issue({ valid_until: validUntil });
    const sid = await openSession(studio.app, REAL);
    expect((await view(sid)).freespins?.left).toBe(3);
    await new Promise((resolve) => setTimeout(resolve, 350));
    expect((await view(sid)).freespins).toBeNull();
    expect((await spin(sid, { freespin_issue_id: 'gift-1' })).statusCode).toBe(422);
    const replay = await casinoPost('/freespins/issue', issueRequest({ valid_until: validUntil }));
    expect(replay.json()).toMatchObject({ status: 'expired', freespins_left: 3 });
    const ctx = studio.app.studio;
    expect(pruneStudioState(ctx, Date.parse(validUntil) + 60_000).freespins).toBe(0);
    expect(pruneStudioState(ctx, Date.parse(validUntil) + 25 * 60 * 60_000).freespins).toBe(1);
    expect(ctx.store.freespins.size).toBe(0);
  });

  it('keeps issues and spins left across a restart (journaled)', async () => {
    await setUp();
    await issue();
    const sid = await openSession(studio.app, REAL);
    expect((await spin(sid, { freespin_issue_id: 'gift-1' })).statusCode).toBe(200);
    studio = await studio.restart();
    expect((await view(sid)).freespins).toMatchObject({ left: 2, total: 3 });
  });

  it('gives the spin back when the wallet refuses it, and ends the issue on a 400', async () => {
    await setUp();
    await issue();
    const sid = await openSession(studio.app, REAL);
    wallet.behave = () => ({ status: 412, error: { code: 110, message: 'Player is disabled' } });
    const disabled = await spin(sid, { freespin_issue_id: 'gift-1' });
    expect(disabled.json().code).toBe('player_disabled');
    expect(studio.app.studio.store.freespins.get('gift-1')?.left).toBe(3);

    wallet.behave = () => ({
      status: 400,
      error: {
        code: 400,
        message: 'Bad request: no free spins in play under this freespin_issue_id',
      },
    });
    const forbidden = await spin(sid, { freespin_issue_id: 'gift-1' });
    expect(forbidden.statusCode).toBe(422);
    wallet.behave = () => ({ status: 200 });
    expect((await view(sid)).freespins).toBeNull();
    expect((await view(sid)).history).toEqual([]);
  });

  it('retries an unanswered free spin with the same action ids instead of rolling it back', async () => {
    await setUp({ WALLET_TIMEOUT_MS: '100' });
    await issue();
    const sid = await openSession(studio.app, REAL);
    let hung = 0;
    wallet.behave = (call) => {
      if (call.body.actions.length === 0) return { status: 200 };
      hung += 1;
      return hung === 1 ? { status: 'hang' } : { status: 200 };
    };
    const response = await spin(sid, { freespin_issue_id: 'gift-1' });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().freespins.left).toBe(2);
    const deadline = Date.now() + 5_000;
    while (studio.app.studio.store.retries.size > 0 && Date.now() < deadline) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const plays = wallet.calls.filter((call) => call.body.actions.length > 0);
    expect(plays).toHaveLength(2);
    expect(plays[1]?.body).toEqual(plays[0]?.body);
    expect(wallet.calls.some((call) => call.path === '/rollback')).toBe(false);
    expect((await view(sid)).history[0]?.summary).toMatch(/^Free spin/);
  });
});
