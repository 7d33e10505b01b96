import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { ScheduledJob } from '../outbox/outbox.service.js';
import { findExpiredIssuedLootboxes } from './lootboxes.repository.js';
import { expireLootbox } from './lootboxes.service.js';

const BATCH = 200;

/**
 * The `lootboxes-expiry` job (every minute): issued boxes past `valid_until` become `expired`
 * and the player hears `lootboxes_changes`. The list and the activation already treat such a
 * box as expired on read, so the job only makes the stored stage and the push follow.
 */
export const lootboxesPlugin = fp(
  async (app: FastifyInstance) => {
    const expiryJob: ScheduledJob = {
      name: 'lootboxes-expiry',
      intervalMs: 60_000,
      async run({ db, now }) {
        const due = await findExpiredIssuedLootboxes(db, now, BATCH);
        let expired = 0;
        for (const box of due) {
          const ended = await db.transaction((tx) =>
            expireLootbox(tx, { playerId: box.playerId, lootboxId: box.id, now }),
          );
          if (ended) expired += 1;
        }
        return `expired ${expired}`;
      },
    };
    app.outbox.addJob(expiryJob);
  },
  { name: 'lootboxes', dependencies: ['outbox', 'realtime'] },
);
