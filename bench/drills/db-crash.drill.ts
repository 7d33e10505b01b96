/**
 * RELIABILITY WI-09, the database drill: the same mixed wallet traffic as the crash drill while
 * the database goes down under it, twice (`pg_ctl stop -m immediate`, then SIGKILL of the
 * postmaster, each followed by a start 3 s later), then a second run while random backends are
 * terminated every 2 s (`pg_terminate_backend`). The api is never touched: it must find its
 * database again by itself. The audit holds the books to the acknowledgements (no 2xx for work
 * that did not commit: RPO 0 with fsync and synchronous_commit on), and the wallet must answer
 * again within 30 s of the database being back.
 *
 * Runs on a PostgreSQL cluster of its own (initdb in a temporary directory). Run:
 * `npm run drill -- db-crash`. Environment: DRILL_SECONDS (per phase, 60), DRILL_RATE (150),
 * DRILL_PG_PORT (55432), DRILL_API_PORT (3950).
 */
import { terminateRandomBackends } from './lib/private-postgres.js';
import { meets, writeResult, type Figure } from '../lib/write-result.js';
import {
  auditFigures,
  auditNotes,
  sleep,
  startDrillPlatform,
  trafficNotes,
} from './lib/drill-platform.js';

const SECONDS = Number(process.env.DRILL_SECONDS ?? 60);
const RATE = Number(process.env.DRILL_RATE ?? 150);
const DOWN_MS = 3_000;
const RECOVERY_BUDGET_MS = 30_000;

const platform = await startDrillPlatform('db-crash', 100);
const { database, traffic } = platform;
console.log(`api ready in ${Math.round(platform.firstStartMs)} ms; 2 × ${SECONDS} s of traffic`);

/** From the database accepting connections again to the wallet answering a call. */
async function recoveryMs(): Promise<number> {
  const began = performance.now();
  while (performance.now() - began < 120_000) {
    if (await traffic.answersNow()) return performance.now() - began;
    await sleep(100);
  }
  return Number.POSITIVE_INFINITY;
}

async function phase(chaos: (started: number) => Promise<void>): Promise<void> {
  traffic.giveUpAt = Number.POSITIVE_INFINITY;
  const started = performance.now();
  const load = traffic.run(RATE, SECONDS);
  await chaos(started);
  await sleep(started + SECONDS * 1000 - performance.now());
  traffic.giveUpAt = Date.now() + 120_000;
  await load;
}

const crashes: { how: string; at: number; recoveredMs: number }[] = [];
await phase(async (started) => {
  const crash = async (how: string, at: number, down: () => Promise<void> | void) => {
    await sleep(started + at * 1000 - performance.now());
    await down();
    await sleep(DOWN_MS);
    database.start();
    const recoveredMs = await recoveryMs();
    crashes.push({ how, at, recoveredMs });
    console.log(
      `  ${how} at ${at.toFixed(1)} s: the wallet answered ${Math.round(recoveredMs)} ms after the database was back`,
    );
  };
  await crash('pg_ctl stop -m immediate', SECONDS * 0.25, () => database.stopImmediate());
  await crash('kill -9 of the postmaster', SECONDS * 0.65, () => database.killPostmaster());
});

let terminated = 0;
await phase(async (started) => {
  while (performance.now() - started < SECONDS * 1000) {
    await sleep(2_000);
    terminated += await terminateRandomBackends(database.url, 'postgres', 2).catch(() => 0);
  }
  console.log(`  ${terminated} backends terminated over ${SECONDS} s`);
});

const audit = await platform.finish();
const slowest = Math.round(Math.max(...crashes.map((crash) => crash.recoveredMs)));
const figures: Figure[] = [
  ...auditFigures(audit, traffic.record.undecided),
  {
    metric: 'slowest recovery, database back to the wallet answering',
    value: slowest,
    unit: 'ms',
    budget: `<= ${RECOVERY_BUDGET_MS}`,
    pass: meets(slowest, `<= ${RECOVERY_BUDGET_MS}`),
  },
];
writeResult('drill-db-crash', figures, [
  ...crashes.map(
    (crash) =>
      `${crash.how} at ${crash.at.toFixed(1)} s, started again ${DOWN_MS / 1000} s later: answering after ${Math.round(crash.recoveredMs)} ms, no manual step`,
  ),
  `second run: ${terminated} backends terminated with pg_terminate_backend, 2 every 2 s`,
  ...trafficNotes(platform, 2 * SECONDS),
  ...auditNotes(audit),
]);
const passed = audit.ok && figures.every((figure) => figure.pass !== false);
console.log(passed ? '\nWI-09 holds' : '\nWI-09 FAILED');
process.exit(passed ? 0 : 1);
