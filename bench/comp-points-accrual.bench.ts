/**
 * Comp-point accrual keeps up with play (issue 17; DESIGN.md §11: consumer lag p99 <= 2 s at the
 * wallet's budget rate). `ledger.movement` bets (and a rollback for one bet in twenty) arrive at
 * COMP_BENCH_RATE per second, written as the wallet writes them (one multi-row insert per
 * tick), while COMP_BENCH_WORKERS outbox workers (default 1, as in one api process) hand them to
 * the real comp-points consumer, registered as the plugin registers it: batched (decision 0303),
 * one transaction per chunk of events with their receipts, the per-bet accrual rows, the exact
 * carries, the balances, one `comps_award` push per player and, when a level is crossed, a
 * `comp-points.level-reached` event; the levels consumer, registered beside it, grants the level
 * gift through the grant service in a transaction of its own (its lag is reported too). Lag is the time from the event's commit to its batch's
 * effect; throughput is the events consumed per second of the run. At the end every player's
 * points are checked against the rate applied to their bets minus their rollbacks.
 *
 * On PostgreSQL when DATABASE_URL is set (a fresh database, dropped after), else PGlite.
 * Run: `npx tsx bench/comp-points-accrual.bench.ts`. Environment: COMP_BENCH_SECONDS (default
 * 20), COMP_BENCH_RATE (events/s, default 1500: the
 * wallet's budget of 1,500 bet batches/s), COMP_BENCH_PLAYERS (default 200),
 * COMP_BENCH_WORKERS (default 1), COMP_BENCH_START_POINTS (default 0: new players).
 */
import { loadavg } from 'node:os';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { EVENT_CATALOGUE, EVENT_PLAYER_FIELD } from '@croupier/contracts/events';
import type { LedgerMovementEvent } from '@croupier/contracts/events';
import { levelForPoints } from '@croupier/domain/comp-points/levels';
import { parseEnv } from '../apps/api/src/config/env.js';
import { migrateDatabase } from '../apps/api/src/db/migrate.js';
import { compPointBalances } from '../apps/api/src/db/schema/comp-points.js';
import { playerAccounts, players as playersTable } from '../apps/api/src/db/schema/players.js';
import { seedDatabase } from '../apps/api/src/db/seed/index.js';
import { createBus } from '../apps/api/src/lib/bus/create-bus.js';
import { systemClock } from '../apps/api/src/lib/clock.js';
import { brandService } from '../apps/api/src/modules/brand/brand.service.js';
import {
  accrueMovements,
  earnsPoints,
  isPointMovement,
} from '../apps/api/src/modules/comp-points/accrual.service.js';
import {
  grantReachedLevels,
  LEVELS_CONSUMER,
} from '../apps/api/src/modules/comp-points/levels.service.js';
import { OutboxWorker } from '../apps/api/src/modules/outbox/outbox.worker.js';
import { openBenchDatabase } from './lib/bench-database.js';
import { betEvent, rollbackEvent, type BetEvent } from './lib/ledger-events.mjs';
import { meets, writeResult, type Figure } from './lib/write-result.js';

const SECONDS = Number(process.env.COMP_BENCH_SECONDS ?? 20);
const RATE = Number(process.env.COMP_BENCH_RATE ?? 1500);
const PLAYERS = Number(process.env.COMP_BENCH_PLAYERS ?? 200);
const WORKERS = Number(process.env.COMP_BENCH_WORKERS ?? 1);
/**
 * Points each player holds at the start, with the levels they reached already granted: 0 (new
 * players, whose first bets cross levels 1 and 2 and so take the level gifts' grant path in the
 * run) or e.g. 1000 (players who have played before: level 3, and the run does not reach 4).
 */
const START_POINTS = Number(process.env.COMP_BENCH_START_POINTS ?? 0);
const TICK_MS = 20;
const LAG_BUDGET = '<= 2000';
/** A bet of 1 euro on a slot: 4 points at the seeded 25-cent key. */
const STAKE = 100;
const POINTS_PER_BET = 4;

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

