/**
 * Deposits per second through the webhook path (docs/payments.md "Webhooks"): signed
 * `payment.succeeded` events for pending card deposits, POSTed over loopback HTTP to
 * `/api/payments/webhooks/sandbox`, each verified (HMAC, age), recorded by event id, applied
 * under the payment's row lock and credited in the ledger with its outbox events — the whole
 * production path, on PostgreSQL when DATABASE_URL is set (a fresh database, dropped after), else
 * on the embedded PGlite. DESIGN.md §11 sets no budget for it; the figure is
 * tracked commit to commit. A final check insists every deposit was credited exactly once.
 *
 * Run: `npx tsx bench/deposit-webhook.bench.ts` (or `npm run bench -- deposit`).
 * Environment: DEPOSITS (default 2000), CONCURRENCY (default 8).
 */
import { createHmac, randomUUID } from 'node:crypto';
import { loadavg } from 'node:os';
import { eq } from 'drizzle-orm';
import { buildApp } from '../apps/api/src/app.js';
import { parseEnv } from '../apps/api/src/config/env.js';
import { migrateDatabase } from '../apps/api/src/db/migrate.js';
import { ledgerTransactions } from '../apps/api/src/db/schema/ledger.js';
import { seedDatabase } from '../apps/api/src/db/seed/index.js';
import { createInProcessBus } from '../apps/api/src/lib/bus/in-process-bus.js';
import { systemClock } from '../apps/api/src/lib/clock.js';
import { createPlayerWithAccount } from '../apps/api/src/modules/player/player.service.js';
import { insertPayment } from '../apps/api/src/modules/payments/payments.repository.js';
import { entriesOf } from '../apps/api/src/modules/ledger/ledger.service.js';
import { openBenchDatabase } from './lib/bench-database.js';
import { writeResult } from './lib/write-result.js';

const DEPOSITS = Number(process.env.DEPOSITS ?? 2000);
const CONCURRENCY = Number(process.env.CONCURRENCY ?? 8);
const WARM_UP = 100;
const PLAYERS = 50;
const SECRET = 'bench-webhook-secret';

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}
const round = (value: number, digits = 1) => Number(value.toFixed(digits));

const env = parseEnv({
  APP_ENV: 'test',
  LOG_LEVEL: 'warn',
  RUN_WORKER: 'false',
  PAYMENTS_WEBHOOK_SECRET: SECRET,
});
const bench = await openBenchDatabase(CONCURRENCY + 2);
const database = bench.handle;
await migrateDatabase(database);
await seedDatabase(database.db);
const app = await buildApp({ env, database, clock: systemClock, bus: createInProcessBus() });
await app.listen({ host: '127.0.0.1', port: 0 });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : 0;
const url = `http://127.0.0.1:${port}/api/payments/webhooks/sandbox`;

// Players, and one pending card deposit per event, as the cashbox leaves them before the webhook.
const playerIds: number[] = [];
for (let index = 0; index < PLAYERS; index += 1) {
  const email = `bench-${randomUUID()}@example.com`;
  const player = await createPlayerWithAccount(app.deps, database.db, {
    email,
    emailNormalized: email,
    currency: 'EUR',
    language: 'en',
  });
  playerIds.push(player.id);
}
const total = WARM_UP + DEPOSITS;
const bodies: string[] = [];
const now = new Date();
for (let index = 0; index < total; index += 1) {
  const providerId = `pay_bench_${index}`;
  const payment = await insertPayment(database.db, {
    playerId: playerIds[index % PLAYERS] ?? 0,
    action: 'deposit',
    state: 'pending',
    methodId: 'visa-mastercard',
    provider: 'sandbox',
    providerPaymentId: providerId,
    amountCents: 5_000,
    currency: 'EUR',
    createdAt: now,
    updatedAt: now,
  });
  bodies.push(
    JSON.stringify({
      id: `evt_${randomUUID()}`,
      type: 'payment.succeeded',
      created_at: now.toISOString(),
      data: {
        id: providerId,
        merchant_reference: String(payment.id),
        method: 'card',
        amount: 5_000,
        currency: 'EUR',
        status: 'succeeded',
        redirect_url: null,
        decline_reason: null,
        payment_profile: null,
        crypto: null,
        created_at: now.toISOString(),
        updated_at: now.toISOString(),
      },
    }),
  );
}

async function deliver(body: string): Promise<number> {
  const t = Math.floor(Date.now() / 1000);
  const signature = createHmac('sha256', SECRET).update(`${t}.${body}`).digest('hex');
  const started = performance.now();
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-psp-signature': `t=${t},v1=${signature}` },
    body,
  });
  const answer = (await response.json()) as { outcome?: string };
  if (response.status !== 200 || answer.outcome !== 'applied') {
    throw new Error(`webhook answered ${response.status} ${JSON.stringify(answer)}`);
  }
  return performance.now() - started;
}

/** Delivers `batch` with `CONCURRENCY` requests in flight; returns each request's latency. */
async function run(batch: string[]): Promise<number[]> {
  const latencies: number[] = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < batch.length) {
        const body = batch[next];
        next += 1;
        if (body !== undefined) latencies.push(await deliver(body));
      }
    }),
  );
  return latencies;
}

const loadAtStart = loadavg()[0] ?? 0;
try {
  await run(bodies.slice(0, WARM_UP));
  const started = performance.now();
  const latencies = await run(bodies.slice(WARM_UP));
  const seconds = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);

  // Every deposit credited exactly once: one `deposit` ledger transaction each, 2 entries.
  const credited = await database.db
    .select({ id: ledgerTransactions.id })
    .from(ledgerTransactions)
    .where(eq(ledgerTransactions.kind, 'deposit'));
  if (credited.length !== total) throw new Error(`credited ${credited.length} of ${total}`);
  if ((await entriesOf(database.db, credited[0]?.id ?? 0)).length !== 2) {
    throw new Error('unbalanced deposit');
  }

  writeResult(
    'deposit-webhook',
    [
      { metric: 'deposits credited via webhook', value: round(DEPOSITS / seconds), unit: '/s' },
      { metric: 'webhook latency p50', value: round(percentile(latencies, 50), 2), unit: 'ms' },
      { metric: 'webhook latency p99', value: round(percentile(latencies, 99), 2), unit: 'ms' },
    ],
    [
      `${DEPOSITS} deposits after ${WARM_UP} warm-up, ${CONCURRENCY} requests in flight, loopback HTTP`,
      `${bench.label}; no DESIGN.md budget`,
      `1-minute load average at start: ${loadAtStart.toFixed(2)} (other work on the machine lowers the figure)`,
    ],
  );
} finally {
  await app.close();
  await bench.dispose();
}
