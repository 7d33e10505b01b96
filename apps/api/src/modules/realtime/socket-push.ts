import type { EVENT_CATALOGUE, RealtimePublishEvent } from '@croupier/contracts/events';
import type { Executor } from '../../db/transaction.js';
import { enqueueEvents } from '../outbox/outbox.service.js';
import type { OutboxWorker } from '../outbox/outbox.worker.js';
import type { RealtimeService } from './realtime.service.js';

/**
 * Pushes per `realtime.publish-batch` event. A scores batch of 200 bets brings about 2,000 (a
 * status per item per player), some 1 MB of JSON; a few hundred KB an event keeps each claim's
 * read and parse short.
 */
const PUSHES_PER_EVENT = 500;

/**
 * Many pushes committed with the change they announce, as few `realtime.publish-batch` events:
 * for a batched consumer. A single push stays `enqueueEvent(tx, 'realtime.publish', push)`,
 * which other consumers read too (a gift's `bonuses_changes` becomes a lottery ticket).
 */
export async function enqueuePushes(
  tx: Executor,
  pushes: readonly RealtimePublishEvent[],
): Promise<void> {
  const events: { pushes: RealtimePublishEvent[] }[] = [];
  for (let start = 0; start < pushes.length; start += PUSHES_PER_EVENT) {
    events.push({ pushes: pushes.slice(start, start + PUSHES_PER_EVENT) });
  }
  if (events.length > 0) await enqueueEvents(tx, 'realtime.publish-batch', events);
}

/** Publishes pushes all at once: the Redis bus then writes them in one pipeline, in order. */
export async function publishAll(
  realtime: Pick<RealtimeService, 'publish'>,
  pushes: readonly RealtimePublishEvent[],
): Promise<void> {
  await Promise.all(pushes.map((push) => realtime.publish(push)));
}

/**
 * The consumers that hand committed pushes to the sockets (realtime.plugin.ts; the benches
 * register the same). At least once: a push delivered twice repeats a state the client has.
 */
export function deliverCommittedPushes(
  outbox: OutboxWorker<typeof EVENT_CATALOGUE>,
  realtime: Pick<RealtimeService, 'publish'>,
): void {
  outbox.handle('realtime.publish', 'socket-push', (push) => realtime.publish(push));
  outbox.handle('realtime.publish-batch', 'socket-push-batch', ({ pushes }) =>
    publishAll(realtime, pushes),
  );
}
