import { randomInt, randomUUID } from 'node:crypto';
import { afterAll, describe, expect, it } from 'vitest';
import { buildTestApp } from '../../testing/test-app.js';
import { isEvent, isType, listenOnRandomPort, openSocket } from './realtime.test-client.js';

/**
 * DESIGN.md §8, §10: a message published on one api instance reaches sockets on another, through
 * the Redis bus. Runs in CI, where PostgreSQL and Redis are configured.
 */
// eslint-disable-next-line no-restricted-properties -- which services CI provides decides the suite
describe.runIf(process.env.DATABASE_URL && process.env.REDIS_URL)(
  'real-time across two api instances',
  async () => {
    const first = await buildTestApp();
    const second = await buildTestApp();
    await listenOnRandomPort(first.app);
    const secondUrl = await listenOnRandomPort(second.app);
    const sockets: Array<{ close(): Promise<void> }> = [];
    afterAll(async () => {
      await Promise.all(sockets.map((socket) => socket.close()));
    });

    it('delivers a public event published on instance 1 to a socket on instance 2', async () => {
      const socket = await openSocket(secondUrl);
      sockets.push(socket);
      socket.send({ type: 'subscribe', channels: ['wins'] });
      await socket.next(isType('subscribed'));
      const nonce = randomUUID();
      await first.app.realtime.publish({ channel: 'wins', event: 'win', data: { nonce } });
      expect(
        await socket.next(isEvent('wins', (data) => (data as { nonce?: string }).nonce === nonce)),
      ).toMatchObject({ event: 'win' });
    });

    it('accepts on instance 2 a token issued on instance 1 and routes private events', async () => {
      const player = randomInt(1_000_000, 2_000_000_000);
      const socket = await openSocket(secondUrl, {
        token: first.app.realtime.issueToken(player).token,
      });
      sockets.push(socket);
      expect(await socket.next(isType('welcome'))).toMatchObject({ user: String(player) });
      socket.send({ type: 'subscribe', channels: ['balance'] });
      await socket.next(isType('subscribed'));
      const nonce = randomUUID();
      await first.app.realtime.publish({
        channel: 'balance',
        event: 'changed',
        data: { nonce },
        playerId: player,
      });
      await socket.next(isEvent('balance', (data) => (data as { nonce?: string }).nonce === nonce));
    });
  },
);
