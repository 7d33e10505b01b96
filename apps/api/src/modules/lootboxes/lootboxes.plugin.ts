import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import type { ScheduledJob } from '../outbox/outbox.service.js';
import { AppError } from '../../lib/app-error.js';
import { findExpiredIssuedLootboxes } from './lootboxes.repository.js';
import { BOX_GIFT_PREFIX, claimBoxGift, expireLootbox } from './lootboxes.service.js';

const BATCH = 200;

/** The gift of a `bonuses_changes` push (`notifyPlayer` data: `{notification, gift}`). */
export function issuedGiftOf(data: unknown): { id: number; group_key: string } | null {
  if (!data || typeof data !== 'object') return null;
  const gift = (data as { gift?: unknown }).gift;
  if (!gift || typeof gift !== 'object') return null;
  const { id, group_key: groupKey } = gift as { id?: unknown; group_key?: unknown };
  return typeof id === 'number' && typeof groupKey === 'string'
    ? { id, group_key: groupKey }
    : null;
}

/**
 * The lootboxes module's consumer and job:
 * - `realtime.publish` of a gift `issued` on `bonuses_changes` whose `group_key` starts with
 *   `lootbox_gift_`: the gift becomes its box (`claimBoxGift`) in the consumer's transaction;
 * - the `lootboxes-expiry` job (every minute): issued boxes past `valid_until` become `expired`
 *   and the player hears `lootboxes_changes`. The list and the activation already treat such a
 *   box as expired on read, so the job only makes the stored stage and the push follow.
 */
export const lootboxesPlugin = fp(
  async (app: FastifyInstance) => {
    const deps = app.deps;
    const log = app.log.child({ module: 'lootboxes' });

    app.outbox.handleInTransaction(
      'realtime.publish',
      'lootboxes-box-gifts',
      async (event, { tx }) => {
        const gift = issuedGiftOf(event.data);
        const playerId = event.playerId;
        if (!gift || typeof playerId !== 'number') return;
        try {
          // A savepoint: a refused box rolls back the gift's use with it.
          await tx.transaction((inner) =>
            claimBoxGift(inner, deps, {
              playerId,
              giftId: gift.id,
              now: deps.clock.now(),
            }),
          );
        } catch (error) {
          if (!(error instanceof AppError)) throw error;
          // The gift stays an issued gift; the operator fixes its template.
          log.warn({ giftId: gift.id, fields: error.fields }, 'box gift not turned into a box');
        }
      },
      {
        only: (event) =>
          event.channel === 'bonuses_changes' &&
          event.event === 'issued' &&
          (issuedGiftOf(event.data)?.group_key.startsWith(BOX_GIFT_PREFIX) ?? false),
      },
    );

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
