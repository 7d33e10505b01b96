import type { EventOf, EventTopic } from '@croupier/contracts/events';
import type { Executor } from '../../db/transaction.js';
import { insertEvent, insertEvents } from './outbox.repository.js';

/**
 * Records an event of the catalogue (`packages/contracts/src/events.ts`) in the caller's
 * transaction, so it commits or rolls back with the change it reports (DESIGN.md §3):
 *
 *   await db.transaction(async (tx) => {
 *     await debitAccount(tx, ...);
 *     await enqueueEvent(tx, 'player.registered', { playerId, ... });
 *   });
 *   app.outbox.wake(); // optional: poll now instead of within ~250 ms
 *
 * consumed with `app.outbox.handle('player.registered', 'welcome-quests', async (event) => ...)`
 * or, for an effect that must happen once, `app.outbox.handleInTransaction(...)`. The payload is
 * typed, not parsed, here: the hot path pays nothing, and the worker dead-letters a payload
 * that fails its schema.
 */
export async function enqueueEvent<T extends EventTopic>(
  tx: Executor,
  topic: T,
  payload: EventOf<T>,
  options: { availableAt?: Date } = {},
): Promise<number> {
  return insertEvent(tx, topic, payload, options);
}

/** Many events of one topic in one statement (a batched consumer's pushes), as `enqueueEvent`. */
export async function enqueueEvents<T extends EventTopic>(
  tx: Executor,
  topic: T,
  payloads: readonly EventOf<T>[],
): Promise<void> {
  await insertEvents(tx, topic, payloads);
}

export type { OutboxEventMeta, ConsumerOptions, TypedConsumerOptions } from './consumer.js';
export type { ScheduledJob, TaskDefinition, TaskContext } from './scheduler.js';
export { defineTask, scheduleAt } from './scheduler.js';
