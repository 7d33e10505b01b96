import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { gameProviders, games, gameSessions, gameVersions } from '../../db/schema/games.js';
import { players } from '../../db/schema/players.js';
import { xhr } from '../../testing/test-app.js';
import { buildTestApp } from '../../testing/test-app.js';
import { registerTestPlayer, uniqueTestAddress } from '../../testing/players.js';
import { openFixturePlay } from './wallet-fixture.service.js';
import {
  asWalletResponse,
  balanceOf,
  bet,
  fixturePlayer,
  gamePostings,
  newId,
  walletClient,
  win,
} from './wallet.test-helpers.js';

/*
 * A new bet passes every check in the protocol's order (DESIGN.md §6): game, currency, game
 * session, player status, country, max bet, limits, funds. Each refusal is a 412 with its code,
 * moves nothing and leaves the balance as it was.
 */

const test = await buildTestApp();
const { app, database, clock } = test;
const wallet = walletClient(test);
const db = database.db;

async function insertGame(input: {
  enabled?: boolean;
  currencies?: string[];
  betLimits?: Record<string, { min: number; max: number }>;
}): Promise<{ id: number; identifier: string }> {
  const now = clock.now();
  const [provider] = await db
    .insert(gameProviders)
    .values({ slug: 'wallet-checks', title: 'Checks', studio: 'wallet-checks', updatedAt: now })
    .onConflictDoUpdate({ target: gameProviders.slug, set: { updatedAt: now } })
    .returning();
  if (!provider) throw new Error('no provider');
  const key = randomUUID().slice(0, 8);
  const [game] = await db
    .insert(games)
    .values({
      identifier: `wallet-checks/${key}`,
      providerId: provider.id,
      studio: 'wallet-checks',
      title: `Checks ${key}`,
      seoTitle: key,
      engine: 'slot',
      preset: 'test',
      categories: [],
      badges: [],
      collections: [],
      rtpBasisPoints: 9600,
      volatility: 'low',
      live: false,
      demo: false,
      devices: ['desktop'],
      betLimits: input.betLimits ?? {},
      art: { palette: ['#000', '#111'], accent: '#fff', motif: 'gem', pattern: 'dots' },
      popularity: 1,
      releasedAt: '2025-01-01',
      enabled: input.enabled ?? true,
      searchTitle: key,
      updatedAt: now,
    })
    .returning();
  if (!game) throw new Error('no game');
  for (const currency of input.currencies ?? ['EUR']) {
    await db.insert(gameVersions).values({ gameId: game.id, currency });
  }
  return game;
}

/** Expects a 412 with `code`, no posting and the balance untouched. */
async function expectRefused(
  call: Promise<{ status: number; body: Record<string, unknown> }>,
  code: number,
  player: Awaited<ReturnType<typeof fixturePlayer>>,
  balance: number,
) {
  const answer = await call;
  expect(answer.status, JSON.stringify(answer.body)).toBe(412);
  expect(answer.body).toMatchObject({ code });
  expect(await balanceOf(test, player)).toBe(balance);
  expect(await gamePostings(test, player)).toEqual([]);
}

describe('who may call: the player and the currency', () => {
  it('refuses an unknown or malformed user_id with 101', async () => {
    const player = await fixturePlayer(app);
    for (const userId of ['999999999', 'abc', '0', '-1', '1.5', '99999999999999999999']) {
      const call = await wallet.play({ ...player, user_id: userId }, newId('r'), [bet(1)]);
      expect(call.status, userId).toBe(412);
      expect(call.body).toMatchObject({ code: 101 });
    }
  });

  it('refuses a currency the player holds no wallet in with 154, also for wins and balance reads', async () => {
    const player = await fixturePlayer(app, { balance: 1_000 });
    await expectRefused(
      wallet.play({ ...player, currency: 'USD' }, newId('r'), [bet(1)]),
      154,
      player,
      1_000,
    );
    await expectRefused(
      wallet.play({ ...player, currency: 'USD' }, newId('r'), [win(5)]),
      154,
      player,
      1_000,
    );
    await expectRefused(
      wallet.play({ ...player, currency: 'USD' }, newId('r'), []),
      154,
      player,
      1_000,
    );
  });
});

