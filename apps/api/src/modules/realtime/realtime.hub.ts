import type { WebSocket } from 'ws';
import {
  CLOSE_SLOW_CONSUMER,
  isPublicChannel,
  type Channel,
  type ServerFrame,
} from '@croupier/contracts/realtime';

/** The TCP stream under a socket: corked while a batch of frames is written (one syscall). */
export interface Corkable {
  cork(): void;
  uncork(): void;
}

/** One socket on this instance. */
export interface Connection {
  socket: WebSocket;
  stream?: Corkable | undefined;
  /** Frames queued in this tick, written together by the next flush. */
  pending?: Buffer[] | undefined;
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

const SEND_OPTIONS = { binary: false, compress: false } as const;

/**
 * The sockets of this instance and who listens to what (DESIGN.md §11 fan-out budget). Delivery
 * serialises a message once and queues the same bytes for every matching socket; a flush on the
 * next turn of the event loop writes each socket's queue with its stream corked, so a burst of
 * messages costs one write per socket rather than one per message.
 */
export class RealtimeHub {
  readonly connections = new Set<Connection>();
  private readonly byChannel = new Map<Channel, Set<Connection>>();
  private readonly byUser = new Map<string, Set<Connection>>();
  private dirty = new Set<Connection>();
  private flushScheduled = false;

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
    connection.pending = undefined;
    this.dirty.delete(connection);
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
    // Serialised at the first socket that wants it: a player's pushes reach every instance
    // and most hold none of their sockets (a scores batch pushes thousands of statuses).
    let bytes: Buffer | undefined;
    const send = (connection: Connection) => {
      bytes ??= Buffer.from(
        JSON.stringify({
          channel: envelope.channel,
          event: envelope.event,
          data: envelope.data,
          id: envelope.id,
        } satisfies ServerFrame),
      );
      this.enqueue(connection, bytes);
    };
    let queued = 0;
    if (isPublicChannel(envelope.channel)) {
      for (const connection of this.byChannel.get(envelope.channel) ?? []) {
        send(connection);
        queued += 1;
      }
    } else if (envelope.user !== undefined) {
      for (const connection of this.byUser.get(envelope.user) ?? []) {
        if (!connection.channels.has(envelope.channel)) continue;
        send(connection);
        queued += 1;
      }
    }
    return queued;
  }

  /** Writes every queued frame now (tests and shutdown; otherwise the next tick does it). */
  flush(): void {
    this.flushScheduled = false;
    const batch = this.dirty;
    this.dirty = new Set();
    for (const connection of batch) {
      const frames = connection.pending ?? [];
      connection.pending = undefined;
      this.writeFrames(connection, frames);
    }
  }

  private enqueue(connection: Connection, bytes: Buffer): void {
    if (connection.pending) connection.pending.push(bytes);
    else connection.pending = [bytes];
    this.dirty.add(connection);
    if (!this.flushScheduled) {
      this.flushScheduled = true;
      setImmediate(() => this.flush());
    }
  }

  /** A control frame, written at once (it never waits behind queued events). */
  send(connection: Connection, frame: ServerFrame): void {
    this.writeFrames(connection, [Buffer.from(JSON.stringify(frame))]);
  }

  /**
   * Bounded memory per socket: a client that does not read its messages is dropped (close
   * 4408, it reconnects and reloads) instead of growing the send buffer without limit.
   */
  private writeFrames(connection: Connection, frames: Buffer[]): void {
    const { socket, stream } = connection;
    if (frames.length === 0 || socket.readyState !== socket.OPEN) return;
    let bytes = 0;
    for (const frame of frames) bytes += frame.length;
    if (socket.bufferedAmount + bytes > this.maxBufferedBytes) {
      socket.close(CLOSE_SLOW_CONSUMER, 'slow consumer');
      this.remove(connection);
      return;
    }
    stream?.cork();
    for (const frame of frames) socket.send(frame, SEND_OPTIONS);
    stream?.uncork();
  }
}
