import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { EVENT_CATALOGUE, EVENT_PLAYER_FIELD } from '@croupier/contracts/events';
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
      // The embedded database has one connection: a batched consumer's transaction over a
      // whole claim holds every request behind it, so it claims as before (PostgreSQL: 200).
      ...(app.deps.database.kind === 'pglite' ? { batchSize: 50 } : {}),
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