describe('the game', () => {
  it('refuses a bet on an unknown or disabled game with 107; a win on a disabled game is paid', async () => {
    const player = await fixturePlayer(app, { balance: 1_000 });
    await expectRefused(
      wallet.play({ ...player, game: 'nope/nothing' }, newId('r'), [bet(10)]),
      107,
      player,
      1_000,
    );
    const disabled = await insertGame({ enabled: false });
    const onDisabled = { ...player, game: disabled.identifier, session_id: undefined };
    await expectRefused(wallet.play(onDisabled, newId('r'), [bet(10)]), 107, player, 1_000);
    asWalletResponse(await wallet.play(onDisabled, newId('r'), [win(40)]));
    expect(await balanceOf(test, player)).toBe(1_040);
  });

  it('refuses a bet on a game not offered in the currency with 154', async () => {
    const player = await fixturePlayer(app, { balance: 1_000 });
    const usdOnly = await insertGame({ currencies: ['USD'] });
    await expectRefused(
      wallet.play({ ...player, game: usdOnly.identifier, session_id: undefined }, newId('r'), [
        bet(10),
      ]),
      154,
      player,
      1_000,
    );
  });

  it("refuses a stake above the game's maximum in the currency with 106; the maximum itself is taken", async () => {
    const player = await fixturePlayer(app, { balance: 10_000 });
    const capped = await insertGame({ betLimits: { EUR: { min: 10, max: 500 } } });
    const onCapped = { ...player, game: capped.identifier, session_id: undefined };
    await expectRefused(wallet.play(onCapped, newId('r'), [bet(501)]), 106, player, 10_000);
    asWalletResponse(await wallet.play(onCapped, newId('r'), [bet(500)]));
    expect(await balanceOf(test, player)).toBe(9_500);
  });
});

describe('the game session (new bets only)', () => {
  it('refuses a bet under an ended, expired, unknown or other game session with 101', async () => {
    const player = await fixturePlayer(app, { balance: 1_000 });
    const other = await fixturePlayer(app, { balance: 1_000 });
    await expectRefused(
      wallet.play({ ...player, session_id: other.session_id }, newId('r'), [bet(1)]),
      101,
      player,
      1_000,
    );
    await expectRefused(
      wallet.play({ ...player, session_id: 'no-such-session' }, newId('r'), [bet(1)]),
      101,
      player,
      1_000,
    );

    await db
      .update(gameSessions)
      .set({ expiresAt: clock.now() })
      .where(eq(gameSessions.id, player.session_id));
    await expectRefused(wallet.play(player, newId('r'), [bet(1)]), 101, player, 1_000);
  });

  it('refuses a bet after logout (login and game session ended) with 101, and pays the win', async () => {
    const player = await fixturePlayer(app, { balance: 1_000 });
    const round = newId('r');
    asWalletResponse(await wallet.play(player, round, [bet(100)]));
    const logout = await app.inject({
      method: 'POST',
      url: '/__test/wallet/logout',
      payload: { user_id: player.user_id, session_id: player.session_id },
    });
    expect(logout.statusCode).toBe(204);
    const refused = await wallet.play(player, newId('r'), [bet(1)]);
    expect(refused.body).toMatchObject({ code: 101 });
    asWalletResponse(await wallet.play(player, round, [win(250)], { finished: true }));
    expect(await balanceOf(test, player)).toBe(1_150);
  });

  it('answers the fixture logout of an unknown session with 404', async () => {
    const player = await fixturePlayer(app);
    const logout = await app.inject({
      method: 'POST',
      url: '/__test/wallet/logout',
      payload: { user_id: player.user_id, session_id: 'not-a-session' },
    });
    expect(logout.statusCode).toBe(404);
  });
});

