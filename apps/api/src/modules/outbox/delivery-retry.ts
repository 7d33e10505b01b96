import {
  claimDeliveries,
  markDeliveryFailed,
  type ClaimedDelivery,
} from './delivery.repository.js';
import {
  eventMeta,
  logFailure,
  parseEvent,
  runConsumer,
  type DeliveryContext,
} from './delivery-attempt.js';
import { retryDelayMs } from './retry.js';

/**
 * Claims one batch of due deliveries (a consumer's failed try on an event, waiting out its
 * back-off) and tries each again; answers how many were claimed. Each delivery belongs to one
 * consumer, so a retry never runs the event's other consumers again.
 */
export async function retryDeliveries(context: DeliveryContext): Promise<number> {
  const now = context.clock.now();
  const claimed = await claimDeliveries(context.db, {
    consumers: context.consumers.all().map(({ name, topic }) => ({ name, topic })),
    now,
    leaseUntil: new Date(now.getTime() + context.leaseMs),
    limit: context.batchSize,
  });
  for (const delivery of claimed) await retryDelivery(context, delivery);
  return claimed.length;
}

async function retryDelivery(context: DeliveryContext, delivery: ClaimedDelivery): Promise<void> {
  const consumer = context.consumers.named(delivery.consumer);
  if (!consumer) return;
  const meta = eventMeta(delivery.eventId, delivery.topic, delivery.attempts, delivery.createdAt);
  const parsed = parseEvent(context.catalogue, delivery.topic, delivery.payload);
  const error =
    'error' in parsed
      ? parsed.error
      : await runConsumer(context, consumer, parsed.event, meta, { deliveryId: delivery.id });
  if (error === null) return;
  logFailure(context, consumer, delivery.eventId, delivery.attempts, error);
  const failedAt = context.clock.now();
  await markDeliveryFailed(context.db, {
    id: delivery.id,
    error,
    retryAt: new Date(failedAt.getTime() + retryDelayMs(delivery.attempts)),
    dead: delivery.attempts >= context.maxAttempts,
    now: failedAt,
  });
}
