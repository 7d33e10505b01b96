import type { Env } from '../../config/env.js';
import type { Bus } from './bus.js';
import { createInProcessBus } from './in-process-bus.js';

/** In-process unless `REDIS_URL` names a Redis (DESIGN.md §2). */
export async function createBus(env: Pick<Env, 'REDIS_URL'>): Promise<Bus> {
  if (env.REDIS_URL) {
    const { createRedisBus } = await import('./redis-bus.js');
    return createRedisBus(env.REDIS_URL);
  }
  return createInProcessBus();
}
