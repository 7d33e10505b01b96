import { randomInt, randomUUID } from 'node:crypto';
import { afterEach, describe, expect, it } from 'vitest';
import {
  CLOSE_INVALID_TOKEN,
  PRIVATE_CHANNELS,
  type ServerFrame,
} from '@croupier/contracts/realtime';
import { buildTestApp } from '../../testing/test-app.js';
import { enqueueEvent } from '../outbox/outbox.service.js';
import { TOKEN_LIFETIME_MS } from './realtime.token.js';
import {
  isEvent,
  isType,
  listenOnRandomPort,
  openSocket,
  type TestSocket,
} from './realtime.test-client.js';

// Suites may share one Redis bus in CI, so every test uses its own player ids and nonces.
const someone = () => randomInt(1_000_000, 2_000_000_000);
const withNonce = (nonce: string) => (data: unknown) =>
  typeof data === 'object' && data !== null && (data as { nonce?: unknown }).nonce === nonce;

describe('real-time socket (DESIGN.md §8, NT-007, NT-008, NT-011)', async () => {
  const { app, clock, database } = await buildTestApp();
  const url = await listenOnRandomPort(app);
  const open: TestSocket[] = [];
  const connect = async (options: { token?: string; autoPong?: boolean } = {}) => {
    const socket = await openSocket(url, options);
    open.push(socket);
    await socket.next(isType('welcome'));
    return socket;
  };
  afterEach(async () => {
    await Promise.all(open.splice(0).map((socket) => socket.close()));
  });

  it('greets a guest as nobody and delivers a public event to it', async () => {
    const guest = await connect();
    expect(guest.frames[0]).toEqual({ type: 'welcome', user: null, heartbeat: 25 });
    guest.send({ type: 'subscribe', channels: ['wins', 'jackpots_changes'] });
    expect(await guest.next(isType('subscribed'))).toEqual({
      type: 'subscribed',
      channels: ['wins', 'jackpots_changes'],
    });

    const nonce = randomUUID();
    await app.realtime.publish({ channel: 'jackpots_changes', event: 'updated', data: { nonce } });
    const frame = await guest.next(isEvent('jackpots_changes', withNonce(nonce)));
    expect(frame).toMatchObject({ channel: 'jackpots_changes', event: 'updated', data: { nonce } });
    expect('id' in frame && typeof frame.id).toBe('string');
  });

  it('refuses private channels to a guest', async () => {
    const guest = await connect();
    guest.send({ type: 'subscribe', channels: ['balance', 'wins'] });
    expect(await guest.next(isType('error'))).toMatchObject({
      code: 'forbidden_channel',
      channels: ['balance'],
    });
    expect(await guest.next(isType('subscribed'))).toEqual({
      type: 'subscribed',
      channels: ['wins'],
    });
  });

  it("delivers a private event only to its player's sockets", async () => {
    const alice = someone();
    const bob = someone();
    const aliceTab1 = await connect({ token: app.realtime.issueToken(alice).token });
    const aliceTab2 = await connect({ token: app.realtime.issueToken(alice).token });
    const bobTab = await connect({ token: app.realtime.issueToken(bob).token });
    const guest = await connect();
    expect(aliceTab1.frames[0]).toMatchObject({ type: 'welcome', user: String(alice) });
    for (const socket of [aliceTab1, aliceTab2, bobTab]) {
      socket.send({ type: 'subscribe', channels: [...PRIVATE_CHANNELS] });
      await socket.next(isType('subscribed'));
    }
    guest.send({ type: 'subscribe', channels: ['wins'] });
    await guest.next(isType('subscribed'));

    const nonce = randomUUID();
    await app.realtime.publish({
      channel: 'balance',
      event: 'changed',
      data: { nonce },
      playerId: alice,
    });
    // Published after, so once a socket has this one it would already hold alice's if it got it.
    const barrier = randomUUID();
    await app.realtime.publish({
      channel: 'balance',
      event: 'changed',
      data: { nonce: barrier },
      playerId: bob,
    });
    await app.realtime.publish({ channel: 'wins', event: 'win', data: { nonce: barrier } });

    await aliceTab1.next(isEvent('balance', withNonce(nonce)));
    await aliceTab2.next(isEvent('balance', withNonce(nonce)));
    await bobTab.next(isEvent('balance', withNonce(barrier)));
    await guest.next(isEvent('wins', withNonce(barrier)));
    const gotAlices = (frames: ServerFrame[]) =>
      frames.some((frame) => isEvent('balance', withNonce(nonce))(frame));
    expect(gotAlices(bobTab.frames)).toBe(false);
    expect(gotAlices(guest.frames)).toBe(false);
    expect(aliceTab1.frames.some(isEvent('balance', withNonce(barrier)))).toBe(false);
  });

  it('refuses a private publish without a player', async () => {
    await expect(
      app.realtime.publish({ channel: 'comps_award', event: 'award', data: {} }),
    ).rejects.toThrow(/playerId/);
  });

  it('refuses an expired token', async () => {
    const { token } = app.realtime.issueToken(someone());
    clock.advance(TOKEN_LIFETIME_MS + 1000);
    const socket = await openSocket(url, { token });
    open.push(socket);
    expect(await socket.next(isType('error'))).toMatchObject({ code: 'invalid_token' });
    expect((await socket.closed).code).toBe(CLOSE_INVALID_TOKEN);
  });

  it('refuses a forged token', async () => {
    const { token } = app.realtime.issueToken(someone());
    const [payload] = token.split('.');
    const forgedPayload = Buffer.from(
      JSON.stringify({ u: '1', exp: Math.floor(clock.now().getTime() / 1000) + 60 }),
    ).toString('base64url');
    const signature = token.split('.')[1] ?? '';
    for (const forged of [
      `${forgedPayload}.${signature}`,
      `${payload}.${Buffer.alloc(32).toString('base64url')}`,
      'not-a-token',
    ]) {
      const socket = await openSocket(url, { token: forged });
      open.push(socket);
      expect(await socket.next(isType('error'))).toMatchObject({ code: 'invalid_token' });
      expect((await socket.closed).code).toBe(CLOSE_INVALID_TOKEN);
    }
  });

  it('answers bad frames with error frames and keeps the socket', async () => {
    const socket = await connect();
    const badFrames: unknown[] = [
      'not json',
      '{"type":"subscribe"',
      { type: 'subscribe', channels: ['no_such_channel'] },
      { type: 'subscribe', channels: [] },
      { type: 'shout' },
      [1, 2, 3],
      JSON.stringify({ type: 'ping', id: 'x'.repeat(5000) }),
    ];
    for (const frame of badFrames) {
      socket.send(frame);
    }
    socket.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    socket.send({ type: 'ping', id: 'still-here' });
    expect(await socket.next((frame) => 'type' in frame && frame.type === 'pong')).toEqual({
      type: 'pong',
      id: 'still-here',
    });
    const errors = socket.frames.filter(isType('error'));
    expect(errors).toHaveLength(badFrames.length + 1);
    for (const error of errors) expect(error).toMatchObject({ code: 'bad_frame' });
  });

  it('unsubscribes', async () => {
    const socket = await connect();
    socket.send({ type: 'subscribe', channels: ['wins', 'jackpots_changes'] });
    await socket.next(isType('subscribed'));
    socket.frames.length = 0;
    socket.send({ type: 'unsubscribe', channels: ['wins'] });
    expect(await socket.next(isType('subscribed'))).toEqual({
      type: 'subscribed',
      channels: ['jackpots_changes'],
    });
  });

  it('terminates a socket that stops answering heartbeats', async () => {
    const silent = await connect({ autoPong: false });
    const lively = await connect();
    app.realtime.heartbeat();
    // Wait for the lively socket's pong to come back before the next round.
    lively.send({ type: 'ping' });
    await lively.next(isType('pong'));
    app.realtime.heartbeat();
    expect((await silent.closed).code).toBe(1006);
    expect(lively.ws.readyState).toBe(lively.ws.OPEN);
  });

  it('pushes an outbox event after its transaction commits', async () => {
    const player = someone();
    const socket = await connect({ token: app.realtime.issueToken(player).token });
    socket.send({ type: 'subscribe', channels: ['comps_award'] });
    await socket.next(isType('subscribed'));
    const nonce = randomUUID();
    await database.db.transaction(async (tx) => {
      await enqueueEvent(tx, 'realtime.publish', {
        channel: 'comps_award',
        event: 'award',
        data: { nonce },
        playerId: player,
      });
    });
    await app.outbox.drain();
    expect(await socket.next(isEvent('comps_award', withNonce(nonce)))).toMatchObject({
      event: 'award',
    });
  });
});
