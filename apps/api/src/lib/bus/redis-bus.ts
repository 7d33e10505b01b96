import { Redis } from 'ioredis';
import type { Bus, BusHandler } from './bus.js';

/** Redis pub/sub: a message published on any instance reaches subscribers on every instance. */
export function createRedisBus(url: string): Bus {
  const publisher = new Redis(url, { lazyConnect: false, maxRetriesPerRequest: 3 });
  const subscriber = new Redis(url, { lazyConnect: false });
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
    for (const handler of targets) handler(message);
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
