import { Redis } from 'ioredis';
import type { Bus, BusHandler } from './bus.js';

export interface RedisBusOptions {
  /** Connection trouble; ioredis reconnects by itself, so this is for logging only. */
  onError?: (error: Error) => void;
}

/** Redis pub/sub: a message published on any instance reaches subscribers on every instance. */
export function createRedisBus(url: string, options: RedisBusOptions = {}): Bus {
  const onError = options.onError ?? warnAtMostEvery(10_000);
  const publisher = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { lazyConnect: false });
  // Without listeners ioredis prints every connection error as an "Unhandled error event".
  publisher.on('error', onError);
  subscriber.on('error', onError);
  // A SUBSCRIBE sent while ioredis is still in its connection handshake can interleave with the
  // handshake's INFO and fail the connection (redis/ioredis#2037): subscribe once it is ready.
  const subscriberReady = new Promise<void>((resolve) => subscriber.once('ready', resolve));
  const handlers = new Map<string, Set<BusHandler>>();

  subscriber.on('message', (topic: string, raw: string) => {
    const targets = handlers.get(topic);
    if (!targets) return;
    let message: unknown;
    try {
      message = JSON.parse(raw);
    } catch {
      return;
    }
    for (const handler of targets) {
      try {
        handler(message);
      } catch (error) {
        onError(error instanceof Error ? error : new Error(String(error)));
      }
    }
  });

  return {
    async publish(topic, message) {
      await publisher.publish(topic, JSON.stringify(message));
    },
    async subscribe(topic, handler) {
      let set = handlers.get(topic);
      if (!set) {
        set = new Set();
        handlers.set(topic, set);
        await subscriberReady;
        await subscriber.subscribe(topic);
      }
      set.add(handler);
      const owned = set;
      return async () => {
        owned.delete(handler);
        if (owned.size === 0 && handlers.get(topic) === owned) {
          handlers.delete(topic);
          await subscriber.unsubscribe(topic);
        }
      };
    },
    async close() {
      handlers.clear();
      subscriber.disconnect();
      publisher.disconnect();
    },
  };
}

/** A Redis outage produces an error per reconnect attempt: one warning per window is enough. */
function warnAtMostEvery(windowMs: number): (error: Error) => void {
  let last = 0;
  return (error) => {
    const now = Date.now();
    if (now - last < windowMs) return;
    last = now;
    process.emitWarning(`redis bus: ${error.message}`);
  };
}
