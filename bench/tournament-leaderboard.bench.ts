/**
 * A tournament's leaderboard keeps up with play (issue 18; DESIGN.md §11): 10,000 players in one
 * running tournament, `ledger.movement` bets (one in twenty rolled back) arriving at
 * TOURNAMENT_BENCH_RATE per second as the wallet writes them, consumed by the real
 * `tournaments-scores` consumer as tournaments.plugin.ts registers it (exactly once, ordered per
 * player): each bet is recorded as a counted action, the player's entry derived again, their
 * place computed among the 10,000 and `tournaments_statuses` pushed in the same transaction.
 * "Leaderboard updates per second" is events consumed per second of the run; "push latency" is
 * the time from the bet event's commit to the commit of its status push (the realtime fan-out
 * after it is bench/realtime-fanout.bench.ts). The pushes themselves are handed to the bus by
 * the real socket-push consumer in the same worker, as in one api process. At the end every player's points are checked
 * against their bets minus rollbacks, and the leaderboard page read (top 100 and one place) is
 * timed. The seeded quests count the same bets; their level prizes are paid by the real
 * `tournaments-prizes` consumer, registered beside it, whose lag from the score is reported.
 *
 * On PostgreSQL when DATABASE_URL is set, else PGlite. Run:
 * `npx tsx bench/tournament-leaderboard.bench.ts`. Environment: TOURNAMENT_BENCH_SECONDS
 * (default 10), TOURNAMENT_BENCH_RATE (events/s, default 100), TOURNAMENT_BENCH_PLAYERS
 * (default 10000).
 */
import { loadavg } from 'node:os';
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
import { OutboxWorker } from '../apps/api/src/modules/outbox/outbox.worker.js';
import { createRealtimeService } from '../apps/api/src/modules/realtime/realtime.service.js';
import {
  payDuePrizes,
  PRIZES_CONSUMER,
} from '../apps/api/src/modules/tournaments/prizes.service.js';
import {
  recordMovements,
  SCORES_CONSUMER,
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
const RATE = Number(process.env.TOURNAMENT_BENCH_RATE ?? 100);
const PLAYERS = Number(process.env.TOURNAMENT_BENCH_PLAYERS ?? 10_000);
const TICK_MS = 20;
const LAG_BUDGET = '<= 2000';

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

const loadAtStart = loadavg()[0] ?? 0;
const bench = await openBenchDatabase(4);
const { db } = bench.handle;
console.log(
  `tournament-leaderboard on ${bench.label}: ${PLAYERS} players, ${RATE} events/s for ${SECONDS} s`,
);
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
// The api's worker as outbox.plugin.ts builds it (its claim size included).
const worker = new OutboxWorker({
  db,
  clock: systemClock,
  log,
  catalogue: EVENT_CATALOGUE,
  playerFields: EVENT_PLAYER_FIELD,
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
worker.handle('realtime.publish', 'socket-push', (event) => realtime.publish(event));
// As tournaments.plugin.ts registers it.
worker.handleBatchInTransaction(
  SCORES_CONSUMER.topic,
  SCORES_CONSUMER.name,
  async (items, tx) => {
    await recordMovements(
      tx,
      deps,
      items.map(({ event }) => event),
    );
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

let sequence = 0;
const expected = new Map<number, number>();
function bet(playerId: number, stake: number): Extract<LedgerMovementEvent, { kind: 'bet' }> {
  sequence += 1;
  expected.set(playerId, (expected.get(playerId) ?? 0) + stake);
  return {
    transactionId: sequence,
    reference: `bench:${sequence}`,
    kind: 'bet',
    currency: 'EUR',
    playerId,
    playerLegs: { player_real: -stake },
    balance: null,
    metadata: {},
    createdAt: new Date().toISOString(),
    play: {
      studio: 'bench',
      actionId: `a${sequence}-${randomUUID().slice(0, 8)}`,
      game: 'bench/slot',
      provider: 'bench',
      categories: ['slots'],
      round: `r${sequence}`,
      roundFinished: true,
      split: { realCents: stake, bonusCents: 0 },
      eurCents: stake,
    },
  };
}
function rollbackOf(original: Extract<LedgerMovementEvent, { kind: 'bet' }>): LedgerMovementEvent {
  sequence += 1;
  const playerId = original.playerId ?? 0;
  expected.set(playerId, (expected.get(playerId) ?? 0) - original.play.split.realCents);
  return {
    ...original,
    kind: 'rollback',
    transactionId: sequence,
    reference: `bench:${sequence}`,
    createdAt: new Date().toISOString(),
    play: {
      ...original.play,
      actionId: `rb${sequence}`,
      originalActionId: original.play.actionId,
      originalKind: 'bet',
    },
  };
}
const enqueue = async (payloads: LedgerMovementEvent[]) => {
  await db.execute(sql`
    INSERT INTO outbox_events (topic, payload)
    SELECT 'ledger.movement', value FROM jsonb_array_elements(${JSON.stringify(payloads)}::jsonb)`);
};

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
  const payloads: LedgerMovementEvent[] = [];
  while (payloads.length < count) {
    const playerId = players[Math.floor(Math.random() * players.length)] ?? 0;
    const event = bet(playerId, 100 * (1 + Math.floor(Math.random() * 20)));
    payloads.push(event);
    if (sequence % 20 === 0 && payloads.length < count) payloads.push(rollbackOf(event));
  }
  if (payloads.length > 0) await enqueue(payloads);
  produced += payloads.length;
  worker.wake();
  const wait = TICK_MS - (Date.now() - tickStart);
  if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
}
const producedFor = (Date.now() - started) / 1000;
const deadline = Date.now() + 180_000;
while (Date.now() < deadline && lags.length < produced) {
  await new Promise((resolve) => setTimeout(resolve, 100));
}
while (Date.now() < deadline && prizeLags.length < (await prizeEventsWritten())) {
  await new Promise((resolve) => setTimeout(resolve, 100));
}
const consumedFor = (Date.now() - started) / 1000;
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
  { metric: 'arrival rate', value: Math.round(produced / producedFor), unit: 'events/s' },
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
writeResult('tournament-leaderboard', figures, [
  `${bench.label}; one worker as in one api process (its claim size, the pushes delivered by socket-push onto the bus); the tournaments-scores consumer over ${PLAYERS} players in one bet-sum tournament (each with a scored bet written before the run) and the seeded items, the seeded quests' level prizes paid by the tournaments-prizes consumer in transactions of their own; bets of 1-20 €, one in twenty rolled back`,
  `load average at start ${loadAtStart.toFixed(2)}, at end ${(loadavg()[0] ?? 0).toFixed(2)} (shared machine)`,
]);
await realtime.stop();
await bus.close();
await bench.dispose();
