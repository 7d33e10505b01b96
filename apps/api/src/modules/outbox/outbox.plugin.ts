import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { deleteProcessedEvents } from './outbox.repository.js';
import { OutboxWorker, type ScheduledJob } from './outbox.worker.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** Register outbox handlers and scheduled jobs here (DESIGN.md §3). */
    outbox: OutboxWorker;
  }
}

const DAY_MS = 24 * 60 * 60 * 1000;

/** Processed events are kept a week for inspection, then deleted. */
const outboxPruneJob: ScheduledJob = {
  name: 'outbox-prune',
  intervalMs: 6 * 60 * 60 * 1000,
  async run({ db, now }) {
    const deleted = await deleteProcessedEvents(db, new Date(now.getTime() - 7 * DAY_MS));
    return `deleted ${deleted}`;
  },
};

/**
 * The outbox worker of this process. Registered before the route modules so each can add its
 * handlers and jobs; polls only when `RUN_WORKER` (tests drive it by hand), stops on close.
 */
export const outboxPlugin = fp(
  async (app: FastifyInstance) => {
    const worker = new OutboxWorker({
      db: app.deps.database.db,
      clock: app.deps.clock,
      log: app.log.child({ module: 'outbox' }),
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
