import type { AddressInfo } from 'node:net';
import type { FastifyInstance } from 'fastify';
import { WebSocket } from 'ws';
import { serverFrameSchema, type ServerFrame } from '@croupier/contracts/realtime';

/** A real socket to a listening test app that records every frame it receives. */
export interface TestSocket {
  ws: WebSocket;
  frames: ServerFrame[];
  /** Resolves with the first frame (already received or next) that matches. */
  next(match: (frame: ServerFrame) => boolean, timeoutMs?: number): Promise<ServerFrame>;
  send(frame: unknown): void;
  closed: Promise<{ code: number; reason: string }>;
  close(): Promise<void>;
}

export async function listenOnRandomPort(app: FastifyInstance): Promise<string> {
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  return `ws://127.0.0.1:${port}/ws`;
}

export async function openSocket(
  url: string,
  options: { token?: string; autoPong?: boolean } = {},
): Promise<TestSocket> {
  const target = options.token ? `${url}?token=${encodeURIComponent(options.token)}` : url;
  const ws = new WebSocket(target, { autoPong: options.autoPong ?? true });
  const frames: ServerFrame[] = [];
  const waiters = new Set<{
    match: (frame: ServerFrame) => boolean;
    done: (f: ServerFrame) => void;
  }>();
  ws.on('message', (raw) => {
    const frame = serverFrameSchema.parse(JSON.parse(String(raw)));
    frames.push(frame);
    for (const waiter of waiters) {
      if (waiter.match(frame)) {
        waiters.delete(waiter);
        waiter.done(frame);
      }
    }
  });
  const closed = new Promise<{ code: number; reason: string }>((resolve) => {
    ws.on('close', (code, reason) => resolve({ code, reason: reason.toString() }));
  });
  await new Promise<void>((resolve, reject) => {
    ws.once('open', () => resolve());
    ws.once('error', reject);
  });
  return {
    ws,
    frames,
    closed,
    next(match, timeoutMs = 5000) {
      const seen = frames.find(match);
      if (seen) return Promise.resolve(seen);
      return new Promise((resolve, reject) => {
        const waiter = {
          match,
          done: (frame: ServerFrame) => {
            clearTimeout(timer);
            resolve(frame);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(new Error(`no matching frame; got ${JSON.stringify(frames)}`));
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    send(frame) {
      ws.send(typeof frame === 'string' ? frame : JSON.stringify(frame));
    },
    async close() {
      if (ws.readyState === ws.CLOSED) return;
      ws.close();
      await closed;
    },
  };
}

export function isType<T extends string>(type: T) {
  return (frame: ServerFrame): boolean => 'type' in frame && frame.type === type;
}

export function isEvent(channel: string, predicate: (data: unknown) => boolean = () => true) {
  return (frame: ServerFrame): boolean =>
    'channel' in frame && frame.channel === channel && predicate(frame.data);
}
