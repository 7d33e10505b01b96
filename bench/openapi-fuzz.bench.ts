/**
 * The long run of the api's fuzz suite (RELIABILITY IN-01: 0 × 5xx in the nightly 200,000
 * requests): the generated valid, boundary, hostile, poisoned and malformed requests of
 * apps/api/src/openapi-fuzz.test.ts, to every operation of the served OpenAPI document, as a
 * guest and as a signed-in player, over loopback HTTP (so Node's own parser answers too), in
 * rounds with a new seed each. Each request names its own address in X-Forwarded-For (the bench
 * trusts the loopback proxy) so per-address limits do not keep requests from the handlers.
 * On PostgreSQL when DATABASE_URL is set (a fresh database, dropped after), else PGlite.
 *
 * Run: `npx tsx bench/openapi-fuzz.bench.ts` (or `npm run bench -- fuzz`).
 * Environment: FUZZ_REQUESTS (default 200000), CONCURRENCY (default 8), FUZZ_SEED.
 */
import { randomBytes } from 'node:crypto';
import { Agent, request as httpRequest } from 'node:http';
import { buildApp } from '../apps/api/src/app.js';
import { parseEnv } from '../apps/api/src/config/env.js';
import { migrateDatabase } from '../apps/api/src/db/migrate.js';
import { seedDatabase } from '../apps/api/src/db/seed/index.js';
import { createInProcessBus } from '../apps/api/src/lib/bus/in-process-bus.js';
import { systemClock } from '../apps/api/src/lib/clock.js';
import { guest, signedInPlayer } from '../apps/api/src/testing/fuzz/identities.js';
import {
  fuzzOperations,
  reportOf,
  type FuzzAnswer,
  type FuzzRun,
} from '../apps/api/src/testing/fuzz/fuzz-run.js';
import {
  operationsOf,
  type FuzzRequest,
  type OpenApiDocument,
} from '../apps/api/src/testing/fuzz/openapi-requests.js';
import { openBenchDatabase } from './lib/bench-database.js';
import { writeResult } from './lib/write-result.js';

const REQUESTS = Number(process.env.FUZZ_REQUESTS ?? 200_000);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 8);
const SEED = Number(process.env.FUZZ_SEED ?? Date.now() % 1_000_000);
/** Requests per operation and identity in one round; each round has its own seed. */
const PER_ROUND = 50;

const env = parseEnv({
  APP_ENV: 'test',
  LOG_LEVEL: 'silent',
  RUN_WORKER: 'false',
  GEO_DEV_OVERRIDE: 'true',
  TRUSTED_PROXIES: '127.0.0.1',
  SHED_LOAD_AT_DELAY_MS: '0',
});
const bench = await openBenchDatabase(CONCURRENCY + 2);
const database = bench.handle;
await migrateDatabase(database);
await seedDatabase(database.db);
const app = await buildApp({ env, database, clock: systemClock, bus: createInProcessBus() });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
const agent = new Agent({ keepAlive: true, maxSockets: CONCURRENCY });

let transportErrors = 0;
/** One request over loopback; a connection Node's parser closed counts apart, not as a 5xx. */
function send(request: FuzzRequest): Promise<FuzzAnswer> {
  const [a = 0, b = 0, c = 0] = randomBytes(3);
  const headers: Record<string, string> = {
    ...request.headers,
    'x-forwarded-for': `10.${a}.${b}.${c}`,
  };
  if (request.body !== undefined) {
    headers['content-length'] = String(Buffer.byteLength(request.body));
  }
  return new Promise((resolve) => {
    const outgoing = httpRequest(
      { host: '127.0.0.1', port, method: request.method, path: request.url, headers, agent },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
          }),
        );
        response.on('error', () => {
          transportErrors += 1;
          resolve({ status: 0, body: '' });
        });
      },
    );
    outgoing.on('error', () => {
      transportErrors += 1;
      resolve({ status: 0, body: '' });
    });
    outgoing.end(request.body);
  });
}

const document = (await app.inject({ url: '/api/docs/json' })).json<OpenApiDocument>();
const operations = operationsOf(document);
const identities = [guest, signedInPlayer(app)];
const perRound = operations.length * identities.length * PER_ROUND;
const rounds = Math.max(1, Math.ceil(REQUESTS / perRound));
const total: FuzzRun = { requests: 0, byStatus: {}, failures: [] };

const started = performance.now();
try {
  for (let round = 0; round < rounds; round += 1) {
    const run = await fuzzOperations({
      operations,
      identities,
      secrets: {
        studio: env.GAMES_STUDIO,
        studioSecret: env.GAMES_SECRET,
        webhookSecret: env.PAYMENTS_WEBHOOK_SECRET,
      },
      perOperation: PER_ROUND,
      seed: SEED + round * 10_000,
      concurrency: CONCURRENCY,
      send,
    });
    total.requests += run.requests;
    total.failures.push(...run.failures);
    for (const [status, count] of Object.entries(run.byStatus)) {
      total.byStatus[Number(status)] = (total.byStatus[Number(status)] ?? 0) + count;
    }
    const seconds = (performance.now() - started) / 1000;
    console.log(
      `round ${round + 1}/${rounds}: ${total.requests} requests, ${total.failures.length} failures, ${seconds.toFixed(0)} s`,
    );
  }
  const seconds = (performance.now() - started) / 1000;
  const serverErrors = Object.entries(total.byStatus)
    .filter(([status]) => Number(status) >= 500)
    .reduce((sum, [, count]) => sum + count, 0);
  const leaks = total.failures.filter((failure) => failure.answer.status < 500).length;
  writeResult(
    'openapi-fuzz',
    [
      {
        metric: 'requests',
        value: total.requests,
        unit: 'requests',
        budget: '>= 200000',
        pass: total.requests >= 200_000,
      },
      {
        metric: '5xx answers',
        value: serverErrors,
        unit: 'answers',
        budget: '<= 0',
        pass: serverErrors === 0,
      },
      {
        metric: 'error bodies leaking internals',
        value: leaks,
        unit: 'answers',
        budget: '<= 0',
        pass: leaks === 0,
      },
      { metric: 'duration', value: Math.round(seconds), unit: 's' },
      { metric: 'throughput', value: Math.round(total.requests / seconds), unit: 'requests/s' },
    ],
    [
      `${operations.length} operations x ${identities.length} identities (guest, player), ${rounds} rounds of ${PER_ROUND} each, seeds ${SEED} + round x 10000, ${CONCURRENCY} in flight, loopback HTTP`,
      `answers by status: ${JSON.stringify(total.byStatus)}; connections closed without an answer: ${transportErrors}`,
      bench.label,
      ...reportOf(total).split('\n').slice(1, 11),
    ],
  );
  if (serverErrors > 0 || leaks > 0) process.exitCode = 1;
} finally {
  agent.destroy();
  await app.close();
  await bench.dispose();
}
