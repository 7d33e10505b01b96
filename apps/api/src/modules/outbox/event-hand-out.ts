import type { Transaction } from '../../db/transaction.js';
import {
  findHeldKeys,
  finishHandOut,
  insertReceipts,
  type NewDelivery,
} from './delivery.repository.js';
import { claimEvents, markEventFailed, type ClaimedEvent } from './outbox.repository.js';
import { orderKeyOf, type AfterCommit, type Consumer } from './consumer.js';
import {
  eventMeta,
  logFailure,
  parseEvent,
  afterCommitQueue,
  runConsumer,
  type DeliveryContext,
} from './delivery-attempt.js';
import { errorMessage, retryDelayMs } from './retry.js';

/** Events of a transactional consumer per transaction: bounds how long one holds PGlite. */
const TRANSACTION_CHUNK = 50;
const keyOf = (consumer: string, orderKey: string) => `${consumer}\u0000${orderKey}`;

/** A claimed event with its payload as its topic's schema read it. */
interface ParsedEvent {
  event: ClaimedEvent;
  value: unknown;
}

/**
 * Claims one batch of new events and hands each to every consumer of its topic; answers how
 * many were claimed. The event is parsed once for all its consumers. A consumer that fails
 * gets a delivery row of its own (retried by `retryDeliveries`); the others are done with it.
 */
export async function handOutEvents(context: DeliveryContext): Promise<number> {
  const now = context.clock.now();
  const events = await claimEvents(context.db, {
    topics: context.consumers.topics(),
    orderedTopics: context.consumers.orderedTopics(),
    now,
    leaseUntil: new Date(now.getTime() + context.leaseMs),
    limit: context.batchSize,
  });
  if (events.length === 0) return 0;

  const parsed: ParsedEvent[] = [];
  for (const event of events) {
    // Each claim counts an attempt and a finished hand-out ends the claims, so more claims
    // than tries means every earlier claim's lease ran out unfinished: dead-letter the event
    // rather than let it take down worker after worker.
    const result =
      event.attempts > context.maxAttempts
        ? {
            error: `handed out ${event.attempts - 1} times without finishing: a worker died on it each time`,
          }
        : parseEvent(context.catalogue, event.topic, event.payload);
    if ('error' in result) {
      context.log.error({ eventId: event.id, topic: event.topic }, result.error);
      await markEventFailed(context.db, { id: event.id, error: result.error, now });
    } else parsed.push({ event, value: result.event });
  }
  const held = await heldKeys(context, parsed);

  const deliveries: NewDelivery[] = [];
  for (const consumer of context.consumers.all()) {
    const mine = parsed.filter(
      ({ event, value }) => event.topic === consumer.topic && consumer.accepts(value),
    );
    // A transactional consumer takes its events in chunks of one transaction each (a
    // savepoint per event): one durable commit per chunk instead of one per event. A batched
    // one takes all of the claim's in one: a few statements apply them all.
    const chunk = consumer.runBatch
      ? context.batchSize
      : consumer.transactional
        ? TRANSACTION_CHUNK
        : 1;
    for (let start = 0; start < mine.length; start += chunk) {
      deliveries.push(
        ...(await handOutTo(context, consumer, mine.slice(start, start + chunk), held)),
      );
    }
  }
  await finishHandOut(context.db, {
    processed: parsed.map(({ event }) => event.id),
    deliveries,
    now: context.clock.now(),
  });
  return events.length;
}

/**
 * Runs `consumer` on `events` in order; answers the deliveries it still owes. Events of a
 * player it holds (a pending retry, or a failure earlier in this batch) wait untried.
 */
