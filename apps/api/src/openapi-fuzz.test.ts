import { describe, expect, it } from 'vitest';
import { buildTestApp } from './testing/test-app.js';
import { uniqueTestAddress } from './testing/players.js';
import { guest, signedInPlayer } from './testing/fuzz/identities.js';
import { fuzzOperations, reportOf } from './testing/fuzz/fuzz-run.js';
import { operationsOf, type OpenApiDocument } from './testing/fuzz/openapi-requests.js';

/**
 * RELIABILITY IN-01: generated valid, boundary and malformed requests to every operation of the
 * served OpenAPI document, as a guest and as a signed-in player, with the CSRF header so they
 * reach the handlers, and signed where the route is server to server. No answer may be a 5xx or
 * an error body that leaks internals. The long run (200,000 requests) is bench/openapi-fuzz.
 * The seed is fixed so a failure replays; the bench varies it.
 */
const PER_OPERATION = 30;
const SEED = 142_026;

describe('hostile input never gets a 5xx (RELIABILITY IN-01)', async () => {
  const { app, env } = await buildTestApp();
  const document = (await app.inject({ url: '/api/docs/json' })).json<OpenApiDocument>();
  const operations = operationsOf(document);

  it('the document lists every operation, the raw-body ones included', () => {
    expect(operations.length).toBeGreaterThan(90);
    expect(operations.map((operation) => operation.kind)).toEqual(
      expect.arrayContaining(['json', 'multipart', 'webhook', 'wallet', 'none']),
    );
  });

  it('every operation, as a guest and as a player', async () => {
    const run = await fuzzOperations({
      operations,
      identities: [guest, signedInPlayer(app)],
      secrets: {
        studio: env.GAMES_STUDIO,
        studioSecret: env.GAMES_SECRET,
        webhookSecret: env.PAYMENTS_WEBHOOK_SECRET,
      },
      perOperation: PER_OPERATION,
      seed: SEED,
      concurrency: 4,
      send: async (request) => {
        const response = await app.inject({
          method: request.method as 'GET',
          url: request.url,
          headers: request.headers,
          // Each request from its own address: per-address limits would otherwise answer
          // 429 before most requests reach a handler.
          remoteAddress: uniqueTestAddress(),
          ...(request.body === undefined ? {} : { payload: request.body }),
        });
        return { status: response.statusCode, body: response.body };
      },
    });
    expect(run.failures.length, reportOf(run)).toBe(0);
    expect(run.requests).toBe(operations.length * 2 * PER_OPERATION);
    // The requests reach the handlers: many pass the CSRF guard and the contracts.
    const answered = Object.entries(run.byStatus);
    const successes = answered.filter(([status]) => status.startsWith('2'));
    expect(successes.reduce((sum, [, count]) => sum + count, 0)).toBeGreaterThan(run.requests / 5);
  }, 240_000);
});
