import { afterEach, describe, expect, it } from 'vitest';
import { slotRoundViewSchema } from '../shared/client-api.js';
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

describe('demo play', () => {
  it('moves the FUN balance by stake and win, lists the round, and never calls the wallet', async () => {
    wallet = await startFakeWallet(TEST_SECRET);
    studio = await buildTestStudio({ WALLET_URL: wallet.url });
    const sid = await openSession(studio.app, { game: 'aurora-studios/slot' });
    let balance = 200_000;
    for (let i = 0; i < 10; i += 1) {
      const response = await studio.app.inject({
        method: 'POST',
        url: `/api/sessions/${sid}/slot/spin`,
        payload: { bet: 200 },
      });
      expect(response.statusCode, response.body).toBe(200);
      const round = slotRoundViewSchema.parse(response.json());
      expect(round.bet).toBe(200);
      expect(round.win).toBe(round.spins.reduce((sum, spin) => sum + spin.win, 0));
      balance = balance - 200 + round.win;
      expect(round.balance).toBe(balance);
    }
    const view = (await studio.app.inject({ method: 'GET', url: `/api/sessions/${sid}` })).json();
    expect(view.balance).toBe(balance);
    expect(view.history).toHaveLength(10);
    expect(wallet.calls).toHaveLength(0);
  });

  it('refuses a stake above the FUN balance with not_enough_funds and the balance', async () => {
    wallet = await startFakeWallet(TEST_SECRET);
    studio = await buildTestStudio({ WALLET_URL: wallet.url });
    const sid = await openSession(studio.app, { game: 'aurora-studios/slot' });
    const session = studio.app.studio.store.sessions.get(sid);
    if (session) session.balance = 100;
    const response = await studio.app.inject({
      method: 'POST',
      url: `/api/sessions/${sid}/slot/spin`,
      payload: { bet: 200 },
    });
    expect(response.statusCode).toBe(402);
    expect(response.json()).toEqual({
      code: 'not_enough_funds',
      message: expect.any(String),
      balance: 100,
    });
  });

  it('refuses malformed or out-of-limit stakes with invalid_bet, never 500', async () => {
    wallet = await startFakeWallet(TEST_SECRET);
    studio = await buildTestStudio({ WALLET_URL: wallet.url });
    const sid = await openSession(studio.app, { game: 'aurora-studios/slot' });
    for (const payload of [
      { bet: 0 },
      { bet: -20 },
      { bet: 20.5 },
      { bet: '200' },
      { bet: 1e300 },
      { bet: 210 },
      { bet: 20 * 1_000_000 },
      {},
      [],
    ]) {
      const response = await studio.app.inject({
        method: 'POST',
        url: `/api/sessions/${sid}/slot/spin`,
        payload: payload as object,
      });
      expect(response.statusCode, JSON.stringify(payload)).toBe(422);
      expect(response.json().code).toBe('invalid_bet');
    }
  });
});
