/**
 * Memory of the api process (DESIGN.md §11: the api built, not through a loader, with the full
 * catalog and the wallet under load: RSS <= 400 MB on PostgreSQL; PGlite reported apart, since
 * its database lives in the process). The api runs as a child process exactly as production
 * starts it (`node apps/api/dist/server.js`), and for comparison through tsx
 * (`node --import tsx apps/api/src/server.ts`), on PGlite and, when it answers, on PostgreSQL.
 * Each run: the demo brand with its 2,101-game catalog, synced again from the game studio
 * (the built `apps/games`) by the `catalog-sync` job at start; then
 *   1. idle after start-up,
 *   2. after a burst of lobby requests (every games_filter page the site asks for, searches,
 *      providers, collections, jackpots and game pages),
 *   3. under wallet load (signed bet + win batches on many players) and after it.
 * RSS is read from /proc; the breakdown (JS heap, native and WASM memory, mapped code) comes from
 * the api itself: SIGUSR2 makes it log a memory report (apps/api/src/lib/memory-report.ts).
 *
 * Run: `npx tsx bench/api-memory.bench.ts` (or `npm run bench -- api-memory`).
 * Environment: DATABASE_URL (default postgres://postgres@127.0.0.1:5432/postgres; the bench
 * creates and drops databases croupier_memory_<pid>_<n> beside it; unreachable: PGlite only),
 * MEMORY_BENCH_RUNNERS (default "built,tsx"), MEMORY_BENCH_WALLET_SECONDS (default 15),
 * MEMORY_BENCH_PLAYERS (default 200), MEMORY_BENCH_SNAPSHOTS (a directory: each api also writes a
 * heap snapshot there at the end, and the bench prints what it holds by constructor, through
 * tooling/scripts/heap-summary.mjs).
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { MemoryReport } from '../apps/api/src/lib/memory-report.js';
import { signBody } from '../apps/api/src/modules/wallet/wallet-signature.js';
import { freePort } from '../apps/api/src/testing/payments-sandbox.js';
import { meets, writeResult, type Figure } from './lib/write-result.js';

const root = join(import.meta.dirname, '..');
const POSTGRES_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const RUNNERS = (process.env.MEMORY_BENCH_RUNNERS ?? 'built,tsx').split(',') as Runner[];
const WALLET_SECONDS = Number(process.env.MEMORY_BENCH_WALLET_SECONDS ?? 15);
const PLAYERS = Number(process.env.MEMORY_BENCH_PLAYERS ?? 200);
const CONCURRENCY = 16;
const SECRET = 'memory-bench-shared-secret-0123456789';
const BUDGET_MB = '<= 400';
const SNAPSHOTS = process.env.MEMORY_BENCH_SNAPSHOTS;
/** A signal no server uses: Node writes a heap snapshot into SNAPSHOTS when it arrives. */
const SNAPSHOT_SIGNAL = 'SIGTTIN';

type Runner = 'built' | 'tsx';
type DatabaseKind = 'pglite' | 'postgres';
const RUNNER_ARGS: Record<Runner, string[]> = {
  built: [join(root, 'apps/api/dist/server.js')],
  tsx: ['--import', 'tsx', join(root, 'apps/api/src/server.ts')],
};

const mb = (bytes: number | null) => (bytes === null ? Number.NaN : Math.round(bytes / 2 ** 20));
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** VmRSS / VmHWM of a process, in bytes. */
function procMemory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const field = (name: string) =>
    Number(new RegExp(`^${name}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? 0) * 1024;
  return { rss: field('VmRSS'), peak: field('VmHWM') };
}

async function waitFor(url: string, child: ChildProcess, label: string, output: () => string) {
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${label} exited: ${output()}`);
    try {
      if ((await fetch(url, { signal: AbortSignal.timeout(2000) })).ok) return;
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) throw new Error(`${label} did not start: ${output()}`);
    await sleep(200);
  }
}

