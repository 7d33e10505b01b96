import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import type { EventCatalogue } from '@croupier/contracts/events';
import type { Database } from '../../db/client.js';
import type { Transaction } from '../../db/transaction.js';
import type { Clock } from '../../lib/clock.js';
import { deleteDelivery, insertReceipt } from './delivery.repository.js';
import type { AfterCommit, Consumer, ConsumerRegistry, OutboxEventMeta } from './consumer.js';
import { errorMessage } from './retry.js';

/**
 * What handing out events and retrying deliveries share: the worker's dependencies, its
 * registered consumers and its limits. One object, built once by the worker, so the two
 * paths read the same limits.
 */
export interface DeliveryContext {
  db: Database;
  clock: Clock;
  log: FastifyBaseLogger;
  catalogue: EventCatalogue;
  consumers: ConsumerRegistry;
  /** Events (or deliveries) claimed per batch. */
  batchSize: number;
  /** A claim is invisible to other workers this long. */
  leaseMs: number;
  /** Tries of one consumer on one event before its dead letter. */
  maxAttempts: number;
}

/** The payload as its topic's schema reads it, or the schema's message. */
export function parseEvent(
  catalogue: EventCatalogue,
  topic: string,
  payload: unknown,
): { event: unknown } | { error: string } {
  const schema = catalogue[topic];
  if (!schema) return { error: `topic ${topic} is not catalogued` };
  const parsed = schema.safeParse(payload);
  return parsed.success
    ? { event: parsed.data }
    : { error: `payload does not match ${topic}: ${z.prettifyError(parsed.error)}` };
}

export function eventMeta(
  id: number,
  topic: string,
  attempt: number,
  createdAt: Date,
): OutboxEventMeta {
  return { id, topic, attempt, createdAt };
}

/**
 * Runs one consumer on one event; answers the error message, or null when it succeeded. A
 * transactional consumer's receipt, effect and (on a retry) the delivery row's deletion
 * commit together; an at-least-once consumer runs outside any transaction, so a slow socket
 * or SMTP server never holds the database. What the consumer asks to run after the commit runs
 * after this transaction's, or, inside the caller's (`tx`), is handed to `afterCommit` when the
 * event succeeded, for the caller to run after its own.
 */
export async function runConsumer(
  context: Pick<DeliveryContext, 'db' | 'clock' | 'log'>,
  consumer: Consumer,
  event: unknown,
  meta: OutboxEventMeta,
  options: { tx?: Transaction; afterCommit?: AfterCommit; deliveryId?: number } = {},
): Promise<string | null> {
  const { deliveryId } = options;
  const effects = afterCommitQueue();
  try {
    if (consumer.transactional) {
      const apply = async (tx: Transaction) => {
        const first = await insertReceipt(tx, consumer.name, meta.id, context.clock.now());
        if (first) {
          await consumer.run(event, { ...meta, tx, afterCommit: effects.add });
        }
        if (deliveryId !== undefined) await deleteDelivery(tx, deliveryId);
      };
      // Inside a chunk's transaction, a savepoint: a failure undoes this event only.
      if (options.tx) {
        await options.tx.transaction(apply);
        effects.handTo(options.afterCommit);
      } else {
        await context.db.transaction(apply);
        await effects.run(context);
      }
    } else {
      await consumer.run(event, meta);
      if (deliveryId !== undefined) await deleteDelivery(context.db, deliveryId);
    }
    return null;
  } catch (error) {
    return errorMessage(error);
  }
}

/**
 * What consumers ask to run once their transaction has committed, gathered during it: `add` is
 * the `AfterCommit` they are given; `run` after the commit (a failure is logged, not retried:
 * such an effect is a state the next one supersedes), or `handTo` an enclosing transaction's.
 * Dropped with the queue when the transaction rolls back.
 */
export function afterCommitQueue(): {
  add: AfterCommit;
  handTo(outer: AfterCommit | undefined): void;
  run(context: Pick<DeliveryContext, 'log'>): Promise<void>;
} {
  const effects: (() => Promise<void>)[] = [];
  return {
    add: (effect) => {
      effects.push(effect);
    },
    handTo(outer) {
      for (const effect of effects) outer?.(effect);
    },
    async run(context) {
      for (const effect of effects) {
        try {
          await effect();
        } catch (error) {
          context.log.warn({ error: errorMessage(error) }, 'outbox after-commit effect failed');
        }
      }
    },
  };
}

/** A failed try: a warning while retries remain, an error when it is the dead letter. */
export function logFailure(
  context: Pick<DeliveryContext, 'log' | 'maxAttempts'>,
  consumer: Consumer,
  eventId: number,
  attempt: number,
  error: string,
): void {
  const dead = attempt >= context.maxAttempts;
  context.log[dead ? 'error' : 'warn'](
    { eventId, topic: consumer.topic, consumer: consumer.name, attempt, error },
    dead ? 'outbox delivery dead-lettered' : 'outbox consumer failed, will retry',
  );
}
