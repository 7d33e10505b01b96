import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { EVENT_CATALOGUE, EVENT_PLAYER_FIELD } from '@croupier/contracts/events';
import type { Env } from '../../config/env.js';
import { deleteReceiptsBefore } from './delivery.repository.js';
import { deleteProcessedEvents } from './outbox.repository.js';
import { OutboxWorker } from './outbox.worker.js';
import type { ScheduledJob } from './scheduler.js';
import { deleteDoneTasks } from './task.repository.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Register event consumers, recurring jobs and timed tasks here (DESIGN.md §3, §12). */
    outbox: OutboxWorker<typeof EVENT_CATALOGUE>;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * Handed-out events, receipts and finished tasks are kept a week for inspection, then deleted;
 * an event a consumer still owes (a retry, a dead letter) stays.
 */
const outboxPruneJob: ScheduledJob = {
  name: 'outbox-prune',
  intervalMs: 6 * 60 * 60 * 1000,
  async run({ db, now }) {
    const before = new Date(now.getTime() - 7 * DAY_MS);
    const events = await deleteProcessedEvents(db, before);
    const receipts = await deleteReceiptsBefore(db, before);
    const tasks = await deleteDoneTasks(db, before);
    return `deleted ${events} events, ${receipts} receipts, ${tasks} tasks`;
  },
};

/**
 * The claim size and concurrency of the api's worker on each database (the benches build theirs
 * with it). The embedded database has one connection: a batched consumer's transaction over a
 * whole claim holds every request behind it, so it claims 50 at a time and one claim at once.
 * On PostgreSQL, 500 at a time, two at once: at the wallet's budget rate the tournament scores
 * consumer ranks each changed leaderboard once a batch, and claims of 200 left it behind
 * (bench tournament-leaderboard, lag p99: 2.5-3.7 s at 200; at 500 a median of 2.4 s, 1.8-4.9 s;
 * 2.8 s at 1,000).
 * Below that rate a claim takes what is there, so a smaller load waits no longer.
 */
export function workerTuning(
  kind: 'pglite' | 'postgres',
  env: Pick<Env, 'OUTBOX_CONCURRENCY' | 'OUTBOX_BATCH_SIZE'>,
): { batchSize: number; concurrency: number } {
  const embedded = kind === 'pglite';
  return {
    batchSize: env.OUTBOX_BATCH_SIZE ?? (embedded ? 50 : 500),
    concurrency: env.OUTBOX_CONCURRENCY ?? (embedded ? 1 : 2),
  };
}

/**
 * The outbox worker of this process. Registered before the route modules so each can add its
 * consumers, jobs and tasks; polls only when `RUN_WORKER` (tests drive it by hand), stops on
 * close.
 */
export const outboxPlugin = fp(
  async (app: FastifyInstance) => {
    const worker = new OutboxWorker({
      db: app.deps.database.db,
      clock: app.deps.clock,
      log: app.log.child({ module: 'outbox' }),
      catalogue: EVENT_CATALOGUE,
      playerFields: EVENT_PLAYER_FIELD,
      ...workerTuning(app.deps.database.kind, app.deps.env),
    });
    worker.addJob(outboxPruneJob);
    app.decorate('outbox', worker);
    if (app.deps.env.RUN_WORKER) {
      app.addHook('onReady', async () => worker.start());
    }
    app.addHook('onClose', async () => worker.stop());
  },
  { name: 'outbox' },
);