const loadAtStart = loadavg()[0] ?? 0;
const bench = await openBenchDatabase(4);
const { db } = bench.handle;
console.log(`comp-points-accrual on ${bench.label}: ${RATE} events/s for ${SECONDS} s`);
await migrateDatabase(bench.handle);
await seedDatabase(db);
const env = parseEnv({ APP_ENV: 'test', LOG_LEVEL: 'silent', RUN_WORKER: 'false' });
const bus = await createBus(env);
const deps = { env, database: bench.handle, clock: systemClock, bus };
// Loaded once, as the api loads it at start-up (the consumer reads the levels from it).
await brandService(deps).get();

const levels = (await brandService(deps).get()).config.statuses
  .map(({ level, maxPoints }) => ({ level, maxPoints }))
  .sort((a, b) => a.maxPoints - b.maxPoints);
// Players with an EUR account: what the level gifts need (the grant service pays in it).
const players: number[] = [];
for (let index = 0; index < PLAYERS; index += 1) {
  const email = `comp-bench-${index}-${randomUUID().slice(0, 8)}@example.com`;
  const [player] = await db
    .insert(playersTable)
    .values({ email, emailNormalized: email, currency: 'EUR', language: 'en', country: 'DE' })
    .returning({ id: playersTable.id });
  if (!player) throw new Error('player not created');
  await db.insert(playerAccounts).values({ playerId: player.id, currency: 'EUR', active: true });
  if (START_POINTS > 0) {
    await db.insert(compPointBalances).values({
      playerId: player.id,
      chargeable: START_POINTS,
      persistent: START_POINTS,
      levelGranted: levelForPoints(START_POINTS, levels),
    });
  }
  players.push(player.id);
}

const lags: number[] = [];
/** From the accrual batch that reached a level to the commit of its gift. */
const levelLags: number[] = [];
// Several workers over one database, as several api processes would run (claims disjoint,
// one player's events in order).
const workers = Array.from({ length: WORKERS }, () => {
  const worker = new OutboxWorker({
    db,
    clock: systemClock,
    log: pino({ level: 'warn' }),
    catalogue: EVENT_CATALOGUE,
    playerFields: EVENT_PLAYER_FIELD,
    batchSize: 200,
  });
  // As comp-points.plugin.ts registers it: batched, ordered by player.
  worker.handleBatchInTransaction(
    'ledger.movement',
    'comp-points-accrual',
    async (items, tx) => {
      await accrueMovements(tx, deps, items.map(({ event }) => event).filter(isPointMovement));
      const now = Date.now();
      for (const { meta } of items) lags.push(now - meta.createdAt.getTime());
    },
    { orderedBy: 'player', only: earnsPoints },
  );
  // As comp-points.plugin.ts registers it: the level gifts, apart from the accrual's batches.
  worker.handleInTransaction(
    LEVELS_CONSUMER.topic,
    LEVELS_CONSUMER.name,
    async (event, { tx }) => {
      const granted = await grantReachedLevels(tx, deps, event);
      if (granted.length > 0) levelLags.push(Date.now() - Date.parse(event.createdAt));
    },
    LEVELS_CONSUMER.options,
  );
  return worker;
});

let sequence = 0;
const betsOf = new Map<number, number>();
function bet(playerId: number): BetEvent {
  sequence += 1;
  betsOf.set(playerId, (betsOf.get(playerId) ?? 0) + 1);
  return betEvent(sequence, playerId, STAKE);
}
function rollbackOf(original: BetEvent): LedgerMovementEvent {
  sequence += 1;
  betsOf.set(original.playerId ?? 0, (betsOf.get(original.playerId ?? 0) ?? 0) - 1);
  return rollbackEvent(original, sequence);
}