async function handOutTo(
  context: DeliveryContext,
  consumer: Consumer,
  events: ParsedEvent[],
  held: Set<string>,
): Promise<NewDelivery[]> {
  const owed: NewDelivery[] = [];
  const runAll = async (tx?: Transaction, afterCommit?: AfterCommit) => {
    for (const { event, value } of events) {
      const orderKey = orderKeyOf(consumer, value);
      if (orderKey !== null && held.has(keyOf(consumer.name, orderKey))) {
        // Behind this consumer's retry of an earlier event of the player: wait, untried.
        owed.push(newDelivery(context, event, consumer, orderKey, 0, null));
        continue;
      }
      const meta = eventMeta(event.id, event.topic, event.attempts, event.createdAt);
      const error = await runConsumer(context, consumer, value, meta, { tx, afterCommit });
      if (error === null) continue;
      logFailure(context, consumer, event.id, 1, error);
      if (orderKey !== null) held.add(keyOf(consumer.name, orderKey));
      owed.push(newDelivery(context, event, consumer, orderKey, 1, error));
    }
  };
  if (!consumer.transactional) {
    await runAll();
    return owed;
  }
  if (await applyChunk(context, consumer, events, held, owed)) return owed;
  const heldBefore = new Set(held);
  const effects = afterCommitQueue();
  try {
    await context.db.transaction((tx) => runAll(tx, effects.add));
    await effects.run(context);
    return owed;
  } catch (error) {
    // The chunk's commit failed: none of its effects happened; every event is retried.
    for (const key of held) if (!heldBefore.has(key)) held.delete(key);
    const message = errorMessage(error);
    return events.map(({ event, value }) => {
      const orderKey = orderKeyOf(consumer, value);
      if (orderKey !== null) held.add(keyOf(consumer.name, orderKey));
      return newDelivery(context, event, consumer, orderKey, 1, message);
    });
  }
}

/**
 * The common case in one transaction and few round trips: the chunk's receipts in one
 * statement, then the effects. False (nothing applied) if anything failed: the caller then
 * goes event by event, each in a savepoint, to find which.
 */
async function applyChunk(
  context: DeliveryContext,
  consumer: Consumer,
  events: ParsedEvent[],
  held: Set<string>,
  owed: NewDelivery[],
): Promise<boolean> {
  const waiting: NewDelivery[] = [];
  const ready = events.filter(({ event, value }) => {
    const orderKey = orderKeyOf(consumer, value);
    if (orderKey === null || !held.has(keyOf(consumer.name, orderKey))) return true;
    waiting.push(newDelivery(context, event, consumer, orderKey, 0, null));
    return false;
  });
  const effects = afterCommitQueue();
  try {
    await context.db.transaction(async (tx) => {
      const ids = ready.map(({ event }) => event.id);
      const fresh = await insertReceipts(tx, consumer.name, ids, context.clock.now());
      const items = ready
        .filter(({ event }) => fresh.has(event.id))
        .map(({ event, value }) => ({
          event: value,
          meta: eventMeta(event.id, event.topic, event.attempts, event.createdAt),
        }));
      // A batched consumer takes them all in one call; any other, one after the other.
      if (consumer.runBatch) {
        if (items.length > 0) await consumer.runBatch(items, tx, effects.add);
      } else {
        for (const { event, meta } of items) {
          await consumer.run(event, { ...meta, tx, afterCommit: effects.add });
        }
      }
    });
  } catch {
    return false;
  }
  await effects.run(context);
  owed.push(...waiting);
  return true;
}

/** Consumer and player pairs of this batch that have a pending retry. */
async function heldKeys(context: DeliveryContext, batch: ParsedEvent[]): Promise<Set<string>> {
  const consumers = new Set<string>();
  const keys = new Set<string>();
  for (const { event, value } of batch) {
    for (const consumer of context.consumers.ofTopic(event.topic)) {
      const orderKey = orderKeyOf(consumer, value);
      if (orderKey === null) continue;
      consumers.add(consumer.name);
      keys.add(orderKey);
    }
  }
  return findHeldKeys(context.db, [...consumers], [...keys]);
}

/**
 * The delivery row `consumer` still owes on `event`: untried (attempts 0, due now) when it
 * waits behind the player's earlier event, else failed once and due after its back-off.
 */
function newDelivery(
  context: DeliveryContext,
  event: ClaimedEvent,
  consumer: Consumer,
  orderKey: string | null,
  attempts: number,
  error: string | null,
): NewDelivery {
  const now = context.clock.now();
  return {
    eventId: event.id,
    consumer: consumer.name,
    topic: event.topic,
    orderKey,
    attempts,
    availableAt: attempts === 0 ? now : new Date(now.getTime() + retryDelayMs(attempts)),
    lastError: error,
    dead: attempts > 0 && attempts >= context.maxAttempts,
  };
}
