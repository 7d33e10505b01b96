import { and, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { bigintArray, textArray } from '../../db/pg-array.js';
import type { Executor } from '../../db/transaction.js';
import { outboxDeliveries, outboxEvents, outboxReceipts } from '../../db/schema/outbox.js';

/** A delivery a consumer still owes: a retry, or an event waiting behind the consumer's retry. */
export interface NewDelivery {
  eventId: number;
  consumer: string;
  topic: string;
  orderKey: string | null;
  /** Tries so far: 1 after a failure at hand-out, 0 for a delivery that only waits its turn. */
  attempts: number;
  availableAt: Date;
  lastError: string | null;
  /** The attempts ran out at the first try (a worker configured with one attempt). */
  dead: boolean;
}

/**
 * Ends the hand-out of a batch in one transaction: the deliveries consumers still owe are
 * created and the events marked processed together, so a worker dying in between hands the
 * whole event out again rather than losing a retry.
 */
export async function finishHandOut(
  db: Database,
  input: { processed: number[]; deliveries: NewDelivery[]; now: Date },
): Promise<void> {
  if (input.processed.length === 0) return;
  await db.transaction(async (tx) => {
    if (input.deliveries.length > 0) {
      await tx
        .insert(outboxDeliveries)
        .values(
          input.deliveries.map((delivery) => ({
            eventId: delivery.eventId,
            consumer: delivery.consumer,
            topic: delivery.topic,
            orderKey: delivery.orderKey,
            attempts: delivery.attempts,
            availableAt: delivery.availableAt,
            lastError: delivery.lastError?.slice(0, 2000) ?? null,
            state: delivery.dead ? ('dead' as const) : ('pending' as const),
            deadAt: delivery.dead ? input.now : null,
            createdAt: input.now,
          })),
        )
        // A re-run hand-out (the lease expired) finds the rows of the first one.
        .onConflictDoNothing({ target: [outboxDeliveries.consumer, outboxDeliveries.eventId] });
    }
    await tx
      .update(outboxEvents)
      .set({ processedAt: input.now, lastError: null })
      .where(sql`${outboxEvents.id} = ANY(${bigintArray(input.processed)})`);
  });
}

/**
 * Of `keys`, those for which `consumer` has a pending delivery: its next events of those
 * players must wait behind it.
 */
export async function findHeldKeys(
  db: Database,
  consumers: readonly string[],
  keys: readonly string[],
): Promise<Set<string>> {
  if (consumers.length === 0 || keys.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ consumer: outboxDeliveries.consumer, orderKey: outboxDeliveries.orderKey })
    .from(outboxDeliveries)
    .where(
      and(
        eq(outboxDeliveries.state, 'pending'),
        sql`${outboxDeliveries.consumer} = ANY(${textArray(consumers)})`,
        sql`${outboxDeliveries.orderKey} = ANY(${textArray(keys)})`,
      ),
    );
  return new Set(rows.map((row) => `${row.consumer}\u0000${row.orderKey ?? ''}`));
}

export interface ClaimedDelivery {
  id: number;
  eventId: number;
  consumer: string;
  topic: string;
  payload: unknown;
  /** Including this claim. */
  attempts: number;
  createdAt: Date;
}

/**
 * Takes up to `limit` due deliveries of the given consumers, leased like events. A delivery
 * with an order key is taken only when it is its consumer's earliest pending one for that
 * player: later ones wait behind it.
 */
