import { afterEach, describe, expect, it, vi } from 'vitest';
import { RealtimeClient, reconnectDelay } from './realtime-client';

class FakeSocket extends EventTarget {
  static OPEN = 1;
  readyState = 0;
  sent: unknown[] = [];
  constructor(readonly url: string) {
    super();
  }
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close() {
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.dispatchEvent(new Event('open'));
  }
  drop() {
    this.readyState = 3;
    this.dispatchEvent(new Event('close'));
  }
  receive(frame: unknown) {
    this.dispatchEvent(new MessageEvent('message', { data: JSON.stringify(frame) }));
  }
}

afterEach(() => vi.useRealTimers());

// The client loads the frame contracts lazily; load them first so only the socket is awaited.
await import('../../lib/contracts');
const flush = async () => {
  for (let i = 0; i < 5; i += 1) await vi.advanceTimersByTimeAsync(0);
};

describe('real-time client', () => {
  it('backs off exponentially with jitter, capped', () => {
    expect(reconnectDelay(1, 0)).toBe(250);
    expect(reconnectDelay(1, 1)).toBe(500);
    expect(reconnectDelay(4, 0.5)).toBe(3000);
    expect(reconnectDelay(20, 1)).toBe(30_000);
  });

  it('subscribes, dispatches events, and resubscribes after a reconnect', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('WebSocket', FakeSocket);
    const sockets: FakeSocket[] = [];
    const getConnection = vi.fn(async () => ({ url: 'ws://x/ws', token: 't1' }));
    const client = new RealtimeClient({
      getConnection,
      random: () => 0,
      createSocket: (url) => {
        const socket = new FakeSocket(url);
        sockets.push(socket);
        return socket as unknown as WebSocket;
      },
    });
    const handler = vi.fn();
    client.subscribe('balance', handler);
    client.start();
    await flush();
    const first = sockets[0];
    expect(first?.url).toBe('ws://x/ws?token=t1');
    first?.open();
    expect(first?.sent).toEqual([{ type: 'subscribe', channels: ['balance'] }]);
    first?.receive({ type: 'welcome', user: 'u1', heartbeat: 25 });
    first?.receive({ channel: 'balance', event: 'updated', data: { amount_cents: 5 }, id: 'e1' });
    first?.receive({ channel: 'balance', event: 'bogus event', data: null, id: 'e2' });
    first?.receive({ channel: 'balance', event: 'updated', data: { amount_cents: 6 }, id: 'e3' });
    // The frame schema loads with the first event frame; frames keep their order meanwhile.
    await vi.waitFor(() => expect(handler).toHaveBeenCalledTimes(2));
    expect(handler.mock.calls.map(([message]) => (message as { id: string }).id)).toEqual([
      'e1',
      'e3',
    ]);

    first?.drop();
    await vi.advanceTimersByTimeAsync(249);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    await flush();
    expect(sockets).toHaveLength(2);
    expect(getConnection).toHaveBeenCalledTimes(2);
    sockets[1]?.open();
    expect(sockets[1]?.sent).toEqual([{ type: 'subscribe', channels: ['balance'] }]);
    client.stop();
  });

  it('joins only public channels without a token', async () => {
    vi.useFakeTimers();
    vi.stubGlobal('WebSocket', FakeSocket);
    let socket: FakeSocket | undefined;
    const client = new RealtimeClient({
      getConnection: async () => ({ url: 'ws://x/ws' }),
      createSocket: (url) => {
        socket = new FakeSocket(url);
        return socket as unknown as WebSocket;
      },
    });
    client.subscribe('wins', vi.fn());
    client.subscribe('balance', vi.fn());
    client.start();
    await flush();
    socket?.open();
    expect(socket?.sent).toEqual([{ type: 'subscribe', channels: ['wins'] }]);
    client.stop();
  });
});
