/**
 * A tournament's leaderboard keeps up with play (issue 18; DESIGN.md §11: engagement consumers
 * keep lag p99 <= 2 s at the wallet's 1,000 batches/s): 10,000 players in one running
 * tournament, TOURNAMENT_BENCH_RATE wallet batches a second (slot rounds: a bet and, in one
 * round in three, a win; one in twenty rolled back instead) arriving as `ledger.movement` events
 * as the wallet writes them, from a thread of their own
 * (lib/ledger-bets.mjs) so the consumers cannot slow the arrivals; consumed by the real
 * `tournaments-scores` consumer as tournaments.plugin.ts registers it (exactly once, ordered per
 * player, batched): each bet is recorded as a counted action in every running item it counts
 * in, each changed entry written once, the places computed among the 10,000, the prize notices
 * committed through the outbox and the status snapshots published after the commit.
 *
 * "Push latency" is the time from the bet event's commit to the end of the scores batch that
 * applied it (its snapshot is published right after that batch's commit; the realtime fan-out
 * after it is bench/realtime-fanout.bench.ts). "Leaderboard updates per second" is events
 * consumed per second, from the first arrival to the last event consumed. The pushes from the
 * outbox are handed to the bus by the real socket-push consumers in the same worker, as in one
 * api process. At the end every player's points are checked against their bets minus
 * rollbacks, and the leaderboard page read (top 100 and one place) is timed. The seeded quests
 * count the same bets; their level prizes are paid by the real `tournaments-prizes` consumer,
 * registered beside it, whose lag from the score is reported.
 *
 * On PostgreSQL when DATABASE_URL is set, else PGlite. Run:
 * `npx tsx bench/tournament-leaderboard.bench.ts`. Environment: TOURNAMENT_BENCH_SECONDS
 * (default 10), TOURNAMENT_BENCH_RATE (wallet batches/s, default 1000: the budget rate),
 * TOURNAMENT_BENCH_PLAYERS (default 10000), TOURNAMENT_BENCH_ITEMS (`brand`, the default: the
 * demo brand's running items count every bet too; `one`: the bench's tournament alone, written
 * to tournament-leaderboard-one.json).
 */
import { loadavg } from 'node:os';
import { Worker } from 'node:worker_threads';
import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { EVENT_CATALOGUE, EVENT_PLAYER_FIELD } from '@croupier/contracts/events';
import type { LedgerMovementEvent } from '@croupier/contracts/events';
import { parseEnv } from '../apps/api/src/config/env.js';
import { migrateDatabase } from '../apps/api/src/db/migrate.js';
import { players as playersTable } from '../apps/api/src/db/schema/players.js';
import { tournamentActions, tournamentEntries } from '../apps/api/src/db/schema/tournaments.js';
import { seedDatabase } from '../apps/api/src/db/seed/index.js';
import { createBus } from '../apps/api/src/lib/bus/create-bus.js';
import { systemClock } from '../apps/api/src/lib/clock.js';
import { brandService } from '../apps/api/src/modules/brand/brand.service.js';
import { eurRates } from '../apps/api/src/modules/ledger/eur-rates.js';
import { workerTuning } from '../apps/api/src/modules/outbox/outbox.plugin.js';
import { OutboxWorker } from '../apps/api/src/modules/outbox/outbox.worker.js';
import { createRealtimeService } from '../apps/api/src/modules/realtime/realtime.service.js';
import { deliverCommittedPushes } from '../apps/api/src/modules/realtime/socket-push.js';
import {
  payDuePrizes,
  PRIZES_CONSUMER,
} from '../apps/api/src/modules/tournaments/prizes.service.js';
import {
  SCORES_CONSUMER,
  scoresBatchHandler,
} from '../apps/api/src/modules/tournaments/score.service.js';
import { tournamentSpecSchema } from '../apps/api/src/modules/tournaments/tournaments.model.js';
import {
  findEntry,
  insertTournament,
  listRanked,
  placeOf,
} from '../apps/api/src/modules/tournaments/tournaments.repository.js';
import { openBenchDatabase } from './lib/bench-database.js';
import { meets, writeResult, type Figure } from './lib/write-result.js';

