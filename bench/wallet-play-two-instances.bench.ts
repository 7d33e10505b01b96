/**
 * The wallet scales out (issue 15 §4): `/play` batches per second over real HTTP to ONE api
 * process, then to TWO api processes on the same PostgreSQL, with the same number of callers.
 * Each api is a separate `node` process (`--import tsx apps/api/src/server.ts`, as
 * games-interaction and lobby-lighthouse start it), not two apps in this process: two apps
 * would share one event loop and one core, which is exactly what scaling out must not do. The
 * callers are worker threads (bench/lib/wallet-load.mjs), one per api process, each sending
 * signed bet + win batches of new rounds over keep-alive sockets. Workloads: many players, then
 * one hot player whose calls arrive at both processes at once (the player's lock in the
 * database serialises them: no deadlock, no double booking). Afterwards the trial balance and
 * the hash chains must verify and every balance must equal funds − Σ stakes + Σ wins.
 *
 * PostgreSQL only (DATABASE_URL; a fresh database croupier_bench_<pid>, dropped after); with
 * REDIS_URL the processes share the Redis bus as production instances do. The outbox worker
 * runs in neither process (RUN_WORKER=false), as in wallet-play.
 * Run: `DATABASE_URL=postgres://... npx tsx bench/wallet-play-two-instances.bench.ts`.
 * Environment: WALLET_BENCH_SECONDS (per workload, default 10), WALLET_BENCH_CONNECTIONS
 * (callers in all, default 32), WALLET_BENCH_PLAYERS (default 1000).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Worker } from 'node:worker_threads';
import { buildApp } from '../apps/api/src/app.js';
import { parseEnv } from '../apps/api/src/config/env.js';
import { migrateDatabase } from '../apps/api/src/db/migrate.js';
import { seedDatabase } from '../apps/api/src/db/seed/index.js';
import { createBus } from '../apps/api/src/lib/bus/create-bus.js';
import { systemClock } from '../apps/api/src/lib/clock.js';
import { trialBalance, verifyChains } from '../apps/api/src/modules/ledger/ledger-audit.service.js';
import { playerBalances } from '../apps/api/src/modules/ledger/ledger.service.js';
import {
  createFixturePlayer,
  type FixturePlayer,
} from '../apps/api/src/modules/wallet/wallet-fixture.service.js';
import { openBenchDatabase } from './lib/bench-database.js';
import { meets, writeResult, type Figure } from './lib/write-result.js';

const SECONDS = Number(process.env.WALLET_BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.WALLET_BENCH_CONNECTIONS ?? 32);
const PLAYERS = Number(process.env.WALLET_BENCH_PLAYERS ?? 1000);
const POOL_SIZE = 16;
const FUNDS = 1_000_000_000;
const STAKE = 100;
const PRIZE = 60;
const FIRST_PORT = 3900 + (process.pid % 50) * 2;
const root = new URL('..', import.meta.url).pathname;

if (!process.env.DATABASE_URL) {
  console.error('wallet-play-two-instances needs PostgreSQL: set DATABASE_URL');
  process.exit(1);
}

const round = (value: number, digits = 1) => Number(value.toFixed(digits));
function percentile(sorted: number[], p: number): number {
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}

const loadAtStart = loadavg()[0] ?? 0;
const bench = await openBenchDatabase(4);
console.log(`wallet-play-two-instances on ${bench.label}`);
await migrateDatabase(bench.handle);
await seedDatabase(bench.handle.db);
const benchUrl = (() => {
  const url = new URL(process.env.DATABASE_URL);
  url.pathname = `/croupier_bench_${process.pid}`;
  return url.toString();
})();

// The players are made here, in a quiet app on the same database; the api processes serve them.
const env = parseEnv({ APP_ENV: 'test', LOG_LEVEL: 'silent', RUN_WORKER: 'false' });
const bus = await createBus({ ...env, REDIS_URL: undefined });
const setup = await buildApp({ env, database: bench.handle, clock: systemClock, bus });
await setup.ready();
const players: FixturePlayer[] = [];
for (let index = 0; index < PLAYERS; index += 1) {
  players.push(await createFixturePlayer(setup.deps, { currency: 'EUR', balance: FUNDS }));
}

interface ApiProcess {
  origin: string;
  child: ChildProcess;
}

function startApi(port: number): ApiProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'apps/api/src/server.ts'], {
    cwd: root,
    stdio: ['ignore', 'ignore', 'inherit'],
    env: {
      ...process.env,
      // The repository's default secrets, on purpose: a benchmark, not a deployment.
      APP_ENV: 'test',
      PORT: String(port),
      DATABASE_URL: benchUrl,
      DATABASE_POOL_SIZE: String(POOL_SIZE),
      DATA_DIR: mkdtempSync(join(tmpdir(), 'croupier-bench-')),
      RUN_WORKER: 'false',
      LOG_LEVEL: 'warn',
    },
  });
  return { origin: `http://127.0.0.1:${port}`, child };
}

async function waitForReady(api: ApiProcess): Promise<void> {
  for (let attempt = 0; attempt < 240; attempt += 1) {
    if (api.child.exitCode !== null) throw new Error(`api exited with ${api.child.exitCode}`);
    try {
      if ((await fetch(`${api.origin}/readyz`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`api at ${api.origin} did not become ready`);
}

async function stopApi(api: ApiProcess): Promise<void> {
  if (api.child.exitCode !== null) return;
  const exited = new Promise((resolve) => api.child.once('exit', resolve));
  api.child.kill('SIGTERM');
  await exited;
}

/** User + system CPU of a process so far, in ms (Linux /proc; clock ticks of 10 ms). */
function cpuMsOf(pid: number | undefined): number {
  if (pid === undefined) return 0;
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** CPU of every PostgreSQL process on this machine so far, in ms (the server shares the box). */
function postgresCpuMs(): number {
  let total = 0;
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const stat = readFileSync(`/proc/${entry}/stat`, 'utf8');
      if (!stat.includes('(postgres)')) continue;
      total += cpuMsOf(Number(entry));
    } catch {
      // the process ended meanwhile
    }
  }
  return total;
}

