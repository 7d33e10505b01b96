import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import {
  playerAccountsResponseSchema,
  playerStatsSchema,
  type PlayerAccountsResponse,
} from '@croupier/contracts/player';
import { vipManagerSchema } from '@croupier/contracts/profile';
import { playerSettingsSchema } from '@croupier/contracts/realtime';
import { VALIDATION } from '@croupier/contracts/users';
import { playerGroups, securityEvents } from '../../db/schema/players.js';
import { registerTestPlayer } from '../../testing/players.js';
import { buildTestApp, xhr } from '../../testing/test-app.js';
import {
  isEvent,
  isType,
  listenOnRandomPort,
  openSocket,
  type TestSocket,
} from '../realtime/realtime.test-client.js';
import { brandSeed } from '../brand/brand.seed.js';
import { groupsToAdd } from './groups.service.js';

const SPLIT = brandSeed.groups.abSplit;
const settable = { playerSettable: [859, 1056], abSplit: SPLIT };

describe('which groups a player may join (PR-016, SS-026)', () => {
  it('takes the brand player-settable groups, once each', () => {
    expect(groupsToAdd(7, [543], [859, 859, 1056], settable)).toEqual({
      add: [859, 1056],
      refused: [],
    });
    expect(groupsToAdd(7, [543, 859], [859], settable)).toEqual({ add: [], refused: [] });
  });

  it('refuses anything else, VIP tiers included', () => {
    expect(groupsToAdd(7, [543], [759, 859, 21], settable).refused).toEqual([759, 21]);
  });

  it('puts a player in neither split half only into the half their id gives', () => {
    expect(groupsToAdd(7, [], [543], settable)).toEqual({ add: [543], refused: [] });
    expect(groupsToAdd(8, [], [544], settable)).toEqual({ add: [544], refused: [] });
    expect(groupsToAdd(7, [], [544], settable)).toEqual({ add: [], refused: [544] });
  });

  it('ignores a split group asked by a player already in the split', () => {
    expect(groupsToAdd(7, [543], [544, 543], settable)).toEqual({ add: [], refused: [] });
  });
});

