import type { WebSocket } from 'ws';
import {
  CLOSE_SLOW_CONSUMER,
  isPublicChannel,
  type Channel,
  type ServerFrame,
} from '@croupier/contracts/realtime';

/** One socket on this instance. */
export interface Connection {
  socket: WebSocket;
  /** Channel user proven by the token, `null` for a guest (public channels only). */
  user: string | null;
  channels: Set<Channel>;
  /** Cleared at each heartbeat, set again by the pong. */
  isAlive: boolean;
}

/** What travels on the bus: a message plus, for a private channel, its channel user. */
export interface RealtimeEnvelope {
  channel: Channel;
  event: string;
  data: unknown;
  id: string;
  user?: string | undefined;
}

/**
 * The sockets of this instance and who listens to what. Delivery serialises a message once and
 * writes the same bytes to every matching socket (DESIGN.md §11 fan-out budget).
 */
export class RealtimeHub {
  readonly connections = new Set<Connection>();
  private readonly byChannel = new Map<Channel, Set<Connection>>();
  private readonly byUser = new Map<string, Set<Connection>>();

  /** @param maxBufferedBytes a socket with more unsent bytes than this is dropped. */
  constructor(private readonly maxBufferedBytes: number) {}

  add(connection: Connection): void {
    this.connections.add(connection);
    if (connection.user === null) return;
    const sockets = this.byUser.get(connection.user) ?? new Set<Connection>();
    sockets.add(connection);
    this.byUser.set(connection.user, sockets);
  }

  remove(connection: Connection): void {
    if (!this.connections.delete(connection)) return;
    this.unsubscribe(connection, [...connection.channels]);
    if (connection.user === null) return;
    const sockets = this.byUser.get(connection.user);
    sockets?.delete(connection);
    if (sockets?.size === 0) this.byUser.delete(connection.user);
  }

  /** Joins the channels the connection may join; returns the ones it may not. */
  subscribe(connection: Connection, channels: readonly Channel[]): Channel[] {
    const refused: Channel[] = [];
    for (const channel of channels) {
      // NT-011: a private channel needs a token; its messages reach only that token's user.
      if (!isPublicChannel(channel) && connection.user === null) {
        refused.push(channel);
        continue;
      }
      connection.channels.add(channel);
      const members = this.byChannel.get(channel) ?? new Set<Connection>();
      members.add(connection);
      this.byChannel.set(channel, members);
    }
    return refused;
  }

  unsubscribe(connection: Connection, channels: readonly Channel[]): void {
    for (const channel of channels) {
      connection.channels.delete(channel);
      const members = this.byChannel.get(channel);
      members?.delete(connection);
      if (members?.size === 0) this.byChannel.delete(channel);
    }
  }

  /** Writes the message to every matching socket here; returns how many it reached. */
  deliver(envelope: RealtimeEnvelope): number {
    const frame: ServerFrame = {
      channel: envelope.channel,
      event: envelope.event,
      data: envelope.data,
      id: envelope.id,
    };
    const bytes = Buffer.from(JSON.stringify(frame));
    let sent = 0;
    if (isPublicChannel(envelope.channel)) {
      for (const connection of this.byChannel.get(envelope.channel) ?? []) {
        if (this.sendBytes(connection, bytes)) sent += 1;
      }
      return sent;
    }
    if (envelope.user === undefined) return 0;
    for (const connection of this.byUser.get(envelope.user) ?? []) {
      if (connection.channels.has(envelope.channel) && this.sendBytes(connection, bytes)) sent += 1;
    }
    return sent;
  }

  send(connection: Connection, frame: ServerFrame): void {
    this.sendBytes(connection, Buffer.from(JSON.stringify(frame)));
  }

  /**
   * Bounded memory per socket: a client that does not read its messages is dropped (close
   * 4408, it reconnects and reloads) instead of growing the send buffer without limit.
   */
  private sendBytes(connection: Connection, bytes: Buffer): boolean {
    const { socket } = connection;
    if (socket.readyState !== socket.OPEN) return false;
    if (socket.bufferedAmount + bytes.length > this.maxBufferedBytes) {
      socket.close(CLOSE_SLOW_CONSUMER, 'slow consumer');
      this.remove(connection);
      return false;
    }
    socket.send(bytes, { binary: false, compress: false });
    return true;
  }
}
