import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/test-app.js';
import { trialBalance, verifyChains } from '../ledger/ledger-audit.service.js';
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
import { roundOf } from './wallet-test.repository.js';

const test = await buildTestApp();
const { app, database, env } = test;
const wallet = walletClient(test);

describe('POST /api/wallet/:studio/play (DESIGN.md §6)', () => {
  it('answers the balance for a call without actions and moves nothing', async () => {
    const player = await fixturePlayer(app, { balance: 12_345 });
    const call = await wallet.play(player, newId('round'), []);
    expect(call.status).toBe(200);
    expect(call.body).toMatchObject({ balance: 12_345, transactions: [] });
    expect(await gamePostings(test, player)).toEqual([]);
  });

  it('takes a stake from cash into provider clearing and answers the new balance and a tx_id', async () => {
    const player = await fixturePlayer(app, { balance: 10_000 });
    const round = newId('round');
    const stake = bet(250);
    const answer = asWalletResponse(await wallet.play(player, round, [stake]));
    expect(answer.balance).toBe(9_750);
    expect(answer.game_id).toBe(round);
    expect(answer.transactions).toEqual([
      {
        action_id: stake.action_id,
        tx_id: expect.stringMatching(/^\d+$/),
        processed_at: expect.any(String),
      },
    ]);
    expect(await balanceOf(test, player)).toBe(9_750);
    expect(await gamePostings(test, player)).toEqual([{ kind: 'bet', amount: -250 }]);
  });

  it('books a bet and a win of one batch as two postings and answers the net balance', async () => {
    const player = await fixturePlayer(app, { balance: 10_000 });
    const round = newId('round');
    const answer = asWalletResponse(
      await wallet.play(player, round, [bet(500), win(1_200)], { finished: true }),
    );
    expect(answer.balance).toBe(10_700);
    expect(answer.transactions).toHaveLength(2);
    expect(await gamePostings(test, player)).toEqual([
      { kind: 'bet', amount: -500 },
      { kind: 'win', amount: 1_200 },
    ]);
    expect(await roundOf(database.db, env.GAMES_STUDIO, round)).toMatchObject({
      playerId: Number(player.user_id),
      betCents: 500,
      winCents: 1_200,
      finished: true,
    });
  });

  it('records a zero win without a posting, and a win without a bet opens its round', async () => {
    const player = await fixturePlayer(app, { balance: 1_000 });
    const round = newId('round');
    const zero = asWalletResponse(await wallet.play(player, round, [win(0)]));
    expect(zero.balance).toBe(1_000);
    expect(zero.transactions).toHaveLength(1);
    const paid = asWalletResponse(await wallet.play(player, newId('round'), [win(300)]));
    expect(paid.balance).toBe(1_300);
    expect(await gamePostings(test, player)).toEqual([{ kind: 'win', amount: 300 }]);
    expect(await roundOf(database.db, env.GAMES_STUDIO, round)).toMatchObject({
      betCents: 0,
      winCents: 0,
    });
  });

  it('refuses a stake above the balance with 412 code 100, the balance, and applies no part of the batch', async () => {
    const player = await fixturePlayer(app, { balance: 1_000 });
    const call = await wallet.play(player, newId('round'), [bet(400), bet(700)]);
    expect(call.status).toBe(412);
    expect(call.body).toEqual({ code: 100, message: expect.any(String), balance: 1_000 });
    expect(await balanceOf(test, player)).toBe(1_000);
    expect(await gamePostings(test, player)).toEqual([]);
  });

  it('marks the round finished on a closing call without actions', async () => {
    const player = await fixturePlayer(app);
    const round = newId('round');
    asWalletResponse(await wallet.play(player, round, [bet(100)]));
    expect(await roundOf(database.db, env.GAMES_STUDIO, round)).toMatchObject({ finished: false });
    asWalletResponse(await wallet.play(player, round, [], { finished: true }));
    expect(await roundOf(database.db, env.GAMES_STUDIO, round)).toMatchObject({
      finished: true,
      betCents: 100,
    });
  });

  it('answers 400 for a win that would take the balance past 2^53 - 1, and moves nothing', async () => {
    const player = await fixturePlayer(app, { balance: Number.MAX_SAFE_INTEGER - 10 });
    const call = await wallet.play(player, newId('round'), [win(11)]);
    expect(call.status).toBe(400);
    expect(call.body).toMatchObject({ code: 400 });
    expect(await balanceOf(test, player)).toBe(Number.MAX_SAFE_INTEGER - 10);
    const fits = asWalletResponse(await wallet.play(player, newId('round'), [win(10)]));
    expect(fits.balance).toBe(Number.MAX_SAFE_INTEGER);
  });

  it("keeps one hash chain on the player's cash through batches, a rollback, replays and a refused batch", async () => {
    const player = await fixturePlayer(app, { balance: 5_000 });
    const round = newId('round');
    const stake = bet(400);
    const prize = win(150);
    const first = asWalletResponse(await wallet.play(player, round, [stake, prize, bet(100)]));
    expect(first.balance).toBe(4_650);
    const replay = asWalletResponse(await wallet.play(player, round, [stake, prize, bet(100)]));
    expect(replay.transactions).not.toEqual(first.transactions);
    expect(replay.transactions.slice(0, 2)).toEqual(first.transactions.slice(0, 2));
    const second = newId('round');
    const undone = bet(300);
    asWalletResponse(await wallet.play(player, second, [undone]));
    asWalletResponse(await wallet.rollback(player, second, [rollbackOf(undone.action_id)]));
    expect((await wallet.play(player, newId('round'), [bet(200), bet(99_999)])).status).toBe(412);
    asWalletResponse(await wallet.play(player, newId('round'), [bet(50), win(0)]));
    expect(await balanceOf(test, player)).toBe(4_500);
    expect(await gamePostings(test, player)).toEqual([
      { kind: 'bet', amount: -400 },
      { kind: 'win', amount: 150 },
      { kind: 'bet', amount: -100 },
      { kind: 'bet', amount: -100 },
      { kind: 'bet', amount: -300 },
      { kind: 'rollback', amount: 300 },
      { kind: 'bet', amount: -50 },
    ]);
    expect(await verifyChains(database.db)).toMatchObject({ ok: true, broken: [], badHeads: [] });
  });

  it('keeps the books balanced', async () => {
    expect(await trialBalance(database.db)).toMatchObject({ ok: true });
  });
});
