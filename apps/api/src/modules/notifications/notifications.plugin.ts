import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { notificationSweepJob } from './notification-sweep.job.js';

/**
 * Stored notifications (platform-core.md §4): any module stores and pushes one with
 * `notifyPlayer` in its own transaction; this plugin sweeps them 2 hours later.
 */
export const notificationsPlugin = fp(
  async (app: FastifyInstance) => {
    app.outbox.addJob(notificationSweepJob);
  },
  { name: 'notifications', dependencies: ['outbox'] },
);
