import { describe, expect, it } from 'vitest';
import { buildTestApp, xhr } from '../../testing/test-app.js';
import {
  asWalletResponse,
  balanceOf,
  bet,
  fixturePlayer,
  newId,
  walletClient,
} from './wallet.test-helpers.js';

const test = await buildTestApp();
const { app } = test;
const closed = await buildTestApp({ ENABLE_TEST_API: 'false' });

describe('the wallet fixture API (/__test/wallet, ENABLE_TEST_API only)', () => {
  it('does not exist unless the test API is enabled', async () => {
    const response = await closed.app.inject({
      method: 'POST',
      url: '/__test/wallet/players',
      headers: xhr,
      payload: { currency: 'EUR', balance: 1_000 },
    });
    expect(response.statusCode).toBe(404);
  });

  it('makes a funded player whose game session takes bets, in the shape the conformance suite reads', async () => {
    const player = await fixturePlayer(app, { currency: 'EUR', balance: 4_321 });
    expect(player).toEqual({
      user_id: expect.stringMatching(/^\d+$/),
      session_id: expect.any(String),
      game: expect.any(String),
      currency: 'EUR',
    });
    expect(await balanceOf(test, player)).toBe(4_321);
    const answer = asWalletResponse(
      await walletClient(test).play(player, newId('round'), [bet(4_321)]),
    );
    expect(answer.balance).toBe(0);
  });

  it('makes players in other currencies, and a zero balance', async () => {
    for (const currency of ['USD', 'BTC', 'JPY']) {
      const player = await fixturePlayer(app, { currency, balance: 0 });
      expect(player.currency).toBe(currency);
      expect(
        asWalletResponse(await walletClient(test).play(player, newId('round'), [])).balance,
      ).toBe(0);
    }
  });

  it('refuses a malformed request with 4xx', async () => {
    for (const payload of [
      {},
      { currency: 'eur', balance: 1 },
      { currency: 'EUR', balance: 1.5 },
      { currency: 'EUR', balance: -1 },
    ]) {
      const response = await app.inject({ method: 'POST', url: '/__test/wallet/players', payload });
      expect(response.statusCode, JSON.stringify(payload)).toBeGreaterThanOrEqual(400);
      expect(response.statusCode).toBeLessThan(500);
    }
  });
});
