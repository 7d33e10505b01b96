import type { Bus, BusHandler } from './bus.js';

/** The embedded default: one process, so a map of handlers is the whole bus. */
export function createInProcessBus(): Bus {
  const handlers = new Map<string, Set<BusHandler>>();
  return {
    async publish(topic, message) {
      // Same async boundary as Redis delivery, so callers never depend on synchronous fan-out.
      const targets = [...(handlers.get(topic) ?? [])];
      queueMicrotask(() => {
        for (const handler of targets) handler(message);
      });
    },
    async subscribe(topic, handler) {
      const set = handlers.get(topic) ?? new Set<BusHandler>();
      set.add(handler);
      handlers.set(topic, set);
      return async () => {
        set.delete(handler);
        if (set.size === 0) handlers.delete(topic);
      };
    },
    async close() {
      handlers.clear();
    },
  };
}