describe("the player's groups, settings, stats, wallets and manager", async () => {
  const { app, database } = await buildTestApp();
  const db = database.db;
  const socketUrl = await listenOnRandomPort(app);
  const sockets: TestSocket[] = [];
  afterAll(async () => {
    await Promise.all(sockets.map((socket) => socket.close()));
  });

  const post = (url: string, cookie: string | undefined, payload: object) =>
    app.inject({
      method: 'POST',
      url,
      headers: { ...xhr, ...(cookie ? { cookie } : {}) },
      payload,
    });
  const get = (url: string, cookie?: string) =>
    app.inject({ url, headers: cookie ? { cookie } : {} });
  const joinGroups = async (playerId: number, groups: number[]) => {
    await db
      .insert(playerGroups)
      .values(groups.map((groupId) => ({ playerId, groupId, source: 'operator' })));
  };

  it('lets a player entering a Lithuanian IBAN join the group the brand names for it (CB-024)', async () => {
    const { cookie } = await registerTestPlayer(app);
    const project = (await get('/api/info/project')).json() as {
      groups: { lithuanianIban?: number };
    };
    expect(project.groups.lithuanianIban).toBe(1101);
    const joined = await post('/api/player/groups', cookie, { groups: { add: [1101] } });
    expect(joined.statusCode).toBe(200);
    expect((await get('/api/player', cookie)).json().groups).toContain(1101);
  });

  it('adds an allowed group; GET /api/player shows it; groups_updates is pushed (PR-015)', async () => {
    const { cookie, player } = await registerTestPlayer(app);
    const socket = await openSocket(socketUrl, {
      token: app.realtime.issueToken(player.id).token,
    });
    sockets.push(socket);
    await socket.next(isType('welcome'));
    socket.send({ type: 'subscribe', channels: ['groups_updates'] });
    await socket.next(isType('subscribed'));

    const response = await post('/api/player/groups', cookie, { groups: { add: [859] } });
    expect(response.statusCode).toBe(200);
    const { groups } = response.json<{ groups: number[] }>();
    expect(groups).toContain(859);
    expect((await get('/api/player', cookie)).json<{ groups: number[] }>().groups).toContain(859);

    await app.outbox.drain();
    const pushed = await socket.next(isEvent('groups_updates'));
    expect(pushed).toMatchObject({ channel: 'groups_updates', event: 'updated', data: { groups } });

    const events = await db
      .select()
      .from(securityEvents)
      .where(eq(securityEvents.playerId, player.id));
    expect(events.find((event) => event.type === 'groups_added')?.details).toEqual({
      groups: [859],
    });
  });

  it('answers 403, not 401, for a group outside the allow-list and adds nothing (PR-016)', async () => {
    const { cookie, player } = await registerTestPlayer(app);
    const response = await post('/api/player/groups', cookie, { groups: { add: [1056, 759] } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      code: 'forbidden',
      errors: { groups: [VALIDATION.GROUP_NOT_ALLOWED] },
    });
    const groups = (await get('/api/player', cookie)).json<{ groups: number[] }>().groups;
    expect(groups).not.toContain(759);
    expect(groups).not.toContain(1056);
    // Registration put the player into their split half; asking for the other is ignored.
    const half = player.id % 2 === 1 ? SPLIT[0] : SPLIT[1];
    const other = half === SPLIT[0] ? SPLIT[1] : SPLIT[0];
    expect(groups).toContain(half);
    const again = await post('/api/player/groups', cookie, { groups: { add: [other] } });
    expect(again.statusCode).toBe(200);
    expect(again.json<{ groups: number[] }>().groups).not.toContain(other);
  });

  it('puts a player in neither split half into the half their id gives (SS-026)', async () => {
    const { cookie, player } = await registerTestPlayer(app);
    await db.delete(playerGroups).where(eq(playerGroups.playerId, player.id));
    const half = player.id % 2 === 1 ? SPLIT[0] : SPLIT[1];
    const other = half === SPLIT[0] ? SPLIT[1] : SPLIT[0];
    expect(
      (await post('/api/player/groups', cookie, { groups: { add: [other] } })).statusCode,
    ).toBe(403);
    const joined = await post('/api/player/groups', cookie, { groups: { add: [half] } });
    expect(joined.json()).toEqual({ groups: [half] });
  });

  it('refuses a malformed group list with 422 and a guest with 401', async () => {
    const { cookie } = await registerTestPlayer(app);
    const empty = await post('/api/player/groups', cookie, { groups: { add: [] } });
    expect(empty.statusCode).toBe(422);
    expect(
      (await post('/api/player/groups', undefined, { groups: { add: [859] } })).statusCode,
    ).toBe(401);
  });

  it('gives the real-time connection with a token for the player (PR-011)', async () => {
    const { cookie, player } = await registerTestPlayer(app);
    const response = await get('/api/player/settings', cookie);
    expect(response.statusCode).toBe(200);
    const { realtime } = playerSettingsSchema.parse(response.json());
    expect(realtime.user).toBe(String(player.id));
    expect(realtime.url).toMatch(/^ws:\/\/.+\/ws$/);
    expect(app.realtime.verifyToken(realtime.token)).toBe(String(player.id));
    expect(response.headers['cache-control']).toBe('no-store');
    expect((await get('/api/player/settings')).statusCode).toBe(401);
  });

  it('reports zero statistics in the player currency until money moves (PR-012)', async () => {
    const { cookie } = await registerTestPlayer(app);
    const stats = playerStatsSchema.parse((await get('/api/player/stats', cookie)).json());
    expect(stats).toEqual({
      deposits_count: 0,
      deposits_sum_cents: 0,
      cashouts_sum_cents: 0,
      bets_sum_cents: 0,
      currency: 'EUR',
    });
    expect((await get('/api/player/stats')).statusCode).toBe(401);
  });

  it('lists the wallets with exactly one active, with or without compatibility (PR-017, PR-018)', async () => {
    const { cookie } = await registerTestPlayer(app);
    for (const url of ['/api/player/accounts', '/api/player/accounts?compatibility=true']) {
      const response = await get(url, cookie);
      expect(response.statusCode).toBe(200);
      expect(playerAccountsResponseSchema.parse(response.json())).toEqual([
        { currency: 'EUR', active: true, amount_cents: 0, available_to_cashout_cents: 0 },
      ]);
    }
  });

  it('opens and selects a wallet; one stays active; unsupported is 422 (PR-019)', async () => {
    const { cookie } = await registerTestPlayer(app);
    const select = (currency: string) => post('/api/player/accounts', cookie, { currency });
    const active = (accounts: PlayerAccountsResponse) =>
      accounts.filter((account) => account.active).map((account) => account.currency);

    const btc = await select('BTC');
    expect(btc.statusCode).toBe(200);
    const afterBtc = playerAccountsResponseSchema.parse(btc.json());
    expect(afterBtc.map((account) => account.currency)).toEqual(['EUR', 'BTC']);
    expect(active(afterBtc)).toEqual(['BTC']);
    // The player's currency is the active wallet's.
    expect((await get('/api/player', cookie)).json()).toMatchObject({ currency: 'BTC' });

    const back = playerAccountsResponseSchema.parse((await select('eur')).json());
    expect(back.map((account) => account.currency)).toEqual(['EUR', 'BTC']);
    expect(active(back)).toEqual(['EUR']);

    const stats = playerStatsSchema.parse((await get('/api/player/stats', cookie)).json());
    expect(stats.currency).toBe('EUR');

    for (const currency of ['FUN', 'XYZ', '12']) {
      const refused = await select(currency);
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        errors: { currency: [VALIDATION.CURRENCY_UNSUPPORTED] },
      });
    }
    expect(
      active(
        playerAccountsResponseSchema.parse((await get('/api/player/accounts', cookie)).json()),
      ),
    ).toEqual(['EUR']);
  });

  it("answers the manager of the player's own top VIP group, ignoring the body (PR-035)", async () => {
    const { cookie, player } = await registerTestPlayer(app);
    const managers = (userGroups: number[], as?: string) =>
      post('/api/fe/config/managers', as, { userGroups });

    // The body claims Diamond; the record says no VIP group: no manager.
    expect((await managers([759], cookie)).json()).toEqual({});
    expect((await managers([759])).json()).toEqual({});

    await joinGroups(player.id, [258, 255]);
    const platinum = await managers([], cookie);
    expect(platinum.statusCode).toBe(200);
    expect(platinum.headers['cache-control']).toBe('no-store');
    expect(vipManagerSchema.parse(platinum.json())).toEqual(brandSeed.managers?.['255']);
    expect(platinum.json()).toMatchObject({
      managerName: expect.any(String),
      whatsAppLink: expect.stringMatching(/^https:\/\/wa\.me\//),
      telegramLink: expect.stringMatching(/^https:\/\/t\.me\//),
      email: expect.stringContaining('@'),
    });

    await joinGroups(player.id, [759]);
    expect((await managers([257], cookie)).json()).toEqual(brandSeed.managers?.['759']);
  });
});