const SECONDS = Number(process.env.TOURNAMENT_BENCH_SECONDS ?? 10);
// The wallet's budget rate (DESIGN.md §11: 1,000 batches/s): slot rounds, each a bet and, when
// it pays (one in three), a win.
const RATE = Number(process.env.TOURNAMENT_BENCH_RATE ?? 1_000);
const WIN_SHARE = 1 / 3;
const PLAYERS = Number(process.env.TOURNAMENT_BENCH_PLAYERS ?? 10_000);
// `brand`: every bet also counts in the demo brand's running items (ten tournaments, quests and
// achievements take a slot bet), the consumer's whole load; `one`: the bench's tournament alone.
const ITEMS = process.env.TOURNAMENT_BENCH_ITEMS === 'one' ? 'one' : 'brand';
const RESULT = ITEMS === 'one' ? 'tournament-leaderboard-one' : 'tournament-leaderboard';
const TICK_MS = 20;
const LAG_BUDGET = '<= 2000';

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

const loadAtStart = loadavg()[0] ?? 0;
const bench = await openBenchDatabase(4);
const { db } = bench.handle;
console.log(`${RESULT} on ${bench.label}: ${PLAYERS} players, ${RATE} events/s for ${SECONDS} s`);
await migrateDatabase(bench.handle);
await seedDatabase(db);
const env = parseEnv({ APP_ENV: 'test', LOG_LEVEL: 'silent', RUN_WORKER: 'false' });
const bus = await createBus(env);
const deps = { env, database: bench.handle, clock: systemClock, bus };
await brandService(deps).get();
await eurRates(deps);
const log = pino({ level: 'warn' });

const now = Date.now();
const race = await insertTournament(
  db,
  tournamentSpecSchema.parse({
    frontendIdentifier: `bench-race-${randomUUID().slice(0, 8)}`,
    title: 'Bench race',
    type: 'tournament',
    currency: 'EUR',
    startAt: new Date(now - 60_000),
    endAt: new Date(now + 86_400_000),
    prizes: [
      { fromPlace: 1, toPlace: 100, prize: { kind: 'comp_points', title: 'p', compPoints: 1 } },
    ],
  }),
);
if (!race) throw new Error('tournament not created');
if (ITEMS === 'one') {
  await db.execute(sql`UPDATE tournaments SET canceled_at = now() WHERE id <> ${race.id}`);
}

// 10,000 players, inserted 1,000 a statement; each starts with one bet already scored so the
// place of every update is computed among all of them.
const players: number[] = [];
for (let start = 0; start < PLAYERS; start += 1_000) {
  const rows = Array.from({ length: Math.min(1_000, PLAYERS - start) }, (_, at) => {
    const email = `tournament-bench-${start + at}-${randomUUID().slice(0, 8)}@example.com`;
    return { email, emailNormalized: email, currency: 'EUR', language: 'en', country: 'DE' };
  });
  const inserted = await db.insert(playersTable).values(rows).returning({ id: playersTable.id });
  players.push(...inserted.map((row) => row.id));
}