for (const worker of workers) worker.start();
const perTick = (RATE * TICK_MS) / 1000;
const started = Date.now();
let produced = 0;
let owed = 0;
while (Date.now() - started < SECONDS * 1000) {
  const tickStart = Date.now();
  owed += perTick;
  const count = Math.floor(owed);
  owed -= count;
  const payloads: LedgerMovementEvent[] = [];
  while (payloads.length < count) {
    const playerId = players[Math.floor(Math.random() * players.length)] ?? 0;
    const event = bet(playerId);
    payloads.push(event);
    if (sequence % 20 === 0 && payloads.length < count) payloads.push(rollbackOf(event));
  }
  // One statement per tick, as the wallet's batch writes its events.
  await db.execute(sql`
    INSERT INTO outbox_events (topic, payload)
    SELECT 'ledger.movement', value FROM jsonb_array_elements(${JSON.stringify(payloads)}::jsonb)`);
  produced += payloads.length;
  for (const worker of workers) worker.wake();
  const wait = TICK_MS - (Date.now() - tickStart);
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}
const producedFor = (Date.now() - started) / 1000;
const deadline = Date.now() + 120_000;
while (Date.now() < deadline && lags.length < produced) {
  await new Promise((resolve) => setTimeout(resolve, 100));
}
const consumedFor = (Date.now() - started) / 1000;
await Promise.all(workers.map((worker) => worker.stop()));

// Every player's points: the rate applied to their bets minus their rollbacks (checked only
// once every event was consumed; a backlog left at the deadline is reported as such).
const drained = lags.length >= produced;
let mismatched = 0;
if (drained) {
  const balances = await db.execute(sql`SELECT player_id, persistent FROM comp_point_balances`);
  const rows = (balances as unknown as { rows: { player_id: string; persistent: string }[] }).rows;
  for (const playerId of players) {
    const row = rows.find((entry) => Number(entry.player_id) === playerId);
    const expected = START_POINTS + (betsOf.get(playerId) ?? 0) * POINTS_PER_BET;
    if (Number(row?.persistent ?? 0) !== expected) mismatched += 1;
  }
}

const sorted = [...lags].sort((a, b) => a - b);
const p99 = percentile(sorted, 99);
const figures: Figure[] = [
  { metric: 'accrual lag p50', value: percentile(sorted, 50), unit: 'ms' },
  {
    metric: 'accrual lag p99',
    value: p99,
    unit: 'ms',
    budget: LAG_BUDGET,
    pass: meets(p99, LAG_BUDGET),
  },
  { metric: 'accrual lag max', value: sorted.at(-1) ?? Number.NaN, unit: 'ms' },
  { metric: 'level-up gifts granted', value: levelLags.length, unit: 'players' },
  {
    metric: 'level-up gift lag p99',
    value: percentile(
      [...levelLags].sort((a, b) => a - b),
      99,
    ),
    unit: 'ms',
  },
  { metric: 'events produced', value: produced, unit: 'events' },
  { metric: 'events consumed', value: lags.length, unit: 'events' },
  { metric: 'arrival rate', value: Math.round(produced / producedFor), unit: 'events/s' },
  {
    metric: 'consumed per second',
    value: Math.round(lags.length / consumedFor),
    unit: 'events/s',
  },
  {
    metric: 'events left unconsumed at the deadline',
    value: produced - lags.length,
    unit: 'events',
  },
  ...(drained
    ? [
        {
          metric: 'players whose points differ from bets minus rollbacks',
          value: mismatched,
          unit: 'players',
          budget: '<= 0',
          pass: mismatched === 0,
        },
      ]
    : []),
];
writeResult('comp-points-accrual', figures, [
  `${bench.label}; ${WORKERS} worker(s) (batch 200), one as in one api process; the comp-points consumer batched (ordered by player, one transaction per chunk of up to 200 events with their receipts, one comps_award per player per chunk; level gifts by the levels consumer in transactions of their own) over ${PLAYERS} players starting with ${START_POINTS} points${START_POINTS > 0 ? ' (their levels granted)' : ' (new players: each crosses levels in the run)'}; 1 € slot bets, one in twenty rolled back`,
  `load average at start ${loadAtStart.toFixed(2)}, at end ${(loadavg()[0] ?? 0).toFixed(2)} (shared machine)`,
]);
await bus.close();
await bench.dispose();
