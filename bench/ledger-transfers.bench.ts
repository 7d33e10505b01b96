/**
 * Ledger transfers per second (DESIGN.md §3, §11; RELIABILITY AV-03): deposit-like postings
 * (PSP clearing → a player's real account) through the real `postTransaction` (balanced entries,
 * running balance, hash chain, outbox event, one durable commit each), from concurrent callers:
 * first spread over many players, then all on one hot player, whose account rows every posting
 * locks. No budget is set for the ledger alone; AV-03 asks ≥ 300 ops/s of the wallet on one hot
 * player, so that figure is recorded as the reference. Afterwards the trial balance and the
 * hash chains must still verify.
 *
 * On PostgreSQL when DATABASE_URL is set (a fresh database croupier_bench_<pid>, migrated with
 * the app's migrations and dropped after), else on PGlite in a temporary directory (the embedded
 * default). Run: `npx tsx bench/ledger-transfers.bench.ts` (or `npm run bench -- ledger`).
 * Environment: LEDGER_BENCH_SECONDS (per workload, default 10), LEDGER_BENCH_WORKERS (default
 * 32), LEDGER_BENCH_PLAYERS (default 1000).
 */
import { loadavg } from 'node:os';
import { sql, type SQL } from 'drizzle-orm';
import { migrateDatabase } from '../apps/api/src/db/migrate.js';
import { systemClock } from '../apps/api/src/lib/clock.js';
import { trialBalance, verifyChains } from '../apps/api/src/modules/ledger/ledger-audit.service.js';
import { postTransaction } from '../apps/api/src/modules/ledger/ledger.service.js';
import { openBenchDatabase } from './lib/bench-database.js';
import { meets, writeResult, type Figure } from './lib/write-result.js';

const SECONDS = Number(process.env.LEDGER_BENCH_SECONDS ?? 10);
const WORKERS = Number(process.env.LEDGER_BENCH_WORKERS ?? 32);
const PLAYERS = Number(process.env.LEDGER_BENCH_PLAYERS ?? 1000);
/** RELIABILITY AV-03's figure for the wallet on one hot player: a reference, not a budget. */
const HOT_REFERENCE = '>= 300';

function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}
const round = (value: number, digits = 1) => Number(value.toFixed(digits));

const loadAtStart = loadavg()[0] ?? 0;
const bench = await openBenchDatabase(WORKERS + 2);
const { db } = bench.handle;
console.log(`ledger-transfers on ${bench.label}`);
await migrateDatabase(bench.handle);

async function rows<T>(query: SQL): Promise<T[]> {
  const result = await db.execute(query);
  return (result as unknown as { rows: T[] }).rows;
}

// Bare player rows: the ledger needs only the foreign key.
await db.execute(sql`
  INSERT INTO players (email, email_normalized, currency, language)
  SELECT 'bench-' || n || '@example.com', 'bench-' || n || '@example.com', 'EUR', 'en'
  FROM generate_series(1, ${PLAYERS}) AS n`);
const playerIds = (
  await rows<{ id: number }>(sql`SELECT id::int AS id FROM players ORDER BY id`)
).map((row) => row.id);

let sequence = 0;
function deposit(playerId: number, reference: string) {
  return db.transaction((tx) =>
    postTransaction(tx, {
      reference,
      kind: 'deposit',
      currency: 'EUR',
      now: systemClock.now(),
      legs: [
        { account: { kind: 'psp_clearing' }, amount: -1000 },
        { account: { kind: 'player_real', playerId }, amount: 1000 },
      ],
    }),
  );
}

async function deadlocks(): Promise<number | null> {
  if (bench.handle.kind !== 'postgres') return null;
  // The statistics of other backends reach the shared view within about a second.
  await new Promise((resolve) => setTimeout(resolve, 1500));
  const [row] = await rows<{ deadlocks: number }>(
    sql`SELECT deadlocks::int AS deadlocks FROM pg_stat_database WHERE datname = current_database()`,
  );
  return row?.deadlocks ?? null;
}

/** WORKERS callers posting back to back for SECONDS; returns rate, latencies and errors. */
async function measure(name: string, pickPlayer: () => number) {
  const latencies: number[] = [];
  const errors = new Map<string, number>();
  const started = performance.now();
  const deadline = started + SECONDS * 1000;
  await Promise.all(
    Array.from({ length: WORKERS }, async () => {
      while (performance.now() < deadline) {
        const begun = performance.now();
        try {
          await deposit(pickPlayer(), `${name}:${(sequence += 1)}`);
          latencies.push(performance.now() - begun);
        } catch (error) {
          const code = (error as { cause?: { code?: string } }).cause?.code ?? String(error);
          errors.set(code, (errors.get(code) ?? 0) + 1);
        }
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  latencies.sort((a, b) => a - b);
  return {
    rate: round(latencies.length / elapsed, 0),
    p50: round(percentile(latencies, 50), 2),
    p99: round(percentile(latencies, 99), 2),
    errors: [...errors].map(([code, count]) => `${code} x${count}`),
  };
}

// Warm-up: every player's accounts exist and the plans are cached before the clock runs.
for (let index = 0; index < playerIds.length; index += WORKERS) {
  await Promise.all(
    playerIds.slice(index, index + WORKERS).map((id) => deposit(id, `warm-up:${id}`)),
  );
}

const deadlocksBefore = await deadlocks();
const spread = await measure('many', () => {
  return playerIds[Math.floor(Math.random() * playerIds.length)] ?? 0;
});
const hotPlayer = playerIds[0] ?? 0;
const hot = await measure('hot', () => hotPlayer);
const deadlocksAfter = await deadlocks();

const balance = await trialBalance(db);
const chains = await verifyChains(db);
await bench.dispose();

const figures: Figure[] = [
  { metric: `transfers/s, ${PLAYERS} players`, value: spread.rate, unit: 'ops/s' },
  { metric: `latency p50, ${PLAYERS} players`, value: spread.p50, unit: 'ms' },
  { metric: `latency p99, ${PLAYERS} players`, value: spread.p99, unit: 'ms' },
  { metric: 'transfers/s, one hot player', value: hot.rate, unit: 'ops/s' },
  { metric: 'latency p50, one hot player', value: hot.p50, unit: 'ms' },
  { metric: 'latency p99, one hot player', value: hot.p99, unit: 'ms' },
];
const errors = [...spread.errors, ...hot.errors];
const deadlocked = (deadlocksAfter ?? 0) - (deadlocksBefore ?? 0);
writeResult('ledger-transfers', figures, [
  bench.label,
  `${WORKERS} concurrent callers, ${SECONDS} s per workload, one posting per transaction`,
  `load average at start ${round(loadAtStart, 2)} (the callers and the database share the machine)`,
  `no ledger budget is set; for reference, RELIABILITY AV-03 asks the wallet ${HOT_REFERENCE} ops/s on one hot player: the ledger alone does ${hot.rate} (${meets(hot.rate, HOT_REFERENCE) ? 'meets' : 'BELOW'} it)`,
  `errors: ${errors.length === 0 ? 'none' : errors.join(', ')}`,
  deadlocksBefore === null
    ? 'deadlocks: n/a on PGlite (one connection)'
    : `deadlocks (pg_stat_database): ${deadlocked}`,
  `afterwards: trial balance ${balance.ok ? 'ok' : 'FAILED'}, chains ${chains.ok ? 'ok' : 'FAILED'} over ${chains.transactions} transactions`,
]);
if (!balance.ok || !chains.ok || errors.length > 0 || deadlocked > 0) process.exit(1);
