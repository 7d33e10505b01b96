import { isPublicChannel } from '@croupier/contracts/realtime-channels';
import type { Channel, ClientFrame, RealtimeMessage } from '@croupier/contracts/realtime';

/** Event frames carry a channel; control frames (welcome, pong, ...) are not dispatched. */
const isEventFrame = (json: unknown): boolean =>
  typeof json === 'object' && json !== null && 'channel' in json;

const loadFrameSchema = () =>
  import('../../lib/contracts').then(({ serverFrameSchema }) => serverFrameSchema);

/**
 * The real-time socket (DESIGN.md §8; platform-core.md §4 Real-time): one WebSocket, channel
 * subscriptions kept across reconnects, exponential backoff with jitter, and a fresh connection
 * (url and short-lived token) fetched before every attempt.
 */
export interface RealtimeConnectionInfo {
  /** Absolute ws(s) URL. */
  url: string;
  /** Signed token of a logged-in player; none for a guest (public channels only). */
  token?: string;
}

export interface RealtimeClientOptions {
  getConnection: () => Promise<RealtimeConnectionInfo>;
  createSocket?: (url: string) => WebSocket;
  random?: () => number;
  baseDelayMs?: number;
  maxDelayMs?: number;
}

type Handler = (message: RealtimeMessage) => void;

export const RECONNECT_BASE_MS = 500;
export const RECONNECT_MAX_MS = 30_000;

/** Full backoff ceiling for attempt n (1-based), then "equal jitter": half fixed, half random. */
export function reconnectDelay(
  attempt: number,
  random: number,
  base = RECONNECT_BASE_MS,
  max = RECONNECT_MAX_MS,
) {
  const ceiling = Math.min(max, base * 2 ** (attempt - 1));
  return Math.round(ceiling / 2 + (ceiling / 2) * random);
}

export class RealtimeClient {
  private socket: WebSocket | null = null;
  private handlers = new Map<Channel, Set<Handler>>();
  private attempt = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private stopped = true;
  private hasToken = false;
  /** Sockets opened so far: every open after the first is a reconnect. */
  private opens = 0;
  private reconnectListeners = new Set<() => void>();
  /**
   * Event frames are parsed with the contract before any handler sees them. The schemas (and
   * zod) load with the first event frame, not at start-up: a lobby that hears none never pays
   * for them. The chain keeps frames in the order they arrived while the schemas load.
   */
  private frameSchema: ReturnType<typeof loadFrameSchema> | null = null;
  private delivery: Promise<void> = Promise.resolve();
  private readonly options: Required<RealtimeClientOptions>;

  constructor(options: RealtimeClientOptions) {
    this.options = {
      createSocket: (url) => new WebSocket(url),
      random: Math.random,
      baseDelayMs: RECONNECT_BASE_MS,
      maxDelayMs: RECONNECT_MAX_MS,
      ...options,
    };
  }

  start(): void {
    if (!this.stopped) return;
    this.stopped = false;
    void this.connect();
  }

  stop(): void {
    this.stopped = true;
    clearTimeout(this.timer);
    const socket = this.socket;
    this.socket = null;
    socket?.close(1000);
  }

  /** Listens to a channel; the first listener subscribes, the last one unsubscribes. */
  subscribe(channel: Channel, handler: Handler): () => void {
    let set = this.handlers.get(channel);
    if (!set) {
      set = new Set();
      this.handlers.set(channel, set);
      if (this.canJoin(channel)) this.send({ type: 'subscribe', channels: [channel] });
    }
    set.add(handler);
    return () => {
      const current = this.handlers.get(channel);
      if (!current) return;
      current.delete(handler);
      if (current.size === 0) {
        this.handlers.delete(channel);
        if (this.canJoin(channel)) this.send({ type: 'unsubscribe', channels: [channel] });
      }
    };
  }

  /**
   * Called after each reconnect (NT-011): pushes sent while the socket was down are lost, so
   * the listener reloads the data they would have refreshed.
   */
  onReconnect(listener: () => void): () => void {
    this.reconnectListeners.add(listener);
    return () => this.reconnectListeners.delete(listener);
  }

  private canJoin(channel: Channel): boolean {
    if (this.hasToken) return true;
    return isPublicChannel(channel);
  }

  private send(frame: ClientFrame): void {
    if (this.socket?.readyState === WebSocket.OPEN) this.socket.send(JSON.stringify(frame));
  }

  private async connect(): Promise<void> {
    let info: RealtimeConnectionInfo;
    try {
      info = await this.options.getConnection();
    } catch {
      this.scheduleReconnect();
      return;
    }
    if (this.stopped) return;
    this.hasToken = Boolean(info.token);
    const url = info.token
      ? `${info.url}${info.url.includes('?') ? '&' : '?'}token=${encodeURIComponent(info.token)}`
      : info.url;
    let socket: WebSocket;
    try {
      socket = this.options.createSocket(url);
    } catch {
      this.scheduleReconnect();
      return;
    }
    this.socket = socket;
    socket.addEventListener('open', () => {
      this.attempt = 0;
      const channels = [...this.handlers.keys()].filter((channel) => this.canJoin(channel));
      if (channels.length > 0) this.send({ type: 'subscribe', channels });
      this.opens += 1;
      if (this.opens > 1) for (const listener of this.reconnectListeners) listener();
    });
    socket.addEventListener('message', (event: MessageEvent) => this.onMessage(event.data));
    socket.addEventListener('close', () => {
      if (this.socket !== socket) return;
      this.socket = null;
      this.scheduleReconnect();
    });
  }

  private onMessage(raw: unknown): void {
    if (typeof raw !== 'string') return;
    let json: unknown;
    try {
      json = JSON.parse(raw);
    } catch {
      return;
    }
    if (!isEventFrame(json)) return;
    this.frameSchema ??= loadFrameSchema();
    const schema = this.frameSchema;
    this.delivery = this.delivery.then(async () => {
      let frameSchema: Awaited<typeof schema>;
      try {
        frameSchema = await schema;
      } catch {
        // The schemas failed to load (offline): this frame is dropped, the next one retries.
        this.frameSchema = null;
        return;
      }
      const parsed = frameSchema.safeParse(json);
      if (!parsed.success || !('channel' in parsed.data)) return;
      const message = parsed.data;
      for (const handler of this.handlers.get(message.channel) ?? []) {
        try {
          handler(message);
        } catch (error) {
          // Reported as the uncaught error it is, without stopping the frames behind it.
          setTimeout(() => {
            throw error;
          });
        }
      }
    });
  }

  private scheduleReconnect(): void {
    if (this.stopped) return;
    this.attempt += 1;
    const delay = reconnectDelay(
      this.attempt,
      this.options.random(),
      this.options.baseDelayMs,
      this.options.maxDelayMs,
    );
    clearTimeout(this.timer);
    this.timer = setTimeout(() => void this.connect(), delay);
  }
}
