/**
 * What other modules use of the outbox (a module calls services, never another module's
 * repository). Write the event in the same transaction as the change it reports:
 *
 *   await db.transaction(async (tx) => {
 *     await debitAccount(tx, ...);
 *     await enqueueEvent(tx, 'wallet.movement', { playerId, amountCents });
 *   });
 *   app.outbox.wake(); // optional: poll now instead of within ~250 ms
 *
 * and consume it with `app.outbox.handle('wallet.movement', 'comp-points', handler)`.
 */
export { enqueueEvent } from './outbox.repository.js';
export type { OutboxHandler, OutboxEventMeta, ScheduledJob } from './outbox.worker.js';