const lags: number[] = [];
// The api's worker as outbox.plugin.ts builds it (its claim size and concurrency included).
const tuning = workerTuning(bench.handle.kind, env);
const worker = new OutboxWorker({
  db,
  clock: systemClock,
  log,
  catalogue: EVENT_CATALOGUE,
  playerFields: EVENT_PLAYER_FIELD,
  ...tuning,
});
// The pushes are delivered as realtime.plugin.ts delivers them (socket-push onto the bus): a
// bet brings a push per item it counts in, and they share the worker with the scores.
const realtime = createRealtimeService({
  bus,
  clock: systemClock,
  log,
  secret: undefined,
  publicUrl: undefined,
  maxBufferedBytes: 1 << 20,
});
await realtime.start();
deliverCommittedPushes(worker, realtime);
// As tournaments.plugin.ts registers it (the status snapshots published after each commit).
const applyScores = scoresBatchHandler(deps, realtime);
worker.handleBatchInTransaction(
  SCORES_CONSUMER.topic,
  SCORES_CONSUMER.name,
  async (items, tx, afterCommit) => {
    await applyScores(items, tx, afterCommit);
    for (const { meta } of items) lags.push(Date.now() - meta.createdAt.getTime());
  },
  SCORES_CONSUMER.options,
);
// The seeded quests' level prizes, paid apart from the scores' batches (as the plugin does).
const prizeLags: number[] = [];
worker.handleInTransaction(
  PRIZES_CONSUMER.topic,
  PRIZES_CONSUMER.name,
  async (event, { tx }) => {
    await payDuePrizes(tx, deps, log, event);
    prizeLags.push(Date.now() - Date.parse(event.createdAt));
  },
  PRIZES_CONSUMER.options,
);
const prizeEventsWritten = async () => {
  const result = await db.execute(
    sql`SELECT count(*)::int AS n FROM outbox_events WHERE topic = ${PRIZES_CONSUMER.topic}`,
  );
  return (result as unknown as { rows: { n: number }[] }).rows[0]?.n ?? 0;
};

/** What the arrivals thread (lib/ledger-bets.mjs) posts. */
type ArrivalsMessage =
  | { payloads: LedgerMovementEvent[] }
  | { inserted: number }
  | {
      done: true;
      produced: number;
      rounds: number;
      seconds: number;
      expected: [number, number][];
    };
const enqueue = async (payloads: LedgerMovementEvent[]) => {
  await db.execute(sql`
    INSERT INTO outbox_events (topic, payload)
    SELECT 'ledger.movement', value FROM jsonb_array_elements(${JSON.stringify(payloads)}::jsonb)`);
};
const expected = new Map<number, number>();

// Warm-up (not timed, written directly): one counted bet and its entry per player, so every
// update in the run ranks among all of them.
for (let start = 0; start < players.length; start += 1_000) {
  const slice = players.slice(start, start + 1_000);
  const at = new Date(now - 30_000);
  const stakeOf = (id: number) => 100 + (id % 997);
  for (const id of slice) expected.set(id, stakeOf(id));
  await db.insert(tournamentActions).values(
    slice.map((id) => ({
      tournamentId: race.id,
      actionKey: `warm:${id}`,
      playerId: id,
      kind: 'bet',
      round: `warm:${id}`,
      amount: stakeOf(id),
      eurCents: stakeOf(id),
      bookedAt: at,
    })),
  );
  await db.insert(tournamentEntries).values(
    slice.map((id) => ({
      tournamentId: race.id,
      playerId: id,
      points: stakeOf(id),
      bets: stakeOf(id),
      betsEurCents: stakeOf(id),
      scoredAt: at,
    })),
  );
}

// Statistics taken, as autovacuum keeps them on a running database: on the fresh tables the
// planner's choices otherwise depend on whether autovacuum reaches them mid-run.
await db.execute(sql`ANALYZE`);

worker.start();
const started = Date.now();
// The bets arrive from a thread of their own, as the wallet's would from its requests: the
// consumers on this thread cannot slow the arrivals down.
const source = new Worker(new URL('./lib/ledger-bets.mjs', import.meta.url), {
  workerData: {
    url: bench.url,
    players,
    rate: RATE,
    seconds: SECONDS,
    tickMs: TICK_MS,
    winShare: WIN_SHARE,
  },
});
const arrivals = await new Promise<{ produced: number; rounds: number; seconds: number }>(
  (resolve, reject) => {
    let inserting = Promise.resolve();
    source.on('message', (message: ArrivalsMessage) => {
      if ('payloads' in message) {
        // PGlite lives on this thread: its arrivals are inserted here, in order.
        inserting = inserting.then(() => enqueue(message.payloads)).then(() => worker.wake());
      } else if ('inserted' in message) {
        worker.wake();
      } else {
        for (const [playerId, stakes] of message.expected) {
          expected.set(playerId, (expected.get(playerId) ?? 0) + stakes);
        }
        void inserting.then(() => resolve(message));
      }
    });
    source.on('error', reject);
  },
);
const produced = arrivals.produced;
const deadline = Date.now() + 180_000;
while (Date.now() < deadline && lags.length < produced) {
  await new Promise((resolve) => setTimeout(resolve, 100));
}
const consumedFor = (Date.now() - started) / 1000;
while (Date.now() < deadline && prizeLags.length < (await prizeEventsWritten())) {
  await new Promise((resolve) => setTimeout(resolve, 100));
}
await worker.stop();

