import { beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, type TestApp } from '../../testing/test-app.js';
import { registerTestPlayer } from '../../testing/players.js';
import {
  asWalletResponse,
  bet,
  fixturePlayer,
  newId,
  walletClient,
  win,
} from '../wallet/wallet.test-helpers.js';
import type { FixturePlayer } from '../wallet/wallet-fixture.service.js';
import {
  brandAccountBalance,
  jackpotGameOf,
  plainGame,
  poolsIn,
} from './jackpots-test.repository.js';

const jackpotWin = (jackpot: string, level: string, action_id = newId('jp')) => ({
  action: 'jackpot_win',
  action_id,
  jackpot,
  level,
});

describe('jackpots (issue 18, JP-001..JP-013)', () => {
  let test: TestApp;
  let wallet: ReturnType<typeof walletClient>;
  let rubyGame: string;

  beforeAll(async () => {
    test = await buildTestApp();
    wallet = walletClient(test);
    rubyGame = await jackpotGameOf(test.database.db, 'mystic-ruby');
  });

  /** A funded player calling on a jackpot game (no game session named). */
  const playerOn = async (currency: string, balance: number, game = rubyGame) => {
    const player: FixturePlayer = await fixturePlayer(test.app, { currency, balance });
    return { ...player, game, session_id: undefined };
  };

  it('lists three jackpots with three levels in the reader’s currency (JP-001, JP-002)', async () => {
    const response = await test.app.inject({
      url: '/api/jackpots',
      headers: { 'x-test-country': 'DE' },
    });
    expect(response.statusCode).toBe(200);
    const jackpots = response.json<
      {
        identifier: string;
        currency: string;
        levels: { identifier: string; amount_cents: number }[];
        total_cents: number;
        totals: Record<string, number>;
      }[]
    >();
    expect(jackpots.map((jackpot) => jackpot.identifier)).toEqual([
      'mystic-ruby',
      'mystic-sapphire',
      'mystic-emerald',
    ]);
    for (const jackpot of jackpots) {
      expect(jackpot.currency).toBe('EUR');
      expect(jackpot.levels.map((level) => level.identifier)).toEqual([
        'level_1',
        'level_2',
        'level_3',
      ]);
      expect(jackpot.total_cents).toBe(
        jackpot.levels.reduce((sum, level) => sum + level.amount_cents, 0),
      );
      expect(Object.keys(jackpot.totals)).toEqual(
        expect.arrayContaining(['EUR', 'USD', 'JPY', 'BTC']),
      );
    }
    const yen = await test.app.inject({ url: '/api/jackpots?currency=JPY' });
    expect(yen.json<{ currency: string }[]>()[0]?.currency).toBe('JPY');
    const bad = await test.app.inject({ url: '/api/jackpots?currency=XXX' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json()).toHaveProperty(['errors', 'currency']);
    const malformed = await test.app.inject({ url: '/api/jackpots?currency=eur!' });
    expect(malformed.statusCode).toBe(422);
  });

  it.each([
    ['EUR', 10_000],
    ['JPY', 1_000],
    ['BTC', 100_000],
    ['USD', 10_000],
  ] as const)(
    'a bet on a jackpot game feeds its three pools inside the bet, in %s',
    async (currency, stake) => {
      const parts = [stake / 200, (stake * 3) / 1000, stake / 500];
      const player = await playerOn(currency, 10_000_000);
      const before = await poolsIn(test.database.db, currency);
      const ledgerBefore = await brandAccountBalance(test.database.db, 'jackpot_pool', currency);
      const answer = asWalletResponse(await wallet.play(player, newId('r'), [bet(stake)]));
      // 0.5% + 0.3% + 0.2% of the stake: 1% in all.
      expect(
        answer.jackpots?.map((level) => [level.jackpot, level.level, level.contribution]),
      ).toEqual([
        ['mystic-ruby', 'level_1', parts[0]],
        ['mystic-ruby', 'level_2', parts[1]],
        ['mystic-ruby', 'level_3', parts[2]],
      ]);
      const after = await poolsIn(test.database.db, currency);
      const ruby = (pools: typeof after) => pools.filter((pool) => pool.jackpot === 'mystic-ruby');
      expect(ruby(after).map((pool) => pool.amount)).toEqual(
        ruby(before).map((pool, index) => pool.amount + (parts[index] ?? 0)),
      );
      expect(answer.jackpots?.[0]?.amount).toBe(ruby(after)[0]?.amount);
      expect(await brandAccountBalance(test.database.db, 'jackpot_pool', currency)).toBe(
        ledgerBefore + stake / 100,
      );
      // The player paid the stake, no more.
      expect(answer.balance).toBe(10_000_000 - stake);
    },
  );

  it('a game without a jackpot feeds nothing and answers no jackpots', async () => {
    const player = await playerOn('EUR', 100_000, await plainGame(test.database.db));
    const before = await poolsIn(test.database.db, 'EUR');
    const answer = asWalletResponse(await wallet.play(player, newId('r'), [bet(10_000), win(500)]));
    expect(answer.jackpots).toBeUndefined();
    expect(await poolsIn(test.database.db, 'EUR')).toEqual(before);
  });

  it('a jackpot win pays the level’s pool, reseeds it, is answered once and listed masked (JP-013)', async () => {
    const player = await playerOn('EUR', 1_000_000);
    const round = newId('r');
    asWalletResponse(await wallet.play(player, round, [bet(10_000)]));
    const pool = (await poolsIn(test.database.db, 'EUR')).find(
      (candidate) => candidate.jackpot === 'mystic-ruby' && candidate.level === 'level_1',
    );
    const ledgerBefore = await brandAccountBalance(test.database.db, 'jackpot_pool', 'EUR');
    const action = jackpotWin('mystic-ruby', 'level_1');
    const paid = asWalletResponse(
      await wallet.send('play', {
        user_id: player.user_id,
        currency: 'EUR',
        game: player.game,
        game_id: round,
        finished: true,
        actions: [action],
      }),
    );
    expect(paid.transactions[0]?.amount).toBe(pool?.amount);
    expect(paid.balance).toBe(1_000_000 - 10_000 + (pool?.amount ?? 0));
    const reset = (await poolsIn(test.database.db, 'EUR')).find(
      (candidate) => candidate.jackpot === 'mystic-ruby' && candidate.level === 'level_1',
    );
    expect(reset?.amount).toBe(reset?.seed);
    expect(await brandAccountBalance(test.database.db, 'jackpot_pool', 'EUR')).toBe(
      ledgerBefore - (pool?.amount ?? 0) + (reset?.seed ?? 0),
    );
    // A replay: the first tx_id and amount, nothing moved.
    const replay = asWalletResponse(
      await wallet.send('play', {
        user_id: player.user_id,
        currency: 'EUR',
        game: player.game,
        game_id: round,
        finished: true,
        actions: [action],
      }),
    );
    expect(replay.transactions[0]).toEqual(paid.transactions[0]);
    expect(replay.balance).toBe(paid.balance);
    // Final: its rollback is refused as a conflict.
    const rolled = await wallet.rollback(player, round, [
      { action: 'rollback', action_id: newId('rb'), original_action_id: action.action_id },
    ]);
    expect(rolled.status).toBe(400);
    expect(rolled.body).toMatchObject({ code: 409 });

    const wins = await test.app.inject({ url: '/api/jackpot_wins?sort=latest' });
    expect(wins.statusCode).toBe(200);
    const latest =
      wins.json<
        { user_name: string; jackpot_original_amount_cents: number; jackpot_level_name: string }[]
      >()[0];
    expect(latest?.user_name).toMatch(/^.{1,6}\*\*\*$/);
    expect(latest?.jackpot_original_amount_cents).toBe(pool?.amount);
    expect(latest?.jackpot_level_name).toBe('Mini');
  });

  it('refuses a jackpot win for a round that fed no pool, and bad win queries', async () => {
    const player = await playerOn('EUR', 100_000);
    const refused = await wallet.send('play', {
      user_id: player.user_id,
      currency: 'EUR',
      game: player.game,
      game_id: newId('r'),
      finished: true,
      actions: [jackpotWin('mystic-ruby', 'level_2')],
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ code: 400 });
    const unknownLevel = await wallet.send('play', {
      user_id: player.user_id,
      currency: 'EUR',
      game: player.game,
      game_id: newId('r'),
      actions: [{ ...jackpotWin('mystic-ruby', 'level_2'), level: 'level_9' }],
    });
    expect(unknownLevel.status).toBe(400);
    expect((await test.app.inject({ url: '/api/jackpot_wins?sort=oldest' })).statusCode).toBe(422);
    expect((await test.app.inject({ url: '/api/jackpot_wins?limit=0' })).statusCode).toBe(422);
    expect((await test.app.inject({ url: '/api/jackpot_wins?limit=abc' })).statusCode).toBe(422);
  });

  it('orders the biggest winners by value and shows 5 by default (JP-005)', async () => {
    for (const level of ['level_2', 'level_3', 'level_1', 'level_2', 'level_1', 'level_3']) {
      const player = await playerOn('EUR', 100_000);
      const round = newId('r');
      asWalletResponse(await wallet.play(player, round, [bet(1_000)]));
      asWalletResponse(
        await wallet.send('play', {
          user_id: player.user_id,
          currency: 'EUR',
          game: player.game,
          game_id: round,
          actions: [jackpotWin('mystic-ruby', level)],
        }),
      );
    }
    const biggest = (await test.app.inject({ url: '/api/jackpot_wins?sort=biggest' })).json<
      { jackpot_original_amount_cents: number }[]
    >();
    expect(biggest).toHaveLength(5);
    const amounts = biggest.map((entry) => entry.jackpot_original_amount_cents);
    expect(amounts).toEqual([...amounts].sort((a, b) => b - a));
    const ten = await test.app.inject({ url: '/api/jackpot_wins?sort=latest&limit=10' });
    expect(ten.json<unknown[]>().length).toBeGreaterThan(5);
  });

  it('shows a player which bet fed what; guests get 401', async () => {
    expect((await test.app.inject({ url: '/api/player/jackpot_contributions' })).statusCode).toBe(
      401,
    );
    const player = await registerTestPlayer(test.app, { currency: 'EUR' });
    const none = await test.app.inject({
      url: '/api/player/jackpot_contributions',
      headers: { cookie: player.cookie },
    });
    expect(none.statusCode).toBe(200);
    expect(none.json()).toEqual([]);
    const bad = await test.app.inject({
      url: '/api/player/jackpot_contributions?limit=1000',
      headers: { cookie: player.cookie },
    });
    expect(bad.statusCode).toBe(422);
  });

  it('shows each jackpot game’s jackpot total on its tile (JP-003)', async () => {
    const response = await test.app.inject({
      url: '/api/games/jackpots',
      headers: { 'x-test-country': 'DE' },
    });
    expect(response.statusCode).toBe(200);
    const tiles = response.json<Record<string, { currency: string; amount_cents: number }>>();
    const jackpots = (await test.app.inject({ url: '/api/jackpots?currency=EUR' })).json<
      { identifier: string; total_cents: number }[]
    >();
    expect(tiles[rubyGame]).toEqual({
      currency: 'EUR',
      amount_cents: jackpots.find((jackpot) => jackpot.identifier === 'mystic-ruby')?.total_cents,
    });
    expect(response.headers['cache-control']).toMatch(/^private/);
  });
});