const booked = new Map<string, number>();

interface LoadResult {
  count: number;
  seconds: number;
  statuses: Record<string, number>;
  latencies: number[];
  booked: Record<string, number>;
}

/** CONNECTIONS callers split evenly over `apis`, for SECONDS after a one-second warm-up. */
async function runLoad(apis: ApiProcess[], label: string, hotPlayer?: FixturePlayer) {
  const cpuBefore = apis.map((api) => cpuMsOf(api.child.pid));
  const databaseBefore = postgresCpuMs();
  const results = await Promise.all(
    apis.map(
      (api, index) =>
        new Promise<LoadResult>((resolve, reject) => {
          const worker = new Worker(new URL('./lib/wallet-load.mjs', import.meta.url), {
            workerData: {
              origin: api.origin,
              path: `/api/wallet/${env.GAMES_STUDIO}/play`,
              secret: env.GAMES_SECRET,
              players,
              hotPlayer,
              stake: STAKE,
              prize: PRIZE,
              connections: Math.max(1, Math.round(CONNECTIONS / apis.length)),
              prefix: `${label}-${apis.length}-${index}`,
              warmUpMs: 1000,
              durationMs: SECONDS * 1000,
            },
          });
          worker.once('message', resolve);
          worker.once('error', reject);
        }),
    ),
  );
  const apiCpuMs = apis.reduce(
    (sum, api, index) => sum + cpuMsOf(api.child.pid) - (cpuBefore[index] ?? 0),
    0,
  );
  const databaseCpuMs = postgresCpuMs() - databaseBefore;
  const latencies = results.flatMap((result) => result.latencies).sort((a, b) => a - b);
  const statuses = new Map<string, number>();
  for (const result of results) {
    for (const [player, count] of Object.entries(result.booked)) {
      booked.set(player, (booked.get(player) ?? 0) + count);
    }
    for (const [status, count] of Object.entries(result.statuses)) {
      statuses.set(status, (statuses.get(status) ?? 0) + count);
    }
  }
  const seconds = Math.max(...results.map((result) => result.seconds));
  // Warm-up and drain included in the CPU, so per batch it is over every batch answered.
  const answered = results.reduce(
    (sum, result) => sum + Object.values(result.booked).reduce((a, b) => a + b, 0),
    0,
  );
  return {
    rate: round(latencies.length / seconds, 0),
    p50: round(percentile(latencies, 50), 2),
    p99: round(percentile(latencies, 99), 2),
    cpuPerBatch: round(apiCpuMs / Math.max(1, answered), 3),
    databaseCpuPerBatch: round(databaseCpuMs / Math.max(1, answered), 3),
    errors: [...statuses].map(([status, count]) => `HTTP ${status} x${count}`),
  };
}

