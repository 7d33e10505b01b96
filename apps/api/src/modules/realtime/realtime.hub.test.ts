import { describe, expect, it } from 'vitest';
import type { WebSocket } from 'ws';
import { CLOSE_SLOW_CONSUMER } from '@croupier/contracts/realtime';
import { RealtimeHub, type Connection } from './realtime.hub.js';

/** Stand-in for a `ws` socket (a third-party object): records writes, reports a backlog. */
function fakeConnection(user: string | null, backlog = 0) {
  const sent: string[] = [];
  const closes: number[] = [];
  const corks = { cork: 0, uncork: 0 };
  const socket = {
    OPEN: 1,
    readyState: 1,
    bufferedAmount: backlog,
    send: (data: Buffer) => sent.push(data.toString()),
    close: (code: number) => {
      closes.push(code);
      socket.readyState = 2;
    },
  };
  const connection: Connection = {
    socket: socket as unknown as WebSocket,
    stream: { cork: () => (corks.cork += 1), uncork: () => (corks.uncork += 1) },
    user,
    channels: new Set(),
    isAlive: true,
  };
  return { connection, sent, closes, corks };
}

describe('real-time hub (DESIGN.md §8, §11)', () => {
  it('writes a burst of messages to a socket in one corked batch', () => {
    const hub = new RealtimeHub(1024 * 1024);
    const guest = fakeConnection(null);
    hub.add(guest.connection);
    hub.subscribe(guest.connection, ['wins']);
    for (let seq = 0; seq < 5; seq += 1) {
      hub.deliver({ channel: 'wins', event: 'win', data: { seq }, id: String(seq) });
    }
    expect(guest.sent).toEqual([]);
    hub.flush();
    expect(guest.sent.map((frame) => JSON.parse(frame).data.seq)).toEqual([0, 1, 2, 3, 4]);
    expect(guest.corks).toEqual({ cork: 1, uncork: 1 });
  });

  it('drops a socket whose unsent backlog would pass the bound', () => {
    const hub = new RealtimeHub(1000);
    const slow = fakeConnection('7', 990);
    const fast = fakeConnection('7');
    for (const { connection } of [slow, fast]) {
      hub.add(connection);
      hub.subscribe(connection, ['balance']);
    }
    hub.deliver({
      channel: 'balance',
      event: 'changed',
      data: { amount_cents: 100 },
      id: 'a',
      user: '7',
    });
    hub.flush();
    expect(slow.closes).toEqual([CLOSE_SLOW_CONSUMER]);
    expect(slow.sent).toEqual([]);
    expect(fast.sent).toHaveLength(1);
    expect(hub.connections.has(slow.connection)).toBe(false);
  });

  it('keeps a private message to its user and refuses private channels to guests', () => {
    const hub = new RealtimeHub(1024 * 1024);
    const alice = fakeConnection('1');
    const bob = fakeConnection('2');
    const guest = fakeConnection(null);
    for (const { connection } of [alice, bob, guest]) hub.add(connection);
    hub.subscribe(alice.connection, ['bonuses_changes']);
    hub.subscribe(bob.connection, ['bonuses_changes']);
    expect(hub.subscribe(guest.connection, ['bonuses_changes', 'wins'])).toEqual([
      'bonuses_changes',
    ]);
    expect(
      hub.deliver({ channel: 'bonuses_changes', event: 'updated', data: {}, id: 'b', user: '1' }),
    ).toBe(1);
    hub.flush();
    expect([alice.sent.length, bob.sent.length, guest.sent.length]).toEqual([1, 0, 0]);
    // A private message without a user goes nowhere.
    expect(hub.deliver({ channel: 'bonuses_changes', event: 'updated', data: {}, id: 'c' })).toBe(
      0,
    );
  });
});
