import type { Bus, BusHandler } from '../../apps/api/src/lib/bus/bus.js';

/**
 * A bus for the benchmark: every subscription listens on both buses and `publish` goes through
 * the one chosen, so the same 10,000 sockets measure the in-process path and then the Redis hop
 * without reconnecting.
 */
export function createSwitchableBus(inProcess: Bus, redis: Bus | undefined) {
  let current: Bus = inProcess;
  const bus: Bus = {
    publish: (topic, message) => current.publish(topic, message),
    async subscribe(topic: string, handler: BusHandler) {
      const offs = [await inProcess.subscribe(topic, handler)];
      if (redis) offs.push(await redis.subscribe(topic, handler));
      return async () => {
        await Promise.all(offs.map((off) => off()));
      };
    },
    async close() {
      await inProcess.close();
      await redis?.close();
    },
  };
  return {
    bus,
    use(which: 'in-process' | 'redis') {
      if (which === 'redis' && !redis) throw new Error('no Redis bus');
      current = which === 'redis' && redis ? redis : inProcess;
    },
  };
}
