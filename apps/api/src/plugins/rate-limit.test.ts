import { describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import { buildTestApp, xhr } from '../testing/test-app.js';
import { uniqueTestAddress } from '../testing/players.js';

/**
 * Costly calls anyone may make are limited per address (DESIGN.md §4: 429 with Retry-After).
 * Each test sends from addresses of its own: on PostgreSQL + Redis the counters are shared
 * between test files.
 */
describe('per-address limits on the calls that do real work for a guest', async () => {
  const { app, env } = await buildTestApp();

  /** Sends `count` calls from one address and returns their statuses and the last answer. */
  const burst = async (request: InjectOptions, count: number) => {
    const remoteAddress = uniqueTestAddress();
    const statuses: number[] = [];
    for (let call = 0; call < count; call += 1) {
      statuses.push((await app.inject({ ...request, remoteAddress })).statusCode);
    }
    const last = await app.inject({ ...request, remoteAddress });
    return { statuses, last, remoteAddress };
  };

  const expectRateLimited = (response: Awaited<ReturnType<typeof app.inject>>) => {
    expect(response.statusCode).toBe(429);
    const retryAfter = Number(response.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect(response.json()).toMatchObject({ code: 'rate_limited' });
  };

  it('answers a game search 600 times a minute from one address, then 429 with Retry-After', async () => {
    expect(env.SEARCH_RATE_LIMIT_PER_MINUTE).toBe(600);
    const search = {
      method: 'POST',
      url: '/api/games_filter',
      headers: xhr,
      payload: { device: 'desktop', filter: { title: 'gold' } },
    } as const;
    const { statuses, last, remoteAddress } = await burst(search, 600);
    expect(statuses.every((status) => status === 200)).toBe(true);
    expectRateLimited(last);
    // Another visitor still searches, and so does this one on the list endpoint (its own count).
    expect((await app.inject({ ...search, remoteAddress: uniqueTestAddress() })).statusCode).toBe(
      200,
    );
    const select = await app.inject({
      method: 'POST',
      url: '/api/games_filter/select',
      headers: xhr,
      remoteAddress,
      payload: { device: 'desktop', game_ids: [] },
    });
    expect(select.statusCode).toBe(200);
  });

  it('limits the listed-games search the same way', async () => {
    const { statuses, last } = await burst(
      {
        method: 'POST',
        url: '/api/games_filter/select',
        headers: xhr,
        payload: { device: 'mobile', game_ids: [] },
      },
      600,
    );
    expect(statuses.every((status) => status === 200)).toBe(true);
    expectRateLimited(last);
  });

  it('limits each CMS read to 300 a minute per address', async () => {
    const { statuses, last } = await burst({ url: '/api/cms/snippets?l=en' }, 300);
    expect(statuses.every((status) => status === 200)).toBe(true);
    expectRateLimited(last);
  });

  it('limits the live-chat restore id to 60 a minute per address', async () => {
    const { statuses, last } = await burst(
      {
        method: 'POST',
        url: '/restore-id/get',
        headers: xhr,
        payload: { data: { internalId: 1 } },
      },
      60,
    );
    expect(statuses.every((status) => status === 200)).toBe(true);
    expectRateLimited(last);
  });
});

describe('a configured search limit (the benchmark raises it; production keeps the default)', async () => {
  const { app } = await buildTestApp({ SEARCH_RATE_LIMIT_PER_MINUTE: '3' });

  it('answers the fourth search of the minute with 429', async () => {
    const remoteAddress = uniqueTestAddress();
    const search = () =>
      app.inject({
        method: 'POST',
        url: '/api/games_filter',
        headers: xhr,
        remoteAddress,
        payload: { device: 'desktop', filter: { title: 'fire' } },
      });
    const statuses = [];
    for (let call = 0; call < 4; call += 1) statuses.push((await search()).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
  });
});
