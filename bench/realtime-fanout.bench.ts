/**
 * Real-time fan-out, one api instance (DESIGN.md §11): 10,000 WebSocket clients on loopback
 * joined to the public `wins` channel; measures delivered frames/s under a burst of broadcasts
 * and the publish-to-arrival latency (p50/p99) of paced broadcasts, first on the in-process bus,
 * then through Redis (REDIS_URL) with the bare Redis hop measured on its own.
 *
 * Run: `npx tsx bench/realtime-fanout.bench.ts` (or `npm run bench -- realtime`). Needs about
 * 10,300 file descriptors in this process and 5,100 per client process: each process raises its
 * soft limit to the hard limit; if the hard limit is lower, run `ulimit -n 32768` first.
 * Environment: CLIENTS (default 10000), CLIENT_PROCESSES (default 2), REDIS_URL.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { loadavg } from 'node:os';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { buildApp } from '../apps/api/src/app.js';
import { parseEnv } from '../apps/api/src/config/env.js';
import { openPglite } from '../apps/api/src/db/client.js';
import { migrateDatabase } from '../apps/api/src/db/migrate.js';
import { createInProcessBus } from '../apps/api/src/lib/bus/in-process-bus.js';
import { createRedisBus } from '../apps/api/src/lib/bus/redis-bus.js';
import { systemClock } from '../apps/api/src/lib/clock.js';
import { meets, writeResult, type Figure } from './lib/write-result.js';
import { createSwitchableBus } from './realtime/switchable-bus.js';

const CLIENTS = Number(process.env.CLIENTS ?? 10_000);
const CLIENT_PROCESSES = Number(process.env.CLIENT_PROCESSES ?? 2);
const BURST_BROADCASTS = 30;
const PACED_BROADCASTS = 20;
const PACE_MS = 250;
const HOP_MESSAGES = 2000;
const DEADLINE_MS = 110_000;

const now = () => performance.timeOrigin + performance.now();
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function percentile(sorted: ArrayLike<number>, p: number): number {
  if (sorted.length === 0) return Number.NaN;
  const index = Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1);
  return sorted[Math.max(0, index)] ?? Number.NaN;
}
const round = (value: number, digits = 2) => Number(value.toFixed(digits));

/** A client process, spawned through bash so it can raise its own descriptor limit. */
class ClientProcess {
  private readonly child: ChildProcess;
  private readonly inbox: Array<(message: Record<string, unknown>) => void> = [];

  constructor() {
    const script = join(import.meta.dirname, 'realtime', 'fanout-clients.ts');
    this.child = spawn(
      'bash',
      ['-c', 'ulimit -n "$(ulimit -Hn)" 2>/dev/null; exec node --import tsx "$0"', script],
      { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] },
    );
    this.child.on('message', (message: Record<string, unknown>) => {
      if (typeof message.error === 'string') throw new Error(`client process: ${message.error}`);
      this.inbox.shift()?.(message);
    });
  }

  request<T>(command: Record<string, unknown> | undefined): Promise<T> {
    return new Promise((resolve) => {
      this.inbox.push((message) => resolve(message as T));
      if (command) this.child.send(command);
    });
  }

  kill(): void {
    this.child.kill('SIGKILL');
  }
}

interface Report {
  frames: number;
  lastArrival: number;
  latencies: number[];
}

async function collect(
  clients: ClientProcess[],
): Promise<{ frames: number; lastArrival: number; latencies: Float64Array }> {
  const reports = await Promise.all(
    clients.map((client) => client.request<Report>({ cmd: 'report' })),
  );
  const all = new Float64Array(reports.reduce((sum, report) => sum + report.latencies.length, 0));
  let offset = 0;
  for (const report of reports) {
    all.set(report.latencies, offset);
    offset += report.latencies.length;
  }
  all.sort();
  return {
    frames: reports.reduce((sum, report) => sum + report.frames, 0),
    lastArrival: Math.max(...reports.map((report) => report.lastArrival)),
    latencies: all,
  };
}

