import type { FastifyInstance } from 'fastify';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import type { Env } from '../config/env.js';
import { AppError } from '../lib/app-error.js';

/**
 * How a route declares its per-address limit, the one way: `config: perMinute(max)`, at most
 * `max` calls a minute from one address to that route (method and path; docs/api.md lists them).
 */
export function perMinute(max: number): { rateLimit: { max: number; timeWindow: number } } {
  return { rateLimit: { max, timeWindow: 60_000 } };
}

/**
 * Per-IP request limits (DESIGN.md §2, §4; requirements TR-016, API-020). Nothing is limited
 * unless its route opts in with `config: perMinute(max)`: every call that does real work for a
 * guest (search, CMS, registration checks, support, telemetry) and the sign-in flows. Counters
 * live in Redis when `REDIS_URL` is set, so every instance counts together; in-process otherwise.
 * The key is `request.ip` (IPv6 folded to its /56), which already honours TRUSTED_PROXIES, so a
 * forged X-Forwarded-For picks no new key.
 * The 429 carries `Retry-After` (seconds) and the error body of the error handler.
 */
export async function registerRateLimit(
  app: FastifyInstance,
  env: Pick<Env, 'REDIS_URL'>,
): Promise<void> {
  let redis: Redis | undefined;
  if (env.REDIS_URL) {
    // Fail fast rather than queue: with `skipOnError` a Redis outage lets requests through
    // instead of answering 500 (the captcha still guards sign-in, SS-011).
    redis = new Redis(env.REDIS_URL, { maxRetriesPerRequest: 1, connectTimeout: 2000 });
    redis.on('error', (error: Error) => app.log.warn({ err: error }, 'rate-limit redis error'));
    const client = redis;
    app.addHook('onClose', async () => {
      client.disconnect();
    });
  }

  await app.register(rateLimit, {
    global: false,
    ...(redis ? { redis, nameSpace: 'croupier:rl:' } : {}),
    skipOnError: true,
    errorResponseBuilder: (_request, context) =>
      new AppError('rate_limited', `Too many requests, try again in ${context.after}`),
  });
}
