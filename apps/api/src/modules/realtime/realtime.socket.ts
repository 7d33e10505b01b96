import type { RawData, WebSocket } from 'ws';
import {
  CLOSE_INVALID_TOKEN,
  clientFrameSchema,
  type ClientFrame,
  type ErrorFrame,
} from '@croupier/contracts/realtime';
import type { Connection, Corkable, RealtimeHub } from './realtime.hub.js';

/** Client frames are small; anything larger is not a frame of ours. */
const MAX_CLIENT_FRAME_BYTES = 4096;

/**
 * One socket's protocol (requirements NT-011): checks the token, then answers client frames.
 * Nothing a client sends can throw out of here: every unreadable frame gets an error frame.
 */
export function acceptSocket(options: {
  socket: WebSocket;
  /** The TCP stream under the socket (`request.raw.socket`), corked around batched writes. */
  stream?: Corkable | undefined;
  token: string | undefined;
  hub: RealtimeHub;
  verifyToken: (token: string) => string | undefined;
  heartbeatSeconds: number;
}): Connection | undefined {
  const { socket, token, hub } = options;
  // Without a listener, a socket error (a reset peer) would be thrown as an uncaught exception.
  socket.on('error', () => socket.terminate());

  let user: string | null = null;
  if (token !== undefined && token !== '') {
    const verified = options.verifyToken(token);
    if (verified === undefined) {
      sendError(socket, { code: 'invalid_token', message: 'The token is invalid or expired' });
      socket.close(CLOSE_INVALID_TOKEN, 'invalid token');
      return undefined;
    }
    user = verified;
  }

  const connection: Connection = {
    socket,
    stream: options.stream,
    user,
    channels: new Set(),
    isAlive: true,
  };
  hub.add(connection);
  socket.on('close', () => hub.remove(connection));
  socket.on('pong', () => {
    connection.isAlive = true;
  });
  socket.on('message', (raw, isBinary) => onMessage(hub, connection, raw, isBinary));
  hub.send(connection, { type: 'welcome', user, heartbeat: options.heartbeatSeconds });
  return connection;
}

function onMessage(hub: RealtimeHub, connection: Connection, raw: RawData, isBinary: boolean) {
  const frame = readFrame(raw, isBinary);
  if ('error' in frame) {
    hub.send(connection, { type: 'error', code: 'bad_frame', message: frame.error });
    return;
  }
  switch (frame.type) {
    case 'subscribe': {
      const refused = hub.subscribe(connection, frame.channels);
      if (refused.length > 0) {
        hub.send(connection, {
          type: 'error',
          code: 'forbidden_channel',
          message: 'Private channels need a valid token',
          channels: refused,
        });
      }
      hub.send(connection, { type: 'subscribed', channels: [...connection.channels] });
      return;
    }
    case 'unsubscribe':
      hub.unsubscribe(connection, frame.channels);
      hub.send(connection, { type: 'subscribed', channels: [...connection.channels] });
      return;
    case 'ping':
      hub.send(
        connection,
        frame.id === undefined ? { type: 'pong' } : { type: 'pong', id: frame.id },
      );
      return;
  }
}

function readFrame(raw: RawData, isBinary: boolean): ClientFrame | { error: string } {
  if (isBinary) return { error: 'Frames are JSON text' };
  const bytes = Array.isArray(raw)
    ? Buffer.concat(raw)
    : Buffer.isBuffer(raw)
      ? raw
      : Buffer.from(new Uint8Array(raw));
  if (bytes.length > MAX_CLIENT_FRAME_BYTES) return { error: 'Frame too large' };
  let json: unknown;
  try {
    json = JSON.parse(bytes.toString('utf8'));
  } catch {
    return { error: 'Frames are JSON text' };
  }
  const parsed = clientFrameSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const where = issue && issue.path.length > 0 ? `${issue.path.join('.')}: ` : '';
    return { error: `${where}${issue?.message ?? 'Invalid frame'}` };
  }
  return parsed.data;
}

function sendError(socket: WebSocket, error: Omit<ErrorFrame, 'type'>): void {
  socket.send(JSON.stringify({ type: 'error', ...error }));
}

/**
 * One heartbeat round: a socket that did not answer the previous ping is terminated (a dead
 * peer behind a NAT never sends a close), the others are pinged again.
 */
export function heartbeat(hub: RealtimeHub): number {
  let terminated = 0;
  for (const connection of hub.connections) {
    if (!connection.isAlive) {
      connection.socket.terminate();
      hub.remove(connection);
      terminated += 1;
      continue;
    }
    connection.isAlive = false;
    connection.socket.ping();
  }
  return terminated;
}