describe('the player', () => {
  it('refuses a bet of a disabled player with 110', async () => {
    const player = await fixturePlayer(app, { balance: 1_000 });
    await db
      .update(players)
      .set({ disabledAt: clock.now() })
      .where(eq(players.id, Number(player.user_id)));
    await expectRefused(wallet.play(player, newId('r'), [bet(1)]), 110, player, 1_000);
  });

  it('refuses a bet of a player from a country the brand keeps out with 153', async () => {
    const player = await fixturePlayer(app, { balance: 1_000 });
    await db
      .update(players)
      .set({ country: 'US' })
      .where(eq(players.id, Number(player.user_id)));
    await expectRefused(wallet.play(player, newId('r'), [bet(1)]), 153, player, 1_000);
  });

  it('refuses a bet during a cooling-off with 110 and a bet past a wager limit with 105', async () => {
    const registered = await registerTestPlayer(app);
    const setLimit = (body: Record<string, unknown>) =>
      app.inject({
        method: 'POST',
        url: '/api/user_limits',
        headers: { ...xhr, cookie: registered.cookie },
        remoteAddress: uniqueTestAddress(),
        payload: body,
      });
    expect((await setLimit({ type: 'wager', period: 'day', amount_cents: 300 })).statusCode).toBe(
      201,
    );
    const player = await database.db.transaction((tx) =>
      openFixturePlay(app.deps, tx, {
        playerId: registered.player.id,
        currency: 'EUR',
        balance: 1_000,
      }),
    );
    asWalletResponse(await wallet.play(player, newId('r'), [bet(200)]));
    await expectRefusedAfter(wallet.play(player, newId('r'), [bet(101)]), 105);
    asWalletResponse(await wallet.play(player, newId('r'), [bet(100)]));
    expect(await balanceOf(test, player)).toBe(700);

    expect((await setLimit({ type: 'cooling_off', days: 1 })).statusCode).toBe(201);
    await expectRefusedAfter(wallet.play(player, newId('r'), [bet(0)]), 110);
    expect(await balanceOf(test, player)).toBe(700);
  });
});

describe('limits inside one batch', () => {
  it('counts the earlier stakes of the same batch against a wager limit: over it the whole batch is refused 105', async () => {
    const registered = await registerTestPlayer(app);
    const limit = await app.inject({
      method: 'POST',
      url: '/api/user_limits',
      headers: { ...xhr, cookie: registered.cookie },
      remoteAddress: uniqueTestAddress(),
      payload: { type: 'wager', period: 'day', amount_cents: 300 },
    });
    expect(limit.statusCode).toBe(201);
    const player = await database.db.transaction((tx) =>
      openFixturePlay(app.deps, tx, {
        playerId: registered.player.id,
        currency: 'EUR',
        balance: 1_000,
      }),
    );
    await expectRefusedAfter(wallet.play(player, newId('r'), [bet(200), win(50), bet(101)]), 105);
    expect(await balanceOf(test, player)).toBe(1_000);
    expect(await gamePostings(test, player)).toEqual([]);
    const answer = asWalletResponse(
      await wallet.play(player, newId('r'), [bet(200), win(50), bet(100)]),
    );
    expect(answer.balance).toBe(750);
    expect(await gamePostings(test, player)).toEqual([
      { kind: 'bet', amount: -200 },
      { kind: 'win', amount: 50 },
      { kind: 'bet', amount: -100 },
    ]);
  });
});

async function expectRefusedAfter(
  call: Promise<{ status: number; body: Record<string, unknown> }>,
  code: number,
) {
  const answer = await call;
  expect(answer.status, JSON.stringify(answer.body)).toBe(412);
  expect(answer.body).toMatchObject({ code });
}
