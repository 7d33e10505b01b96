/**
 * Engagement consumers keep up with play (DESIGN.md §11: lag p99 <= 2 s at the wallet's budget
 * rate; decision 0302): `ledger.movement` events (bets with their play context) arrive at
 * OUTBOX_BENCH_RATE per second, written as the wallet writes them (one multi-row insert per
 * tick), while one outbox worker, as in an api process, hands them to four consumers: two
 * at-least-once (a socket push, a notification: no I/O here) and two exactly-once, each a
 * transaction with its receipt and an upsert (comp points; quest progress, ordered by player).
 * Lag is the time from the event's commit to the consumer's call, per consumer.
 *
 * On PostgreSQL when DATABASE_URL is set (a fresh database, dropped after), else PGlite.
 * Run: `npx tsx bench/outbox-lag.bench.ts`. Environment: OUTBOX_BENCH_SECONDS (default 20),
 * OUTBOX_BENCH_RATE (events/s, default 1000), OUTBOX_BENCH_PLAYERS (default 1000).
 */
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { EVENT_CATALOGUE, EVENT_PLAYER_FIELD } from '@croupier/contracts/events';
import { migrateDatabase } from '../apps/api/src/db/migrate.js';
import { systemClock } from '../apps/api/src/lib/clock.js';
import { workerTuning } from '../apps/api/src/modules/outbox/outbox.plugin.js';
import { OutboxWorker } from '../apps/api/src/modules/outbox/outbox.worker.js';
import { openBenchDatabase } from './lib/bench-database.js';
import { betEvent } from './lib/ledger-events.mjs';
import { meets, writeResult, type Figure } from './lib/write-result.js';

const SECONDS = Number(process.env.OUTBOX_BENCH_SECONDS ?? 20);
const RATE = Number(process.env.OUTBOX_BENCH_RATE ?? 1000);
const PLAYERS = Number(process.env.OUTBOX_BENCH_PLAYERS ?? 1000);
const TICK_MS = 20;
const BUDGET = '<= 2000';

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

const loadAtStart = loadavg()[0] ?? 0;
const bench = await openBenchDatabase(4);
const { db } = bench.handle;
console.log(`outbox-lag on ${bench.label}: ${RATE} events/s for ${SECONDS} s, 4 consumers`);
await migrateDatabase(bench.handle);
// A steady state, not an empty table: a week's handed-out events stay (outbox-prune), and the
// planner has statistics for them, as it has on a running database.
await db.execute(sql`
  INSERT INTO outbox_events (topic, payload, processed_at, attempts)
  SELECT 'ledger.movement', jsonb_build_object('playerId', n % ${PLAYERS}), now(), 1
  FROM generate_series(1, 50000) AS n`);
await db.execute(sql`ANALYZE outbox_events`);
await db.execute(sql`CREATE TABLE bench_points (player int PRIMARY KEY, points bigint NOT NULL)`);
await db.execute(sql`CREATE TABLE bench_quests (player int PRIMARY KEY, wagered bigint NOT NULL)`);

const lags = new Map<string, number[]>();
const record = (consumer: string, createdAt: Date) => {
  const list = lags.get(consumer) ?? [];
  list.push(Date.now() - createdAt.getTime());
  lags.set(consumer, list);
};

const tuning = workerTuning(bench.handle.kind, {});
const worker = new OutboxWorker({
  db,
  clock: systemClock,
  log: pino({ level: 'warn' }),
  catalogue: EVENT_CATALOGUE,
  playerFields: EVENT_PLAYER_FIELD,
  // As outbox.plugin.ts builds the api's (claim size and concurrency).
  ...tuning,
});
worker.handle('ledger.movement', 'push', async (_event, meta) => record('push', meta.createdAt));
worker.handle('ledger.movement', 'notify', async (_event, meta) =>
  record('notify', meta.createdAt),
);
worker.handleInTransaction('ledger.movement', 'comp-points', async (event, meta) => {
  if (event.kind === 'bet' && event.playerId !== null) {
    await meta.tx.execute(sql`
      INSERT INTO bench_points (player, points) VALUES (${event.playerId}, ${event.play.eurCents})
      ON CONFLICT (player) DO UPDATE SET points = bench_points.points + EXCLUDED.points`);
  }
  record('comp-points', meta.createdAt);
});
worker.handleInTransaction(
  'ledger.movement',
  'quests',
  async (event, meta) => {
    if (event.kind === 'bet' && event.playerId !== null) {
      await meta.tx.execute(sql`
        INSERT INTO bench_quests (player, wagered) VALUES (${event.playerId}, ${event.play.eurCents})
        ON CONFLICT (player) DO UPDATE SET wagered = bench_quests.wagered + EXCLUDED.wagered`);
    }
    record('quests', meta.createdAt);
  },
  { orderedBy: 'player' },
);

let sequence = 0;
function movement(playerId: number) {
  sequence += 1;
  return betEvent(sequence, playerId, 100);
}

worker.start();
const perTick = (RATE * TICK_MS) / 1000;
const started = Date.now();
let produced = 0;
let owed = 0;
while (Date.now() - started < SECONDS * 1000) {
  const tickStart = Date.now();
  owed += perTick;
  const count = Math.floor(owed);
  owed -= count;
  const payloads = Array.from({ length: count }, () =>
    movement(1 + Math.floor(Math.random() * PLAYERS)),
  );
  // One statement per tick, as the wallet's batch writes its events.
  await db.execute(sql`
    INSERT INTO outbox_events (topic, payload)
    SELECT 'ledger.movement', value FROM jsonb_array_elements(${JSON.stringify(payloads)}::jsonb)`);
  produced += count;
  worker.wake();
  const wait = TICK_MS - (Date.now() - tickStart);
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}
const producedFor = (Date.now() - started) / 1000;
// Let the consumers catch up, then stop.
const deadline = Date.now() + 60_000;
while (
  Date.now() < deadline &&
  Math.min(...[...lags.values()].map((list) => list.length)) < produced
) {
  await new Promise((resolve) => setTimeout(resolve, 100));
}
await worker.stop();

const figures: Figure[] = [];
let worst = 0;
for (const [consumer, list] of lags) {
  const sorted = [...list].sort((a, b) => a - b);
  const p99 = percentile(sorted, 99);
  worst = Math.max(worst, p99);
  figures.push({ metric: `${consumer} lag p50`, value: percentile(sorted, 50), unit: 'ms' });
  figures.push({
    metric: `${consumer} lag p99`,
    value: p99,
    unit: 'ms',
    budget: BUDGET,
    pass: meets(p99, BUDGET),
  });
  figures.push({ metric: `${consumer} events handled`, value: list.length, unit: 'events' });
}
figures.unshift(
  {
    metric: 'worst consumer lag p99',
    value: worst,
    unit: 'ms',
    budget: BUDGET,
    pass: meets(worst, BUDGET),
  },
  { metric: 'events produced', value: produced, unit: 'events' },
  { metric: 'arrival rate', value: Math.round(produced / producedFor), unit: 'events/s' },
);
writeResult('outbox-lag', figures, [
  `${bench.label}; one worker as in one api process (claims of ${tuning.batchSize}, ${tuning.concurrency} at once); 4 consumers of ledger.movement (2 at-least-once, 2 transactional with receipts, one ordered by player) over ${PLAYERS} players`,
  `load average at start ${loadAtStart.toFixed(2)}, at end ${(loadavg()[0] ?? 0).toFixed(2)} (shared machine)`,
]);
await bench.dispose();