async function waitForFrames(
  clients: ClientProcess[],
  expected: number,
  timeoutMs: number,
): Promise<void> {
  const until = Date.now() + timeoutMs;
  while (Date.now() < until) {
    const reports = await Promise.all(
      clients.map((client) => client.request<Report>({ cmd: 'report' })),
    );
    if (reports.reduce((sum, report) => sum + report.frames, 0) >= expected) return;
    await sleep(200);
  }
}

async function reset(clients: ClientProcess[]): Promise<void> {
  await Promise.all(clients.map((client) => client.request({ cmd: 'reset' })));
}

async function main(): Promise<void> {
  const deadline = setTimeout(() => {
    console.error(`realtime-fanout: stopped after ${DEADLINE_MS / 1000} s`);
    process.exit(1);
  }, DEADLINE_MS);
  deadline.unref();
  const notes: string[] = [];
  const figures: Figure[] = [];
  const limit = Number(spawnSync('bash', ['-c', 'ulimit -n'], { encoding: 'utf8' }).stdout.trim());
  if (limit < CLIENTS + 300) {
    notes.push(
      `descriptor limit ${limit} is below ${CLIENTS + 300}: run \`ulimit -n 32768\` first`,
    );
  }

  const env = parseEnv({
    APP_ENV: 'test',
    LOG_LEVEL: 'warn',
    RUN_WORKER: 'false',
    REDIS_URL: process.env.REDIS_URL,
  });
  const database = openPglite(await PGlite.create());
  await migrateDatabase(database);
  const redisBus = env.REDIS_URL ? createRedisBus(env.REDIS_URL) : undefined;
  const switchable = createSwitchableBus(createInProcessBus(), redisBus);
  const app = await buildApp({ env, database, clock: systemClock, bus: switchable.bus });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  const url = `ws://127.0.0.1:${port}/ws`;

  const clients = Array.from({ length: CLIENT_PROCESSES }, () => new ClientProcess());
  try {
    await Promise.all(clients.map((client) => client.request(undefined)));
    const connectStart = now();
    const share = Math.ceil(CLIENTS / CLIENT_PROCESSES);
    const connected = await Promise.all(
      clients.map((client, index) =>
        client.request<{ connected: number }>({
          cmd: 'connect',
          url,
          count: Math.min(share, CLIENTS - index * share),
        }),
      ),
    );
    const sockets = connected.reduce((sum, result) => sum + result.connected, 0);
    console.log(
      `${sockets} sockets connected and joined in ${round((now() - connectStart) / 1000, 1)} s`,
    );
    figures.push({
      metric: 'sockets',
      value: sockets,
      unit: 'sockets',
      budget: '>= 10000',
      pass: meets(sockets, '>= 10000'),
    });
    const rss = process.memoryUsage().rss;

    const broadcast = (seq: number) =>
      app.realtime.publish({ channel: 'wins', event: 'win', data: { seq, t: now() } });

    // 1. Throughput: a burst of broadcasts, as fast as they can be sent.
    await reset(clients);
    const burstStart = now();
    for (let seq = 0; seq < BURST_BROADCASTS; seq += 1) await broadcast(seq);
    await waitForFrames(clients, sockets * BURST_BROADCASTS, 30_000);
    const burst = await collect(clients);
    const framesPerSecond = burst.frames / ((burst.lastArrival - burstStart) / 1000);
    figures.push({
      metric: 'delivered frames/s (burst of 30 broadcasts)',
      value: Math.round(framesPerSecond),
      unit: 'frames/s',
      budget: '>= 100000',
      pass: meets(framesPerSecond, '>= 100000'),
    });
    if (burst.frames < sockets * BURST_BROADCASTS) {
      notes.push(`burst: ${burst.frames} of ${sockets * BURST_BROADCASTS} frames arrived`);
    }

    // 2. Latency: paced broadcasts, publish to arrival at every socket.
    const paced = async (label: string) => {
      await reset(clients);
      for (let seq = 0; seq < PACED_BROADCASTS; seq += 1) {
        await broadcast(seq);
        await sleep(PACE_MS);
      }
      await waitForFrames(clients, sockets * PACED_BROADCASTS, 10_000);
      const result = await collect(clients);
      const p50 = percentile(result.latencies, 50);
      const p99 = percentile(result.latencies, 99);
      console.log(`${label}: ${result.frames} frames, p50 ${round(p50)} ms, p99 ${round(p99)} ms`);
      return { p50, p99 };
    };
    const local = await paced('in-process bus');
    figures.push({
      metric: 'broadcast latency p50 (in-process bus)',
      value: round(local.p50),
      unit: 'ms',
    });
    figures.push({
      metric: 'broadcast latency p99 (in-process bus)',
      value: round(local.p99),
      unit: 'ms',
      budget: '<= 250',
      pass: meets(local.p99, '<= 250'),
    });

    // 3. Redis: the same broadcasts through Redis pub/sub, and the bare hop on its own.
    if (redisBus) {
      switchable.use('redis');
      const viaRedis = await paced('redis bus');
      figures.push({
        metric: 'broadcast latency p50 (redis bus)',
        value: round(viaRedis.p50),
        unit: 'ms',
      });
      figures.push({
        metric: 'broadcast latency p99 (redis bus)',
        value: round(viaRedis.p99),
        unit: 'ms',
        budget: '<= 250',
        pass: meets(viaRedis.p99, '<= 250'),
      });
      // One message in flight at a time: the hop itself, not a queue behind a burst.
      const hops = new Float64Array(HOP_MESSAGES);
      let received = 0;
      let arrived: () => void = () => undefined;
      const off = await redisBus.subscribe('bench.hop', (message) => {
        const latency = now() - (message as { t: number }).t;
        if (received < HOP_MESSAGES) hops[received] = latency;
        received += 1;
        arrived();
      });
      const hop = async () => {
        const arrival = new Promise<void>((resolve) => {
          arrived = resolve;
        });
        await redisBus.publish('bench.hop', { t: now() });
        await Promise.race([arrival, sleep(1000)]);
      };
      for (let n = 0; n < 200; n += 1) await hop(); // warm-up, discarded
      received = 0;
      for (let n = 0; n < HOP_MESSAGES; n += 1) await hop();
      await off();
      const sorted = hops.slice(0, Math.min(received, HOP_MESSAGES)).sort();
      const hopP99 = percentile(sorted, 99);
      figures.push({
        metric: 'redis hop p50',
        value: round(percentile(sorted, 50), 3),
        unit: 'ms',
      });
      figures.push({
        metric: 'redis hop p99',
        value: round(hopP99, 3),
        unit: 'ms',
        budget: '<= 1',
        pass: meets(hopP99, '<= 1'),
      });
    } else {
      notes.push('REDIS_URL is unset: the Redis part was skipped');
    }
    figures.push({
      metric: 'bench process RSS with the sockets open (api + embedded PGlite)',
      value: Math.round(rss / 2 ** 20),
      unit: 'MiB',
    });
  } finally {
    await Promise.race([
      Promise.all(clients.map((client) => client.request({ cmd: 'close' }))),
      sleep(3000),
    ]);
    for (const client of clients) client.kill();
    await app.close();
    await switchable.bus.close();
    await database.close();
  }
  notes.push(
    `${CLIENT_PROCESSES} client processes on the same machine as the api (DESIGN.md §11: figures are floors)`,
    `load average at the end (1/5/15 min): ${loadavg()
      .map((load) => load.toFixed(1))
      .join(' / ')}; anything else running shares the cores`,
  );
  writeResult('realtime-fanout', figures, notes);
  clearTimeout(deadline);
  process.exit(figures.every((figure) => figure.pass !== false) ? 0 : 1);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
