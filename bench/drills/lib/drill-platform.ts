import { mkdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Figure } from '../../lib/write-result.js';
import { createApiProcess, type ApiProcess } from './api-process.js';
import { auditMoney, type MoneyAudit } from './money-audit.js';
import { createPrivatePostgres, type PrivatePostgres } from './private-postgres.js';
import { WalletTraffic, type DrillPlayer } from './wallet-traffic.js';

/** The demo studio's id and secret, as the api's defaults name them (apps/api config/env). */
const STUDIO = 'croupier-studio';
const STUDIO_SECRET = 'studio-shared-secret-2026';
export const FUNDS = 1_000_000_000;

export interface DrillPlatform {
  database: PrivatePostgres;
  api: ApiProcess;
  traffic: WalletTraffic;
  /** Milliseconds the api took from spawn to ready on the fresh database. */
  firstStartMs: number;
  logDir: string;
  /** Audits the books against the traffic, then stops the api and removes the database. */
  finish(): Promise<MoneyAudit>;
}

/**
 * A private PostgreSQL, the api in a process of its own on it, and `players` funded players
 * with a game session each, through the wallet's fixture API (ENABLE_TEST_API).
 */
export async function startDrillPlatform(name: string, players: number): Promise<DrillPlatform> {
  const pgPort = Number(process.env.DRILL_PG_PORT ?? 55432);
  const apiPort = Number(process.env.DRILL_API_PORT ?? 3950);
  const logDir = join(tmpdir(), `croupier-drill-${name}-${process.pid}`);
  mkdirSync(logDir, { recursive: true });
  const database = createPrivatePostgres({ port: pgPort });
  // Whatever ends the drill (a failure, Ctrl-C, a time-out's SIGTERM), the cluster goes with it.
  const cleanUp = () => database.dispose();
  process.once('exit', cleanUp);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => process.exit(130));
  }
  database.start();
  const api = createApiProcess({
    port: apiPort,
    databaseUrl: database.url,
    logFile: join(logDir, 'api.log'),
  });
  let firstStartMs: number;
  try {
    firstStartMs = await api.start();
  } catch (error) {
    database.dispose();
    throw error;
  }
  const funded: DrillPlayer[] = [];
  for (let index = 0; index < players; index += 1) {
    const response = await fetch(`${api.url}/__test/wallet/players`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ currency: 'EUR', balance: FUNDS }),
    });
    if (!response.ok) throw new Error(`fixture player: HTTP ${response.status}`);
    funded.push((await response.json()) as DrillPlayer);
  }
  const runId = Date.now().toString(36);
  const traffic = new WalletTraffic({
    url: () => api.url,
    studio: STUDIO,
    secret: STUDIO_SECRET,
    players: funded,
    runId,
  });
  return {
    database,
    api,
    traffic,
    firstStartMs,
    logDir,
    async finish() {
      try {
        return await auditMoney({
          databaseUrl: database.url,
          studio: STUDIO,
          runId,
          record: traffic.record,
          players: funded,
          funds: FUNDS,
        });
      } finally {
        await api.stop();
        database.dispose();
      }
    },
  };
}

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `count` moments in [from, to) seconds, sorted, at least `gap` seconds apart. */
export function randomMoments(count: number, from: number, to: number, gap: number): number[] {
  // A short run cannot keep the full gap: shrink it so the draw always ends.
  const spacing = Math.min(gap, (to - from) / (count + 1));
  for (;;) {
    const moments = Array.from({ length: count }, () => from + Math.random() * (to - from)).sort(
      (a, b) => a - b,
    );
    if (
      moments.every((moment, index) => index === 0 || moment - (moments[index - 1] ?? 0) >= spacing)
    ) {
      return moments;
    }
  }
}

/** The traffic's counters as result notes. */
export function trafficNotes(platform: DrillPlatform, seconds: number): string[] {
  const record = platform.traffic.record;
  const transient = [...record.transient]
    .map(([status, count]) => `${status === 0 ? 'no answer' : `HTTP ${status}`} x${count}`)
    .join(', ');
  return [
    `${record.ops} rounds, ${record.calls} wallet calls (${Math.round(record.calls / seconds)}/s) plus ${record.retries} retries with the same ids`,
    `answers that were not definitive, retried: ${transient || 'none'}`,
    `logs of the run: ${platform.logDir}`,
  ];
}

/** The audit's pass figures: every acknowledgement in the books once, and no count above 0. */
export function auditFigures(audit: MoneyAudit, undecided: number): Figure[] {
  const zero = (metric: string, value: number): Figure => ({
    metric,
    value,
    unit: '',
    budget: '<= 0',
    pass: value === 0,
  });
  return [
    { metric: 'acknowledged actions', value: audit.acknowledged, unit: 'actions' },
    {
      metric: 'acknowledged actions in the books exactly once',
      value: audit.acknowledgedPresentOnce,
      unit: 'actions',
      budget: `>= ${audit.acknowledged}`,
      pass: audit.acknowledgedPresentOnce === audit.acknowledged,
    },
    zero('refused actions that moved money', audit.refusedButBooked.length),
    {
      metric: 'acknowledged bets after their own rollback, answered from the tombstone',
      value: audit.lateBetsFromTombstone,
      unit: 'actions',
    },
    zero(
      "bets after their own rollback that moved money or did not answer the tombstone's tx_id",
      audit.lateBetsWrong.length,
    ),
    zero(
      'orphan or half-written movements',
      audit.orphanLedgerTransactions + audit.orphanActions + audit.halfTransactions,
    ),
    zero('players whose balance drifted', audit.driftedPlayers),
    zero('calls left undecided', undecided),
  ];
}

/** What the audit found, as result notes. */
export function auditNotes(audit: MoneyAudit): string[] {
  return [
    `books: trial balance ${audit.trialBalanceOk ? 'ok' : 'BROKEN'} (Σ per currency ${JSON.stringify(audit.currencyTotals)}), hash chains ${audit.chainsOk ? 'ok' : 'BROKEN'} over ${audit.chainTransactions} transactions`,
    ...(audit.lost.length > 0 ? [`lost: ${audit.lost.join(', ')}`] : []),
    ...(audit.refusedButBooked.length > 0
      ? [`refused but booked: ${audit.refusedButBooked.join(', ')}`]
      : []),
    ...(audit.lateBetsWrong.length > 0
      ? [`late bets not answered from their tombstone: ${audit.lateBetsWrong.join(', ')}`]
      : []),
  ];
}