const anyPlayerLabel = `${PLAYERS} players`;
const first = startApi(FIRST_PORT);
const second = startApi(FIRST_PORT + 1);
let runs;
try {
  await Promise.all([waitForReady(first), waitForReady(second)]);
  runs = {
    oneMany: await runLoad([first], 'many'),
    twoMany: await runLoad([first, second], 'many'),
    oneHot: await runLoad([first], 'hot', players[0]),
    twoHot: await runLoad([first, second], 'hot', players[0]),
  };
} finally {
  await Promise.all([stopApi(first), stopApi(second)]);
}

let drifted = 0;
for (const player of players) {
  const [balance] = await playerBalances(bench.handle.db, Number(player.user_id));
  const expected = FUNDS - (booked.get(player.user_id) ?? 0) * (STAKE - PRIZE);
  if ((balance?.realCents ?? 0) !== expected) drifted += 1;
}
const books = await trialBalance(bench.handle.db);
const chains = await verifyChains(bench.handle.db);
await setup.close();
await bus.close();
await bench.dispose();

const scale = round(runs.twoMany.rate / Math.max(1, runs.oneMany.rate), 2);
const figures: Figure[] = [
  {
    metric: `/play batches/s, one api process, ${anyPlayerLabel}`,
    value: runs.oneMany.rate,
    unit: 'batches/s',
  },
  {
    metric: `/play batches/s, two api processes, ${anyPlayerLabel}`,
    value: runs.twoMany.rate,
    unit: 'batches/s',
    budget: '>= 1500',
    pass: meets(runs.twoMany.rate, '>= 1500'),
  },
  { metric: 'two processes over one', value: scale, unit: 'x' },
  {
    metric: `latency p99, two api processes, ${anyPlayerLabel}`,
    value: runs.twoMany.p99,
    unit: 'ms',
  },
  {
    metric: '/play batches/s, one api process, one hot player',
    value: runs.oneHot.rate,
    unit: 'batches/s',
  },
  {
    metric: '/play batches/s, two api processes, one hot player',
    value: runs.twoHot.rate,
    unit: 'batches/s',
    budget: '>= 1000',
    pass: meets(runs.twoHot.rate, '>= 1000'),
  },
  { metric: 'latency p99, two api processes, one hot player', value: runs.twoHot.p99, unit: 'ms' },
  {
    metric: 'api CPU per batch, two processes, many players',
    value: runs.twoMany.cpuPerBatch,
    unit: 'ms',
  },
  {
    metric: 'PostgreSQL CPU per batch, two processes, many players',
    value: runs.twoMany.databaseCpuPerBatch,
    unit: 'ms',
  },
];
const errors = Object.values(runs).flatMap((run) => run.errors);
writeResult('wallet-play-two-instances', figures, [
  bench.label.replace(/, \d+ connections$/, ''),
  `api processes: node --import tsx apps/api/src/server.ts, ${POOL_SIZE} connections each, RUN_WORKER=false, ${process.env.REDIS_URL ? 'Redis bus' : 'in-process bus'}; load: ${CONNECTIONS} keep-alive HTTP callers in all, split over the processes, one worker thread per process, ${SECONDS} s per workload after 1 s of warm-up`,
  `load average at start ${round(loadAtStart, 2)}, at end ${round(loadavg()[0] ?? 0, 2)} (2 cores shared by the callers, the api processes and PostgreSQL)`,
  ...Object.entries(runs).map(
    ([name, run]) =>
      `${name}: ${run.rate}/s, p50 ${run.p50} ms, p99 ${run.p99} ms, CPU per batch: api ${run.cpuPerBatch} ms, PostgreSQL ${run.databaseCpuPerBatch} ms`,
  ),
  `errors: ${errors.length === 0 ? 'none' : errors.join(', ')}`,
  `afterwards: trial balance ${books.ok ? 'ok' : 'FAILED'}, chains ${chains.ok ? 'ok' : 'FAILED'} over ${chains.transactions} transactions, players drifted from funds − stakes + wins: ${drifted}`,
]);
if (!books.ok || !chains.ok || errors.length > 0 || drifted > 0) process.exit(1);