const drained = lags.length >= produced;
let mismatched = 0;
if (drained) {
  const result = await db.execute(
    sql`SELECT player_id, points FROM tournament_entries WHERE tournament_id = ${race.id}`,
  );
  const rows = (result as unknown as { rows: { player_id: string; points: string }[] }).rows;
  const points = new Map(rows.map((row) => [Number(row.player_id), Number(row.points)]));
  for (const playerId of players) {
    if ((points.get(playerId) ?? 0) !== (expected.get(playerId) ?? 0)) mismatched += 1;
  }
}

// The reads behind GET /api/tournaments/{id} (top 100) and /status (one player's place).
const readTimes: number[] = [];
for (let round = 0; round < 20; round += 1) {
  const readStart = performance.now();
  await listRanked(db, race.id, 100);
  const someone = players[round * 97] ?? 0;
  const entry = await findEntry(db, race.id, someone);
  if (entry) await placeOf(db, race.id, entry);
  readTimes.push(performance.now() - readStart);
}

const sorted = [...lags].sort((a, b) => a - b);
const p99 = percentile(sorted, 99);
const reads = [...readTimes].sort((a, b) => a - b);
const figures: Figure[] = [
  { metric: 'push latency p50', value: percentile(sorted, 50), unit: 'ms' },
  {
    metric: 'push latency p99',
    value: p99,
    unit: 'ms',
    budget: LAG_BUDGET,
    pass: meets(p99, LAG_BUDGET),
  },
  { metric: 'push latency max', value: sorted.at(-1) ?? Number.NaN, unit: 'ms' },
  {
    metric: 'wallet batches',
    value: Math.round(arrivals.rounds / arrivals.seconds),
    unit: 'batches/s',
  },
  { metric: 'arrival rate', value: Math.round(produced / arrivals.seconds), unit: 'events/s' },
  {
    metric: 'leaderboard updates per second',
    value: Math.round(lags.length / consumedFor),
    unit: 'updates/s',
  },
  {
    metric: 'events left unconsumed at the deadline',
    value: produced - lags.length,
    unit: 'events',
  },
  {
    metric: 'quest-level prize events paid or found paid',
    value: prizeLags.length,
    unit: 'events',
  },
  // Only a run whose bets reach a seeded quest's paid level has a prize lag to report.
  ...(prizeLags.length > 0
    ? [
        {
          metric: 'quest-level prize lag p99 (from the score)',
          value: percentile(
            [...prizeLags].sort((a, b) => a - b),
            99,
          ),
          unit: 'ms',
        },
      ]
    : []),
  {
    metric: 'leaderboard read (top 100 + one place) p50',
    value: Math.round(percentile(reads, 50) * 10) / 10,
    unit: 'ms',
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
writeResult(RESULT, figures, [
  `${bench.label}; one worker as in one api process (claims of ${tuning.batchSize}, ${tuning.concurrency} at once; the pushes delivered by socket-push onto the bus); the tournaments-scores consumer over ${PLAYERS} players in one bet-sum tournament (each with a scored bet written before the run)${ITEMS === 'one' ? ' alone' : ", the demo brand's running items beside it (the seeded quests' level prizes paid by the tournaments-prizes consumer in transactions of their own)"}; bets arriving from a thread of their own; the status snapshots published after each commit; rounds of a 1-20 € bet and, in one in three, a win of 0.5-50 times it; one round in twenty rolled back instead`,
  `load average at start ${loadAtStart.toFixed(2)}, at end ${(loadavg()[0] ?? 0).toFixed(2)} (shared machine)`,
]);
await realtime.stop();
await bus.close();
await bench.dispose();
