import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { ScheduledJob } from '../outbox/outbox.service.js';
import { lastPoolChange } from './jackpots.repository.js';

/** JP-013: `jackpots_changes` at most every few seconds, only when a pool moved. */
export const JACKPOTS_PUSH_INTERVAL_MS = 3_000;

/**
 * The jackpots module's job: `jackpots-changes` looks at the pools' newest change every few
 * seconds and, when one moved since the last look, tells every socket on the public
 * `jackpots_changes` channel (the sites then read `GET /api/jackpots` again). Bets never wait
 * on it, and a burst of bets makes one push.
 */
export const jackpotsPlugin = fp(
  async (app: FastifyInstance) => {
    let published: number | null = null;
    const pushJob: ScheduledJob = {
      name: 'jackpots-changes',
      intervalMs: JACKPOTS_PUSH_INTERVAL_MS,
      async run({ db }) {
        const changed = await lastPoolChange(db);
        if (!changed) return 'no pools';
        const at = changed.getTime();
        if (published !== null && at <= published) return 'unchanged';
        published = at;
        await app.realtime.publish({
          channel: 'jackpots_changes',
          event: 'updated',
          data: { changed_at: changed.toISOString() },
        });
        return 'pushed';
      },
    };
    app.outbox.addJob(pushJob);
  },
  { name: 'jackpots', dependencies: ['outbox', 'realtime'] },
);