function startProcess(args: string[], env: Record<string, string>) {
  // The database is the run's own (PGlite unless its env names one), the bus in-process.
  const { DATABASE_URL: _database, REDIS_URL: _redis, ...inherited } = process.env;
  const child = spawn(process.execPath, args, {
    cwd: root,
    env: { ...inherited, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let tail = '';
  const reports: MemoryReport[] = [];
  let partial = '';
  child.stdout?.on('data', (chunk: Buffer) => {
    partial += chunk.toString();
    const lines = partial.split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      if (!line.includes('"memory report"')) {
        tail = (tail + line + '\n').slice(-4000);
        continue;
      }
      reports.push((JSON.parse(line) as { memory: MemoryReport }).memory);
    }
  });
  child.stderr?.on('data', (chunk: Buffer) => {
    tail = (tail + chunk.toString()).slice(-4000);
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    child,
    output: () => tail,
    /** Asks the api for its memory report (SIGUSR2) and waits for the logged line. */
    async report(): Promise<MemoryReport> {
      const before = reports.length;
      child.kill('SIGUSR2');
      const deadline = Date.now() + 10_000;
      while (reports.length === before) {
        if (Date.now() > deadline) throw new Error(`no memory report: ${tail}`);
        await sleep(50);
      }
      return reports[reports.length - 1] as MemoryReport;
    },
    async stop() {
      if (child.exitCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Runs `tasks` with CONCURRENCY callers; answers the count of non-2xx responses. */
async function drive(tasks: (() => Promise<Response>)[]): Promise<number> {
  let next = 0;
  let failed = 0;
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (next < tasks.length) {
        const task = tasks[next++] as () => Promise<Response>;
        const response = await task();
        await response.arrayBuffer();
        if (!response.ok) failed += 1;
      }
    }),
  );
  return failed;
}

const xhr = {
  'content-type': 'application/json',
  'x-requested-with': 'XMLHttpRequest',
  'accept-encoding': 'gzip, deflate, br',
};

/** Every catalog page the site's screens ask for, plus searches and game pages. */
async function lobbyBurst(origin: string): Promise<{ requests: number; failed: number }> {
  const providers = (await (await fetch(`${origin}/api/games/providers`)).json()) as {
    slug: string;
  }[];
  const categories = [
    'top',
    'new',
    'live',
    'jackpot',
    'recommended',
    'table',
    'slots',
    'btc-games',
  ];
  const titles = ['gold', 'fire', 'queen', 'star', 'roulette', 'lucky', 'dragon', 'fruit', 'book'];
  const bodies: object[] = [];
  for (const device of ['desktop', 'mobile']) {
    for (const sort of ['popular', 'name', 'newest']) {
      for (const category of categories) {
        for (const page of [1, 2, 3, 4, 5])
          bodies.push({ device, sort, filter: { categories: { identifiers: [category] } }, page });
      }
      for (const provider of providers)
        for (const page of [1, 2])
          bodies.push({ device, sort, filter: { providers: [provider.slug] }, page });
    }
    for (const title of titles)
      for (let length = 2; length <= title.length; length += 1)
        bodies.push({ device, filter: { title: title.slice(0, length) } });
    bodies.push({ device, page_size: 100 });
  }
  const games: { provider: string; seo_title: string }[] = [];
  for (let page = 1; ; page += 1) {
    const response = await fetch(`${origin}/api/games_filter`, {
      method: 'POST',
      headers: xhr,
      body: JSON.stringify({ device: 'desktop', page, page_size: 100 }),
    });
    const body = (await response.json()) as {
      data: { provider: string; seo_title: string }[];
      pagination: { total_pages: number };
    };
    games.push(...body.data);
    if (page >= body.pagination.total_pages) break;
  }
  const tasks: (() => Promise<Response>)[] = [];
  for (let round = 0; round < 3; round += 1) {
    for (const body of bodies) {
      tasks.push(() =>
        fetch(`${origin}/api/games_filter`, {
          method: 'POST',
          headers: xhr,
          body: JSON.stringify(body),
        }),
      );
    }
    for (const path of ['/api/games/providers', '/api/games/collections', '/api/games/jackpots'])
      tasks.push(() => fetch(`${origin}${path}`, { headers: xhr }));
  }
  for (const game of games)
    tasks.push(() =>
      fetch(`${origin}/api/games/${game.provider}/${game.seo_title}`, { headers: xhr }),
    );
  const failed = await drive(tasks);
  return { requests: tasks.length + Math.ceil(games.length / 100), failed };
}

interface FixturePlayer {
  user_id: string;
  session_id: string;
  game: string;
  currency: string;
}

/** Signed bet + win batches, each closing a new round, on PLAYERS players for WALLET_SECONDS. */
async function walletLoad(
  origin: string,
  sample: () => void,
): Promise<{ batches: number; failed: number }> {
  const players: FixturePlayer[] = [];
  for (let index = 0; index < PLAYERS; index += 1) {
    const response = await fetch(`${origin}/__test/wallet/players`, {
      method: 'POST',
      headers: xhr,
      body: JSON.stringify({ currency: 'EUR', balance: 1_000_000_000 }),
    });
    if (!response.ok)
      throw new Error(`fixture player: HTTP ${response.status} ${await response.text()}`);
    players.push((await response.json()) as FixturePlayer);
  }
  let sequence = 0;
  let batches = 0;
  let failed = 0;
  const deadline = performance.now() + WALLET_SECONDS * 1000;
  const sampler = setInterval(sample, 1000);
  await Promise.all(
    Array.from({ length: CONCURRENCY }, async () => {
      while (performance.now() < deadline) {
        sequence += 1;
        const player = players[sequence % players.length] as FixturePlayer;
        const body = JSON.stringify({
          user_id: player.user_id,
          currency: player.currency,
          game: player.game,
          game_id: `memory-round-${sequence}`,
          session_id: player.session_id,
          finished: true,
          actions: [
            { action: 'bet', action_id: `memory-bet-${sequence}`, amount: 100 },
            { action: 'win', action_id: `memory-win-${sequence}`, amount: 60 },
          ],
        });
        const response = await fetch(`${origin}/api/wallet/croupier-studio/play`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-request-sign': signBody(SECRET, body) },
          body,
        });
        await response.arrayBuffer();
        if (response.ok) batches += 1;
        else failed += 1;
      }
    }),
  );
  clearInterval(sampler);
  return { batches, failed };
}

interface Phase {
  name: string;
  rssMb: number;
  report: MemoryReport;
}

interface Run {
  database: DatabaseKind;
  runner: Runner;
  phases: Phase[];
  peakMb: number;
  loadPeakMb: number;
  notes: string[];
}

async function postgresReachable(): Promise<boolean> {
  const client = new pg.Client({ connectionString: POSTGRES_URL, connectionTimeoutMillis: 2000 });
  try {
    await client.connect();
    await client.end();
    return true;
  } catch {
    return false;
  }
}

let databaseSequence = 0;
async function prepareDatabase(
  kind: DatabaseKind,
): Promise<{ env: Record<string, string>; dispose(): Promise<void> }> {
  if (kind === 'pglite') {
    const dataDir = mkdtempSync(join(tmpdir(), 'croupier-memory-'));
    return {
      env: { DATA_DIR: dataDir },
      dispose: async () => rmSync(dataDir, { recursive: true, force: true }),
    };
  }
  databaseSequence += 1;
  const name = `croupier_memory_${process.pid}_${databaseSequence}`;
  const admin = new pg.Client({ connectionString: POSTGRES_URL });
  await admin.connect();
  await admin.query(`DROP DATABASE IF EXISTS ${name}`);
  await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(POSTGRES_URL);
  url.pathname = `/${name}`;
  const dataDir = mkdtempSync(join(tmpdir(), 'croupier-memory-'));
  return {
    env: { DATABASE_URL: url.toString(), DATA_DIR: dataDir },
    async dispose() {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function measure(database: DatabaseKind, runner: Runner, studioUrl: string): Promise<Run> {
  const prepared = await prepareDatabase(database);
  const port = await freePort();
  const origin = `http://127.0.0.1:${port}`;
  const snapshotArgs = SNAPSHOTS
    ? [`--heapsnapshot-signal=${SNAPSHOT_SIGNAL}`, `--diagnostic-dir=${SNAPSHOTS}`]
    : [];
  const api = startProcess([...snapshotArgs, ...RUNNER_ARGS[runner]], {
    ...prepared.env,
    APP_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: String(port),
    LOG_LEVEL: 'warn',
    ENABLE_TEST_API: 'true',
    GAMES_API_URL: studioUrl,
    GAMES_PUBLIC_URL: studioUrl,
    GAMES_SECRET: SECRET,
    SEARCH_RATE_LIMIT_PER_MINUTE: String(1_000_000_000),
    // The load generator is one address; shedding would measure the machine, not the memory.
    SHED_LOAD_AT_DELAY_MS: '0',
  });
  const phases: Phase[] = [];
  const notes: string[] = [];
  let loadPeak = 0;
  try {
    await waitFor(`${origin}/readyz`, api.child, 'api', api.output);
    const pid = api.child.pid as number;
    // The start-up sync and the read model load, then a quiet moment.
    await sleep(8000);
    const phase = async (name: string) => {
      const report = await api.report();
      phases.push({ name, rssMb: mb(procMemory(pid).rss), report });
    };
    await phase('idle after start-up');
    const lobby = await lobbyBurst(origin);
    notes.push(`lobby burst: ${lobby.requests} requests, ${lobby.failed} not 2xx`);
    await phase('after the lobby burst');
    const wallet = await walletLoad(origin, () => {
      loadPeak = Math.max(loadPeak, procMemory(pid).rss);
    });
    notes.push(
      `wallet: ${wallet.batches} batches in ${WALLET_SECONDS} s (${Math.round(wallet.batches / WALLET_SECONDS)}/s), ${wallet.failed} refused`,
    );
    await phase('under wallet load (last second)');
    await sleep(5000);
    await phase('5 s after the wallet load');
    // Read before the snapshot, which itself needs as much memory again as the heap.
    const peakMb = mb(procMemory(pid).peak);
    if (SNAPSHOTS) notes.push(`heap snapshot: ${await heapSnapshot(api.child, origin)}`);
    return {
      database,
      runner,
      phases,
      peakMb,
      loadPeakMb: mb(loadPeak),
      notes,
    };
  } finally {
    await api.stop();
    await prepared.dispose();
  }
}

/** Has the api write a heap snapshot (collecting garbage first) and waits until it answers again. */
async function heapSnapshot(child: ChildProcess, origin: string): Promise<string> {
  const before = new Set(readdirSync(SNAPSHOTS as string));
  child.kill(SNAPSHOT_SIGNAL);
  await sleep(1000);
  // Writing blocks the api's event loop: its next answer means the file is complete.
  await fetch(`${origin}/healthz`, { signal: AbortSignal.timeout(300_000) });
  const file = readdirSync(SNAPSHOTS as string).find(
    (name) => name.endsWith('.heapsnapshot') && !before.has(name),
  );
  if (!file) return 'not written';
  const path = join(SNAPSHOTS as string, file);
  const summary = spawnSync(process.execPath, ['tooling/scripts/heap-summary.mjs', path, '15'], {
    cwd: root,
    encoding: 'utf8',
  });
  console.log(summary.stdout);
  return path;
}

function breakdown(report: MemoryReport): string {
  const spaces = Object.entries(report.heapSpaces)
    .filter(([, space]) => space.size > 2 ** 20)
    .map(([name, space]) => `${name.replace('_space', '')} ${mb(space.used)}/${mb(space.size)}`)
    .join(', ');
  return (
    `rss ${mb(report.rss)} MB = anon ${mb(report.rssAnon)} + file ${mb(report.rssFile)}; ` +
    `heap used ${mb(report.heapUsed)} of ${mb(report.heapTotal)}, external ${mb(report.external)} ` +
    `(array buffers ${mb(report.arrayBuffers)}); heap spaces used/size: ${spaces}`
  );
}

// --- run ---------------------------------------------------------------------------------------
const loadAtStart = loadavg()[0] ?? 0;
const build = spawnSync(process.execPath, ['tooling/scripts/build-servers.mjs', 'api', 'games'], {
  cwd: root,
  stdio: 'inherit',
});
if (build.status !== 0) throw new Error('build failed');

const studioPort = await freePort();
const studioUrl = `http://127.0.0.1:${studioPort}`;
const studioData = mkdtempSync(join(tmpdir(), 'croupier-memory-studio-'));
const studio = startProcess([join(root, 'apps/games/dist/server.js')], {
  APP_ENV: 'test',
  HOST: '127.0.0.1',
  PORT: String(studioPort),
  PUBLIC_URL: studioUrl,
  GAMES_DATA_DIR: studioData,
  STUDIO_SECRET: SECRET,
  WALLET_URL: 'http://127.0.0.1:9/api/wallet/croupier-studio',
  LOG_LEVEL: 'error',
});

const runs: Run[] = [];
try {
  await waitFor(`${studioUrl}/healthz`, studio.child, 'studio', studio.output);
  const databases: DatabaseKind[] = ['pglite'];
  if (await postgresReachable()) databases.push('postgres');
  else console.log(`PostgreSQL at ${POSTGRES_URL} does not answer: PGlite only`);
  for (const database of databases) {
    for (const runner of RUNNERS) {
      console.log(`measuring: ${runner} api on ${database}`);
      const run = await measure(database, runner, studioUrl);
      for (const phase of run.phases) console.log(`  ${phase.name}: ${breakdown(phase.report)}`);
      runs.push(run);
    }
  }
} finally {
  await studio.stop();
  rmSync(studioData, { recursive: true, force: true });
}

const figures: Figure[] = [];
const notes: string[] = [];
for (const run of runs) {
  const label = `${run.runner} api on ${run.database === 'pglite' ? 'PGlite' : 'PostgreSQL'}`;
  const counted = run.runner === 'built' && run.database === 'postgres';
  for (const phase of run.phases) {
    const figure: Figure = {
      metric: `RSS, ${label}, ${phase.name}`,
      value: phase.rssMb,
      unit: 'MB',
    };
    if (counted) Object.assign(figure, { budget: BUDGET_MB, pass: meets(phase.rssMb, BUDGET_MB) });
    figures.push(figure);
    notes.push(`${label}, ${phase.name}: ${breakdown(phase.report)}`);
  }
  const peak: Figure = { metric: `RSS peak (VmHWM), ${label}`, value: run.peakMb, unit: 'MB' };
  if (counted) Object.assign(peak, { budget: BUDGET_MB, pass: meets(run.peakMb, BUDGET_MB) });
  figures.push(peak);
  notes.push(...run.notes.map((note) => `${label}: ${note}`));
}
const loadAtEnd = loadavg()[0] ?? 0;
notes.push(
  `load average ${loadAtStart.toFixed(2)} at start, ${loadAtEnd.toFixed(2)} at end (shared machine)`,
  'no WebSocket clients here: bench/realtime-fanout.bench.ts measures the 10,000 sockets',
);
writeResult('api-memory', figures, notes);
