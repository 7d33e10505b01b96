import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/test-app.js';
import { trialBalance } from '../ledger/ledger-audit.service.js';
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
import { playerWalletActions, roundOf } from './wallet-test.repository.js';

/*
 * WI-04: every action is idempotent by (studio, action_id): a replay answers the first tx_id
 * and moves nothing, other content under the id is a 400 code 409 that moves nothing.
 * WI-05: rollbacks — an unseen original leaves a tombstone and the late original is answered
 * with it and moves nothing; a rollback is idempotent; a bet whose round paid a win is rolled
 * back too (issue 15 overrides the plan's "rollback after a win refused").
 */

const test = await buildTestApp();
const { app, database, env } = test;
const wallet = walletClient(test);

const txIdsOf = (calls: Parameters<typeof asWalletResponse>[0][]) =>
  calls.map((call) => asWalletResponse(call).transactions[0]?.tx_id);

describe('replays (WI-04)', () => {
  for (const times of [1, 2, 3, 4, 5]) {
    it(`moves a bet and a win once when the batch is sent ${times}× in sequence and ${times}× at once`, async () => {
      const player = await fixturePlayer(app, { balance: 10_000 });
      const round = newId('round');
      const actions = [bet(300), win(100)];
      const sequential = [];
      for (let index = 0; index < times; index += 1) {
        sequential.push(await wallet.play(player, round, actions));
      }
      const concurrent = await Promise.all(
        Array.from({ length: times }, () => wallet.play(player, round, actions)),
      );
      const all = [...sequential, ...concurrent];
      for (const call of all) {
        expect(call.status).toBe(200);
        expect(call.body.transactions).toEqual(sequential[0]?.body.transactions);
      }
      expect(await balanceOf(test, player)).toBe(9_800);
      expect(await gamePostings(test, player)).toEqual([
        { kind: 'bet', amount: -300 },
        { kind: 'win', amount: 100 },
      ]);
      expect(await roundOf(database.db, env.GAMES_STUDIO, round)).toMatchObject({
        betCents: 300,
        winCents: 100,
      });
    });
  }

  it('moves a first-time bet once when 5 copies race (each answer carries the same tx_id)', async () => {
    const player = await fixturePlayer(app, { balance: 1_000 });
    const stake = bet(400);
    const round = newId('round');
    const calls = await Promise.all(
      Array.from({ length: 5 }, () => wallet.play(player, round, [stake])),
    );
    expect(new Set(txIdsOf(calls)).size).toBe(1);
    expect(calls.map((call) => call.body.balance)).toEqual([600, 600, 600, 600, 600]);
    expect(await gamePostings(test, player)).toEqual([{ kind: 'bet', amount: -400 }]);
  });

  it('answers the same action id with another amount, round, kind or currency with 400 code 409 and moves nothing', async () => {
    const player = await fixturePlayer(app, { balance: 1_000 });
    const round = newId('round');
    const stake = bet(100);
    asWalletResponse(await wallet.play(player, round, [stake]));
    const changed = [
      wallet.play(player, round, [bet(101, stake.action_id)]),
      wallet.play(player, newId('round'), [bet(100, stake.action_id)]),
      wallet.play(player, round, [win(100, stake.action_id)]),
    ];
    for (const call of await Promise.all(changed)) {
      expect(call.status).toBe(400);
      expect(call.body).toMatchObject({ code: 409 });
    }
    const other = await fixturePlayer(app, { balance: 1_000 });
    const stolen = await wallet.play(other, round, [bet(100, stake.action_id)]);
    expect(stolen.status).toBe(400);
    expect(await balanceOf(test, player)).toBe(900);
    expect(await balanceOf(test, other)).toBe(1_000);
    expect(await gamePostings(test, player)).toEqual([{ kind: 'bet', amount: -100 }]);
  });

  it('answers a bet retried after logout with its first tx_id: a replay is not a new bet', async () => {
    const player = await fixturePlayer(app, { balance: 1_000 });
    const round = newId('round');
    const stake = bet(100);
    const first = asWalletResponse(await wallet.play(player, round, [stake]));
    const logout = await app.inject({
      method: 'POST',
      url: '/__test/wallet/logout',
      payload: { user_id: player.user_id, session_id: player.session_id },
    });
    expect(logout.statusCode).toBe(204);
    const retried = asWalletResponse(await wallet.play(player, round, [stake]));
    expect(retried.transactions).toEqual(first.transactions);
    expect(retried.balance).toBe(900);
    const fresh = await wallet.play(player, round, [bet(100)]);
    expect(fresh.body).toMatchObject({ code: 101 });
  });

  it('applies no part of a batch whose second action conflicts (all-or-nothing)', async () => {
    const player = await fixturePlayer(app, { balance: 1_000 });
    const round = newId('round');
    const first = bet(100);
    asWalletResponse(await wallet.play(player, round, [first]));
    const call = await wallet.play(player, round, [bet(50), bet(999, first.action_id)]);
    expect(call.status).toBe(400);
    expect(await balanceOf(test, player)).toBe(900);
    expect(await playerWalletActions(database.db, Number(player.user_id))).toHaveLength(1);
  });

  it('lets one of two players racing with the same action id or round id through; the other gets 400 code 409', async () => {
    for (let index = 0; index < 3; index += 1) {
      const first = await fixturePlayer(app, { balance: 1_000 });
      const second = await fixturePlayer(app, { balance: 1_000 });
      // Different player locks do not serialise these: the loser hits the unique index, and
      // its call is run again to see the winner's row.
      const shared = bet(100);
      const sameAction = await Promise.all([
        wallet.play(first, newId('round'), [shared]),
        wallet.play(second, newId('round'), [shared]),
      ]);
      expect(sameAction.map((call) => call.status).sort()).toEqual([200, 400]);
      const round = newId('round');
      const sameRound = await Promise.all([
        wallet.play(first, round, [bet(10)]),
        wallet.play(second, round, [bet(10)]),
      ]);
      expect(sameRound.map((call) => call.status).sort()).toEqual([200, 400]);
      const moved = [...(await gamePostings(test, first)), ...(await gamePostings(test, second))];
      expect(moved).toHaveLength(2);
      expect((await balanceOf(test, first)) + (await balanceOf(test, second))).toBe(2_000 - 110);
    }
  });

  it("refuses a bet under another player's round id with 400 code 409", async () => {
    const owner = await fixturePlayer(app, { balance: 1_000 });
    const other = await fixturePlayer(app, { balance: 1_000 });
    const round = newId('round');
    asWalletResponse(await wallet.play(owner, round, [bet(10)]));
    const call = await wallet.play(other, round, [bet(10)]);
    expect(call.status).toBe(400);
    expect(call.body).toMatchObject({ code: 409 });
    expect(await balanceOf(test, other)).toBe(1_000);
  });

  it('checks the owner of a round whose id holds quotes and dollar tags', async () => {
    const owner = await fixturePlayer(app, { balance: 1_000 });
    const other = await fixturePlayer(app, { balance: 1_000 });
    // The guard sent with the COMMIT carries the round id as a literal.
    const round = `${newId('round')}'$$round_guard$$\\`;
    expect(asWalletResponse(await wallet.play(owner, round, [bet(10)])).balance).toBe(990);
    expect(asWalletResponse(await wallet.play(owner, round, [bet(10)])).balance).toBe(980);
    const call = await wallet.play(other, round, [bet(10)]);
    expect(call.status).toBe(400);
    expect(call.body).toMatchObject({ code: 409 });
    expect(await balanceOf(test, other)).toBe(1_000);
  });
});

