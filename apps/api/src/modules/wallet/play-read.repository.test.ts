import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/test-app.js';
import { lockPlayerLedgerAccounts } from '../ledger/ledger.repository.js';
import { parsePlayRead, playReadStatements, type PlayReadInput } from './play-read.repository.js';
import {
  findWalletActions,
  findWalletGame,
  findWalletPlayer,
  isGameSessionOpen,
} from './wallet.repository.js';
import { bet, fixturePlayer, newId, walletClient, win } from './wallet.test-helpers.js';

const test = await buildTestApp();
const { app, database, env, clock } = test;
const wallet = walletClient(test);

/** The first message of a play call, read in a transaction that is then rolled back. */
async function readInOneMessage(input: PlayReadInput) {
  let read;
  await expect(
    database.inMessages(playReadStatements(input), (rows) => {
      read = parsePlayRead(rows, input.cachedGame);
      return Promise.reject(new Error('rolled back'));
    }),
  ).rejects.toThrow('rolled back');
  return read as unknown as ReturnType<typeof parsePlayRead>;
}

describe('the first message of a /play call (play-read.repository.ts)', () => {
  it('reads what the ordinary statements read: locked accounts, player, game, session, known ids', async () => {
    const player = await fixturePlayer(app, { balance: 5_000 });
    const round = newId('round');
    const first = bet(300);
    const paid = win(100);
    expect((await wallet.play(player, round, [first, paid])).status).toBe(200);
    const unseen = newId('unseen');
    const input: PlayReadInput = {
      studio: env.GAMES_STUDIO,
      playerId: Number(player.user_id),
      currency: player.currency,
      gameIdentifier: player.game,
      cachedGame: undefined,
      sessionId: player.session_id,
      actionIds: [first.action_id, paid.action_id, unseen],
      now: clock.now(),
    };
    const read = await readInOneMessage(input);

    const ordinary = await database.db.transaction(async (tx) => ({
      player: await findWalletPlayer(tx, input.playerId, input.currency),
      game: await findWalletGame(tx, input.gameIdentifier, input.currency),
      accounts: await lockPlayerLedgerAccounts(
        tx,
        input.playerId,
        ['player_real', 'player_bonus'],
        input.currency,
      ),
      known: await findWalletActions(tx, input.studio, input.actionIds),
    }));
    expect(read.player).toEqual(ordinary.player);
    expect(read.game).toEqual(ordinary.game);
    expect(read.sessionOpen).toBe(true);
    expect(
      await isGameSessionOpen(database.db, {
        sessionId: player.session_id,
        playerId: input.playerId,
        gameId: ordinary.game?.id ?? 0,
        now: input.now,
      }),
    ).toBe(true);
    expect(read.hasLiveLimits).toBe(false);
    expect(read.accounts).toEqual(
      ordinary.accounts.map((account) => ({
        id: account.id,
        kind: account.kind,
        balance: account.balance,
        chainHead: account.chainHead,
      })),
    );
    expect(read.accounts.find((account) => account.kind === 'player_real')?.balance).toBe(4_800);
    const byId = (rows: { actionId: string }[]) =>
      [...rows].sort((a, b) => a.actionId.localeCompare(b.actionId));
    expect(byId(read.known)).toEqual(byId(ordinary.known));
    expect(read.known).toHaveLength(2);

    // With the game cached, the game is not read again and the session is still checked.
    const cached = await readInOneMessage({ ...input, cachedGame: read.game ?? undefined });
    expect(cached.game).toBeUndefined();
    expect(cached.sessionOpen).toBe(true);
    expect(cached.player).toEqual(read.player);
  });

  it('reads a live limit, an unknown player and an unknown game as such', async () => {
    const player = await fixturePlayer(app, { balance: 1_000 });
    const playerId = Number(player.user_id);
    const input: PlayReadInput = {
      studio: env.GAMES_STUDIO,
      playerId,
      currency: player.currency,
      gameIdentifier: 'no-such-game',
      cachedGame: undefined,
      sessionId: player.session_id,
      actionIds: [],
      now: clock.now(),
    };
    const unknownGame = await readInOneMessage(input);
    expect(unknownGame.game).toBeNull();
    expect(unknownGame.sessionOpen).toBeUndefined();
    expect(unknownGame.known).toEqual([]);

    await database.db.execute(sql`
      INSERT INTO user_limits (player_id, type, period, amount_cents, currency, status,
        starts_at, created_at, updated_at)
      VALUES (${playerId}, 'wager', 'day', 100000, 'EUR', 'active', now(), now(), now())`);
    expect((await readInOneMessage(input)).hasLiveLimits).toBe(true);

    const nobody = await readInOneMessage({ ...input, playerId: 9_000_000_000 });
    expect(nobody.player).toBeUndefined();
    expect(nobody.accounts).toEqual([]);
  });
});
