import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { securityEvents } from '../../db/schema/players.js';
import { buildTestApp } from '../../testing/test-app.js';
import {
  asWalletResponse,
  bet,
  fixturePlayer,
  newId,
  walletClient,
} from '../wallet/wallet.test-helpers.js';
import { runJackpotsCommand } from './jackpots.command.js';
import { jackpotGameOf, poolsIn } from './jackpots-test.repository.js';

describe('npm run jackpots (the operator command)', async () => {
  const test = await buildTestApp();
  const deps = test.app.deps;
  const db = test.database.db;
  const run = (...argv: string[]) => runJackpotsCommand(deps, argv);
  const wallet = walletClient(test);
  const rubyGame = await jackpotGameOf(db, 'mystic-ruby');
  const ruby = async () =>
    JSON.parse(await run('show', 'mystic-ruby')) as {
      state: string;
      levels: {
        identifier: string;
        contribution_basis_points: number;
        pools: { currency: string; amount_cents: number; contributions_cents: number }[];
      }[];
      last_wins: { playerId: number; levelIdentifier: string; amountCents: number }[];
    };

  it('lists every pool, shows a jackpot with its last wins, and lists the wins of a player', async () => {
    const player = { ...(await fixturePlayer(test.app, { currency: 'EUR', balance: 100_000 })) };
    const playerId = Number(player.user_id);
    const round = newId('r');
    const on = { ...player, game: rubyGame, session_id: undefined };
    asWalletResponse(await wallet.play(on, round, [bet(10_000)]));
    const pool = (await poolsIn(db, 'EUR')).find(
      (candidate) => candidate.jackpot === 'mystic-ruby' && candidate.level === 'level_1',
    );
    asWalletResponse(
      await wallet.send('play', {
        user_id: player.user_id,
        currency: 'EUR',
        game: rubyGame,
        game_id: round,
        finished: true,
        actions: [
          {
            action: 'jackpot_win',
            action_id: newId('jp'),
            jackpot: 'mystic-ruby',
            level: 'level_1',
          },
        ],
      }),
    );

    const list = (await run('list', '--currency', 'eur')).split('\n');
    expect(list[0]).toBe(
      'jackpot\tstate\tlevel\tshare\tcurrency\tseed\tmust_drop_by\tamount\tseeded\tcontributions\twins\tdrops',
    );
    expect(list).toHaveLength(1 + 3 * 3);
    expect(list.slice(1).every((line) => line.split('\t')[4] === 'EUR')).toBe(true);
    expect(list).toContainEqual(
      expect.stringMatching(
        /^mystic-ruby\tactive\tlevel_1\t50bp\tEUR\t5000\t25000\t5000\t10000\t\d+\t\d+\t\d+$/,
      ),
    );

    const shown = await ruby();
    expect(shown.state).toBe('active');
    expect(shown.levels.map((level) => level.identifier)).toEqual([
      'level_1',
      'level_2',
      'level_3',
    ]);
    expect(shown.last_wins[0]).toMatchObject({
      playerId,
      levelIdentifier: 'level_1',
      amountCents: pool?.amount,
    });

    const wins = await run('wins', '--player', String(playerId));
    expect(wins.split('\n')).toEqual([
      expect.stringMatching(
        new RegExp(`\\tmystic-ruby\\tlevel_1\\tplayer ${playerId}\\tEUR\\t${pool?.amount}\\t`),
      ),
    ]);
    expect(await run('wins', '--player', '999999999')).toBe('no wins');
    expect(await run('wins', '--jackpot', 'mystic-emerald', '--limit', '5')).toBe('no wins');
  });

  it('changes a level’s share of future stakes within bounds, audited; the next bet feeds by it', async () => {
    expect(await run('set-contribution', 'mystic-ruby', 'level_1', '100')).toBe(
      'mystic-ruby level_1: 50 -> 100 basis points of each stake from now on (150 over its levels)',
    );
    const before = (await ruby()).levels[0]?.pools.find((pool) => pool.currency === 'EUR');
    const player = await fixturePlayer(test.app, { currency: 'EUR', balance: 100_000 });
    asWalletResponse(
      await wallet.play({ ...player, game: rubyGame, session_id: undefined }, newId('r'), [
        bet(10_000),
      ]),
    );
    const after = (await ruby()).levels[0]?.pools.find((pool) => pool.currency === 'EUR');
    // 1.5 % of €100 over the levels, level_1's part 100/150 of it.
    expect((after?.contributions_cents ?? 0) - (before?.contributions_cents ?? 0)).toBe(100);

    await expect(run('set-contribution', 'mystic-ruby', 'level_3', '960')).rejects.toMatchObject({
      fields: {
        basis_points: [
          'the levels of mystic-ruby would take 1090 basis points of a stake; at most 1000',
        ],
      },
    });
    await expect(run('set-contribution', 'mystic-ruby', 'level_1', '0')).rejects.toThrow(
      /basis points must be a whole number from 1 to 10000/,
    );
    await expect(run('set-contribution', 'mystic-ruby', 'level_9', '10')).rejects.toThrow(
      /mystic-ruby has no level level_9; its levels: level_1, level_2, level_3/,
    );
    expect(await run('set-contribution', 'mystic-ruby', 'level_1', '50')).toMatch(/100 -> 50/);
    const events = await db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.type, 'jackpots_operator'));
    expect(events.map((event) => event.details)).toEqual([
      expect.objectContaining({ level: 'level_1', before: 50, after: 100 }),
      expect.objectContaining({ level: 'level_1', before: 100, after: 50 }),
    ]);
  });

  it('refuses bad input with what is wrong', async () => {
    await expect(run('show', 'mystic-opal')).rejects.toThrow(
      /no jackpot mystic-opal; known: mystic-ruby, mystic-sapphire, mystic-emerald/,
    );
    await expect(run('show')).rejects.toThrow(/a jackpot identifier is needed[\s\S]*usage/);
    await expect(run('wins', '--player', 'abc')).rejects.toThrow(/--player must be a whole number/);
    await expect(run('wins', '--limit', '0')).rejects.toThrow(/--limit must be a whole number/);
    await expect(run('list', '--currency', 'e1')).rejects.toThrow(/--currency needs a currency/);
    await expect(run('list', '--frob')).rejects.toThrow(/Unknown option '--frob'/);
    await expect(run('drain')).rejects.toThrow(/unknown command drain/);
  });
});