export async function claimDeliveries(
  db: Database,
  options: {
    consumers: readonly { name: string; topic: string }[];
    now: Date;
    leaseUntil: Date;
    limit: number;
  },
): Promise<ClaimedDelivery[]> {
  if (options.consumers.length === 0) return [];
  const consumers = sql.join(
    options.consumers.map(({ name, topic }) => sql`(${name}, ${topic})`),
    sql`, `,
  );
  const result = await db.execute(sql`
    WITH due AS (
      SELECT d.id FROM outbox_deliveries d
      WHERE d.state = 'pending' AND d.available_at <= ${options.now.toISOString()}::timestamptz
        AND (d.consumer, d.topic) IN (${consumers})
        AND (d.order_key IS NULL OR NOT EXISTS (
          SELECT 1 FROM outbox_deliveries b
          WHERE b.consumer = d.consumer AND b.order_key = d.order_key AND b.state = 'pending'
            AND b.event_id < d.event_id))
      ORDER BY d.available_at, d.id
      LIMIT ${options.limit}
      FOR UPDATE SKIP LOCKED
    ), claimed AS (
      UPDATE outbox_deliveries SET attempts = attempts + 1,
        available_at = ${options.leaseUntil.toISOString()}::timestamptz
      WHERE id = ANY(ARRAY(SELECT id FROM due))
      RETURNING id, event_id, consumer, topic, attempts
    )
    SELECT claimed.*, e.payload, e.created_at
    FROM claimed JOIN outbox_events e ON e.id = claimed.event_id`);
  const rows = (
    result as unknown as {
      rows: {
        id: string | number;
        event_id: string | number;
        consumer: string;
        topic: string;
        attempts: number;
        payload: unknown;
        created_at: string | Date;
      }[];
    }
  ).rows;
  return rows
    .map((row) => ({
      id: Number(row.id),
      eventId: Number(row.event_id),
      consumer: row.consumer,
      topic: row.topic,
      payload: row.payload,
      attempts: Number(row.attempts),
      createdAt: new Date(row.created_at),
    }))
    .sort((a, b) => a.eventId - b.eventId || a.id - b.id);
}

/** The consumer did it: nothing more is owed. */
export async function deleteDelivery(db: Executor, id: number): Promise<void> {
  await db.delete(outboxDeliveries).where(eq(outboxDeliveries.id, id));
}

/** A failed retry: try again at `retryAt`, or dead-letter it when `dead`. */
export async function markDeliveryFailed(
  db: Database,
  failure: { id: number; error: string; retryAt: Date; dead: boolean; now: Date },
): Promise<void> {
  await db
    .update(outboxDeliveries)
    .set({
      lastError: failure.error.slice(0, 2000),
      availableAt: failure.retryAt,
      state: failure.dead ? 'dead' : 'pending',
      deadAt: failure.dead ? failure.now : null,
    })
    .where(eq(outboxDeliveries.id, failure.id));
}

/**
 * Records that `consumer` applied `eventId`, in the transaction of the effect. False when it
 * already had: the effect must not run again.
 */
export async function insertReceipt(
  tx: Executor,
  consumer: string,
  eventId: number,
  now: Date,
): Promise<boolean> {
  const rows = await tx
    .insert(outboxReceipts)
    .values({ consumer, eventId, createdAt: now })
    .onConflictDoNothing()
    .returning({ eventId: outboxReceipts.eventId });
  return rows.length > 0;
}

/** Receipts for many events at once; answers the event ids that had none (to apply now). */
export async function insertReceipts(
  tx: Executor,
  consumer: string,
  eventIds: readonly number[],
  now: Date,
): Promise<Set<number>> {
  if (eventIds.length === 0) return new Set();
  const result = await tx.execute(sql`
    INSERT INTO ${outboxReceipts} (consumer, event_id, created_at)
    SELECT ${consumer}, event_id, ${now.toISOString()}::timestamptz
    FROM unnest(${bigintArray(eventIds)}) AS event_id
    ON CONFLICT DO NOTHING
    RETURNING event_id::text AS event_id`);
  const { rows } = result as unknown as { rows: { event_id: string }[] };
  return new Set(rows.map((row) => Number(row.event_id)));
}

/**
 * Receipts older than `before`: their events are handed out and owe nothing (a redelivery
 * happens only while an event is pending or has a pending delivery, which the retention
 * outlasts by far).
 */
export async function deleteReceiptsBefore(db: Database, before: Date): Promise<number> {
  const rows = await db.execute(sql`
    WITH gone AS (
      DELETE FROM outbox_receipts r WHERE r.created_at < ${before.toISOString()}::timestamptz
        AND NOT EXISTS (SELECT 1 FROM outbox_deliveries d
          WHERE d.consumer = r.consumer AND d.event_id = r.event_id)
        AND NOT EXISTS (SELECT 1 FROM outbox_events e
          WHERE e.id = r.event_id AND e.processed_at IS NULL)
      RETURNING 1
    ) SELECT count(*)::int AS n FROM gone`);
  const [row] = (rows as unknown as { rows: { n: number }[] }).rows;
  return row?.n ?? 0;
}
