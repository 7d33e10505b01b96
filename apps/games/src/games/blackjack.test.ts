import { afterEach, describe, expect, it } from 'vitest';
import { blackjackRoundViewSchema, type BlackjackRoundView } from '../shared/client-api.js';
import { startFakeWallet, type FakeWallet } from '../testing/fake-wallet.js';
import {
  buildTestStudio,
  openSession,
  TEST_SECRET,
  type TestStudio,
} from '../testing/test-studio.js';

let studio: TestStudio;
let wallet: FakeWallet;
afterEach(async () => {
  await studio.close();
  await wallet.stop();
});

async function setUp(mode: 'demo' | 'real') {
  wallet = await startFakeWallet(TEST_SECRET, 100_000);
  studio = await buildTestStudio({ WALLET_URL: wallet.url });
  return openSession(
    studio.app,
    mode === 'demo'
      ? { game: 'aurora-studios/blackjack' }
      : { game: 'aurora-studios/blackjack', mode: 'real', currency: 'EUR', player_id: '5' },
  );
}

async function deal(sid: string, bet = 100) {
  const response = await studio.app.inject({
    method: 'POST',
    url: `/api/sessions/${sid}/blackjack/deal`,
    payload: { bet },
  });
  return { status: response.statusCode, body: response.json() };
}

async function act(sid: string, roundId: string, action: string) {
  const response = await studio.app.inject({
    method: 'POST',
    url: `/api/sessions/${sid}/blackjack/${roundId}/action`,
    payload: { action },
  });
  return { status: response.statusCode, body: response.json() };
}

/** Deals until a hand offers `action` (hands that end at the deal are settled and skipped). */
async function dealUntil(sid: string, action: string, attempts = 50): Promise<BlackjackRoundView> {
  for (let i = 0; i < attempts; i += 1) {
    const round = blackjackRoundViewSchema.parse((await deal(sid)).body);
    if (round.actions.includes(action as never)) return round;
    while (!round.finished) {
      const next = await act(sid, round.round_id, 'stand');
      if (blackjackRoundViewSchema.parse(next.body).finished) break;
    }
  }
  throw new Error(`no hand offered ${action}`);
}

describe('blackjack', () => {
  it('plays demo hands to the end: the dealer’s hole card stays hidden until then, balance settles', async () => {
    const sid = await setUp('demo');
    let balance = 200_000;
    for (let i = 0; i < 8; i += 1) {
      let round = blackjackRoundViewSchema.parse((await deal(sid)).body);
      if (!round.finished) {
        expect(round.dealer.cards).toHaveLength(1);
        expect(round.dealer.total).toBeNull();
      }
      while (!round.finished) {
        round = blackjackRoundViewSchema.parse((await act(sid, round.round_id, 'stand')).body);
      }
      expect(round.dealer.cards.length).toBeGreaterThanOrEqual(2);
      balance += round.win - round.bet;
      expect(round.balance).toBe(balance);
    }
    const view = (await studio.app.inject({ method: 'GET', url: `/api/sessions/${sid}` })).json();
    expect(view.history).toHaveLength(8);
    expect(wallet.calls).toHaveLength(0);
  });

  it('stakes at the deal, stakes again on a double, and pays at the end with finished', async () => {
    const sid = await setUp('real');
    const round = await dealUntil(sid, 'double');
    const before = wallet.calls.length;
    const doubled = blackjackRoundViewSchema.parse((await act(sid, round.round_id, 'double')).body);
    expect(doubled.finished).toBe(true);
    expect(doubled.bet).toBe(200);
    const calls = wallet.calls.slice(before).filter((c) => c.body.game_id === round.round_id);
    expect(calls[0]?.body).toMatchObject({
      finished: false,
      actions: [{ action: 'bet', amount: 100 }],
    });
    expect(calls[1]?.body.finished).toBe(true);
    const paid = calls[1]?.body.actions ?? [];
    expect(paid.reduce((sum, a) => sum + (a.amount ?? 0), 0)).toBe(doubled.win);
    const dealCall = wallet.calls.find(
      (c) => c.body.game_id === round.round_id && c.body.actions.length > 0,
    );
    expect(dealCall?.body).toMatchObject({
      finished: false,
      actions: [{ action: 'bet', amount: 100 }],
    });
    expect(doubled.balance).toBe(wallet.balance);
  });

  it('stakes a second bet on a split, plays both hands, and pays them in the closing call', async () => {
    const sid = await setUp('real');
    // About one deal in twelve offers a split: 400 deals miss one with a chance under 1e-13.
    const round = await dealUntil(sid, 'split', 400);
    const before = wallet.calls.length;
    // The deal's stake is already taken; the split takes a second one.
    const balanceAtDeal = wallet.balance;
    let view = blackjackRoundViewSchema.parse((await act(sid, round.round_id, 'split')).body);
    expect(view.hands).toHaveLength(2);
    expect(view.bet).toBe(200);
    while (!view.finished) {
      view = blackjackRoundViewSchema.parse((await act(sid, round.round_id, 'stand')).body);
    }
    const calls = wallet.calls.slice(before).filter((c) => c.body.game_id === round.round_id);
    expect(calls[0]?.body).toMatchObject({
      finished: false,
      actions: [{ action: 'bet', amount: 100 }],
    });
    const closing = calls.at(-1)?.body;
    expect(closing?.finished).toBe(true);
    const paid = (closing?.actions ?? []).reduce((sum, a) => sum + (a.amount ?? 0), 0);
    expect(paid).toBe(view.win);
    expect(view.balance).toBe(wallet.balance);
    expect(wallet.balance).toBe(balanceAtDeal - 100 + view.win);
  });

  it('keeps the hand as it was when the wallet refuses the double', async () => {
    const sid = await setUp('real');
    const round = await dealUntil(sid, 'double');
    wallet.behave = () => ({ status: 412, error: { code: 100, message: 'no', balance: 50 } });
    const refused = await act(sid, round.round_id, 'double');
    expect(refused.status).toBe(402);
    expect(refused.body.code).toBe('not_enough_funds');
    wallet.behave = () => ({ status: 200 });
    const stood = blackjackRoundViewSchema.parse((await act(sid, round.round_id, 'stand')).body);
    expect(stood.finished).toBe(true);
    expect(stood.bet).toBe(100);
    expect(stood.hands[0]?.cards).toEqual(round.hands[0]?.cards);
  });

  it('answers the unfinished hand again on a new deal (a reload), without a second stake', async () => {
    const sid = await setUp('real');
    const round = await dealUntil(sid, 'stand');
    const calls = wallet.calls.length;
    const again = blackjackRoundViewSchema.parse((await deal(sid, 500)).body);
    expect(again.round_id).toBe(round.round_id);
    expect(again.hands).toEqual(round.hands);
    expect(wallet.calls).toHaveLength(calls);
  });

  it('refuses actions on a hand that is not in play or not allowed', async () => {
    const sid = await setUp('demo');
    expect((await act(sid, 'rnd_nothing', 'hit')).status).toBe(422);
    const round = await dealUntil(sid, 'stand');
    if (!round.actions.includes('split')) {
      const split = await act(sid, round.round_id, 'split');
      expect(split.status).toBe(422);
      expect(split.body.code).toBe('invalid_bet');
    }
    expect((await act(sid, round.round_id, 'fold')).status).toBe(422);
  });
});