describe('rollbacks (WI-05)', () => {
  it('gives a bet back once, however often the rollback is sent (×3 in sequence, ×3 at once)', async () => {
    const player = await fixturePlayer(app, { balance: 1_000 });
    const round = newId('round');
    const stake = bet(250);
    asWalletResponse(await wallet.play(player, round, [stake]));
    const undo = rollbackOf(stake.action_id);
    const sequential = [];
    for (let index = 0; index < 3; index += 1) {
      sequential.push(await wallet.rollback(player, round, [undo]));
    }
    const concurrent = await Promise.all(
      Array.from({ length: 3 }, () => wallet.rollback(player, round, [undo])),
    );
    for (const call of [...sequential, ...concurrent]) {
      expect(call.status).toBe(200);
      expect(call.body.balance).toBe(1_000);
      expect(call.body.transactions).toEqual(sequential[0]?.body.transactions);
    }
    expect(await gamePostings(test, player)).toEqual([
      { kind: 'bet', amount: -250 },
      { kind: 'rollback', amount: 250 },
    ]);
    expect(await roundOf(database.db, env.GAMES_STUDIO, round)).toMatchObject({ betCents: 0 });
    // A replay of the bet after its rollback is still a replay: nothing moves.
    const replay = await wallet.play(player, round, [stake]);
    expect(replay.status).toBe(200);
    expect(replay.body.balance).toBe(1_000);
  });

  it('answers a second rollback id of an already rolled-back bet OK without movement', async () => {
    const player = await fixturePlayer(app, { balance: 1_000 });
    const round = newId('round');
    const stake = bet(100);
    asWalletResponse(await wallet.play(player, round, [stake]));
    asWalletResponse(await wallet.rollback(player, round, [rollbackOf(stake.action_id)]));
    const again = asWalletResponse(
      await wallet.rollback(player, round, [rollbackOf(stake.action_id)]),
    );
    expect(again.balance).toBe(1_000);
    expect(await gamePostings(test, player)).toHaveLength(2);
  });

  it("keeps a tombstone for a rollback before its bet: the late bet is answered 200 with the tombstone's tx_id and the net effect is 0", async () => {
    const player = await fixturePlayer(app, { balance: 1_000 });
    const round = newId('round');
    const stake = bet(300);
    const pre = asWalletResponse(
      await wallet.rollback(player, round, [rollbackOf(stake.action_id)]),
    );
    expect(pre.balance).toBe(1_000);
    expect(pre.transactions[0]?.tx_id).toMatch(/^\d+$/);
    // A second pre-rollback of the same original under another id is answered OK too.
    asWalletResponse(await wallet.rollback(player, round, [rollbackOf(stake.action_id)]));
    const late = asWalletResponse(await wallet.play(player, round, [stake]));
    expect(late.balance).toBe(1_000);
    const tombstone = late.transactions[0]?.tx_id;
    expect(tombstone).toMatch(/^\d+$/);
    expect(tombstone).not.toBe(pre.transactions[0]?.tx_id);
    const lateWin = asWalletResponse(await wallet.play(player, round, [win(10, stake.action_id)]));
    expect(lateWin.transactions[0]?.tx_id).toBe(tombstone);
    expect(await balanceOf(test, player)).toBe(1_000);
    expect(await gamePostings(test, player)).toEqual([]);
  });

  it('converges when a rollback and its bet race: either the bet moved and came back, or it met its tombstone', async () => {
    for (let index = 0; index < 5; index += 1) {
      const player = await fixturePlayer(app, { balance: 1_000 });
      const round = newId('round');
      const stake = bet(200);
      const [placed, undone] = await Promise.all([
        wallet.play(player, round, [stake]),
        wallet.rollback(player, round, [rollbackOf(stake.action_id)]),
      ]);
      expect(undone?.status).toBe(200);
      expect(placed?.status).toBe(200);
      expect(await balanceOf(test, player)).toBe(1_000);
      const postings = await gamePostings(test, player);
      expect(postings).toEqual(
        postings.length > 0
          ? [
              { kind: 'bet', amount: -200 },
              { kind: 'rollback', amount: 200 },
            ]
          : [],
      );
    }
  });

  it('rolls back a bet whose round paid a win: the stake returns, the win stays until its own rollback', async () => {
    const player = await fixturePlayer(app, { balance: 1_000 });
    const round = newId('round');
    const stake = bet(100);
    const prize = win(500);
    asWalletResponse(await wallet.play(player, round, [stake, prize]));
    const call = asWalletResponse(
      await wallet.rollback(player, round, [rollbackOf(stake.action_id)]),
    );
    expect(call.balance).toBe(1_500);
    const undone = asWalletResponse(
      await wallet.rollback(player, round, [rollbackOf(prize.action_id)]),
    );
    expect(undone.balance).toBe(1_000);
    expect(await gamePostings(test, player)).toHaveLength(4);
  });

  it('rolls back a bet whose round only recorded a zero win', async () => {
    const player = await fixturePlayer(app, { balance: 1_000 });
    const round = newId('round');
    const stake = bet(100);
    asWalletResponse(await wallet.play(player, round, [stake, win(0)]));
    asWalletResponse(await wallet.rollback(player, round, [rollbackOf(stake.action_id)]));
    expect(await balanceOf(test, player)).toBe(1_000);
  });

  it('takes a win back on its rollback; a spent win as far as the balance goes, answered 200', async () => {
    const player = await fixturePlayer(app, { balance: 0 });
    const round = newId('round');
    const paid = win(700);
    asWalletResponse(await wallet.play(player, round, [paid]));
    asWalletResponse(await wallet.rollback(player, round, [rollbackOf(paid.action_id)]));
    expect(await balanceOf(test, player)).toBe(0);
    expect(await roundOf(database.db, env.GAMES_STUDIO, round)).toMatchObject({ winCents: 0 });

    const spent = win(500);
    asWalletResponse(await wallet.play(player, newId('round'), [spent]));
    asWalletResponse(await wallet.play(player, newId('round'), [bet(400)]));
    const call = asWalletResponse(
      await wallet.rollback(player, round, [rollbackOf(spent.action_id)]),
    );
    expect(call.balance).toBe(0);
  });

  it('answers a rollback id reused for another original, or a rollback of a rollback, with 400 code 409', async () => {
    const player = await fixturePlayer(app, { balance: 1_000 });
    const round = newId('round');
    const first = bet(10);
    const second = bet(20);
    asWalletResponse(await wallet.play(player, round, [first, second]));
    const undo = rollbackOf(first.action_id);
    asWalletResponse(await wallet.rollback(player, round, [undo]));
    const reused = await wallet.rollback(player, round, [
      rollbackOf(second.action_id, undo.action_id),
    ]);
    expect(reused.status).toBe(400);
    expect(reused.body).toMatchObject({ code: 409 });
    const ofRollback = await wallet.rollback(player, round, [rollbackOf(undo.action_id)]);
    expect(ofRollback.status).toBe(400);
    expect(await balanceOf(test, player)).toBe(980);
  });

  it('keeps the books balanced', async () => {
    expect(await trialBalance(database.db)).toMatchObject({ ok: true });
  });
});
