import { describe, expect, it } from 'vitest';
import { buildTestApp, xhr } from '../../testing/test-app.js';
import { registerTestPlayer, uniqueTestAddress } from '../../testing/players.js';
import { trialBalance } from '../ledger/ledger-audit.service.js';
import { openFixturePlay } from './wallet-fixture.service.js';
import type { FixturePlayer } from './wallet-fixture.service.js';
import {
  asWalletResponse,
  balanceOf,
  bet,
  fixturePlayer,
  gamePostings,
  newId,
  rollbackOf,
  walletClient,
  win,
} from './wallet.test-helpers.js';

/*
 * WI-06: a win is owed whatever happened after the stake. It is credited late (retries up to
 * 24 h), after logout, after the session expired and during a self-exclusion, exactly once
 * however often the studio retries; only new bets are refused.
 */

const test = await buildTestApp();
const { app, database, clock } = test;
const wallet = walletClient(test);
const HOUR = 3_600_000;

/** Sends the same win three times (the studio retrying) and expects one credit. */
async function expectWinCreditedOnce(player: FixturePlayer, round: string, stake: number) {
  const paid = win(900);
  const answers = [];
  for (let index = 0; index < 3; index += 1) {
    answers.push(asWalletResponse(await wallet.play(player, round, [paid], { finished: true })));
  }
  expect(new Set(answers.map((answer) => answer.transactions[0]?.tx_id)).size).toBe(1);
  expect(await balanceOf(test, player)).toBe(10_000 - stake + 900);
  expect(await gamePostings(test, player)).toEqual([
    { kind: 'bet', amount: -stake },
    { kind: 'win', amount: 900 },
  ]);
}

describe('late wins (WI-06)', () => {
  it('credits a win 23 hours after its bet, when the game and login sessions have expired', async () => {
    const player = await fixturePlayer(app, { balance: 10_000 });
    const round = newId('round');
    asWalletResponse(await wallet.play(player, round, [bet(300)]));
    clock.advance(23 * HOUR);
    const refused = await wallet.play(player, newId('round'), [bet(1)]);
    expect(refused.body).toMatchObject({ code: 101 });
    await expectWinCreditedOnce(player, round, 300);
  });

  it('credits a win after logout', async () => {
    const player = await fixturePlayer(app, { balance: 10_000 });
    const round = newId('round');
    asWalletResponse(await wallet.play(player, round, [bet(400)]));
    const logout = await app.inject({
      method: 'POST',
      url: '/__test/wallet/logout',
      payload: { user_id: player.user_id, session_id: player.session_id },
    });
    expect(logout.statusCode).toBe(204);
    await expectWinCreditedOnce(player, round, 400);
  });

  it('credits a win, and gives a bet back, during a self-exclusion; new bets are refused 110', async () => {
    const registered = await registerTestPlayer(app);
    const player = await database.db.transaction((tx) =>
      openFixturePlay(app.deps, tx, {
        playerId: registered.player.id,
        currency: 'EUR',
        balance: 10_000,
      }),
    );
    const round = newId('round');
    const pending = bet(50);
    asWalletResponse(await wallet.play(player, round, [bet(500)]));
    asWalletResponse(await wallet.play(player, newId('round'), [pending]));
    const excluded = await app.inject({
      method: 'POST',
      url: '/api/user_limits',
      headers: { ...xhr, cookie: registered.cookie },
      remoteAddress: uniqueTestAddress(),
      payload: { type: 'self_exclusion', months: 6 },
    });
    expect(excluded.statusCode).toBe(201);
    const refused = await wallet.play({ ...player, session_id: undefined }, newId('round'), [
      bet(1),
    ]);
    expect(refused.body).toMatchObject({ code: 110 });

    asWalletResponse(
      await wallet.rollback(player, newId('round'), [rollbackOf(pending.action_id)]),
    );
    const paid = win(900);
    for (let index = 0; index < 3; index += 1) {
      asWalletResponse(await wallet.play(player, round, [paid], { finished: true }));
    }
    expect(await balanceOf(test, player)).toBe(10_000 - 500 + 900);
    expect(await gamePostings(test, player)).toEqual([
      { kind: 'bet', amount: -500 },
      { kind: 'bet', amount: -50 },
      { kind: 'rollback', amount: 50 },
      { kind: 'win', amount: 900 },
    ]);
  });

  it('keeps the books balanced', async () => {
    expect(await trialBalance(database.db)).toMatchObject({ ok: true });
  });
});
