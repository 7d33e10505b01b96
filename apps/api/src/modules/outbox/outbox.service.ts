import type { EventOf, EventTopic } from '@croupier/contracts/events';
import type { Executor } from '../../db/transaction.js';
import { insertEvent, insertEvents } from './outbox.repository.js';
import { deleteTask, findTask, type ScheduledTaskRow } from './task.repository.js';

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

/** A timed task by its key (`lottery:42`): its state, attempts and last error, for operators. */
export async function findScheduledTask(
  db: Executor,
  key: string,
): Promise<ScheduledTaskRow | undefined> {
  return findTask(db, key);
}

/**
 * Drops a timed task in the caller's transaction, when what it would act on is removed in the
 * same transaction (a cancelled lottery's draw). A run in flight finds its claim gone.
 */
export async function unscheduleTask(tx: Executor, key: string): Promise<boolean> {
  return deleteTask(tx, key);
}

export type { ScheduledTaskRow } from './task.repository.js';
export type {
  AfterCommit,
  OutboxEventMeta,
  ConsumerOptions,
  TypedConsumerOptions,
} from './consumer.js';
export type { ScheduledJob, TaskDefinition, TaskContext } from './scheduler.js';
export { defineTask, scheduleAt } from './scheduler.js';
