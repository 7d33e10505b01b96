import { and, eq, isNotNull, lt, notExists, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { bigintArray } from '../../db/pg-array.js';
import type { Executor } from '../../db/transaction.js';
import { outboxDeliveries, outboxEvents } from '../../db/schema/outbox.js';

/**
 * Records an event in the caller's transaction (DESIGN.md §3): it commits or rolls back with
 * the change it reports. Untyped: modules call the typed `enqueueEvent` of outbox.service.ts.
 */
export async function insertEvent(
  tx: Executor,
  topic: string,
  payload: unknown,
  options: { availableAt?: Date } = {},
): Promise<number> {
  const [row] = await tx
    .insert(outboxEvents)
    .values({
      topic,
      payload,
      ...(options.availableAt ? { availableAt: options.availableAt } : {}),
    })
    .returning({ id: outboxEvents.id });
  if (!row) throw new Error('outbox insert returned no row');
  return row.id;
}

/**
 * Many events of one topic in one statement, in the caller's transaction; in payload order. The
 * payloads travel as one JSON array parameter: a batched consumer writes thousands of pushes at
 * once, and a parameter per column and row cost more to build and parse than the rows to insert.
 */
export async function insertEvents(
  tx: Executor,
  topic: string,
  payloads: readonly unknown[],
): Promise<void> {
  if (payloads.length === 0) return;
  await tx.execute(sql`
    INSERT INTO outbox_events (topic, payload)
    SELECT ${topic}, e.value
    FROM jsonb_array_elements(${JSON.stringify(payloads)}::jsonb) WITH ORDINALITY AS e(value, ord)
    ORDER BY e.ord`);
}

export interface ClaimedEvent {
  id: number;
  topic: string;
  payload: unknown;
  /** Including this claim. */
  attempts: number;
  createdAt: Date;
}

/**
 * Takes up to `limit` due events of the given topics for this worker. The inner
 * `FOR UPDATE SKIP LOCKED` makes concurrent claims disjoint; pushing `available_at` to
 * `leaseUntil` hides the rows from other workers after this short transaction commits, and
 * brings them back if this worker dies before finishing them.
 *
 * Events are taken in id order. For topics with a consumer ordered by player (`orderedTopics`),
 * an event whose player has an earlier event still being handed out elsewhere (claimed by
 * another worker, or by one that died and whose lease has not run out) is left for later: one
 * player's events are handed out in order.
 *
 * Due means `available_at` is past by the database clock or by the app clock: the database
 * stamps new events, the app clock (movable in tests) stamps leases.
 */
export async function claimEvents(
  db: Database,
  options: {
    topics: readonly string[];
    orderedTopics?: readonly { topic: string; field: string }[];
    now: Date;
    leaseUntil: Date;
    limit: number;
  },
): Promise<ClaimedEvent[]> {
  if (options.topics.length === 0) return [];
  const now = sql`${options.now.toISOString()}::timestamptz`;
  const ordered = options.orderedTopics ?? [];
  // The field goes in as a literal (checked at registration) so the expression index serves it.
  const field = (name: string) => sql.raw(`'${name}'`);
  const orderFieldOf = new Map(ordered.map(({ topic, field: name }) => [topic, name]));
  // One ordered walk per topic, each stopping at the limit: a plan that does not depend on the
  // statistics. As one `topic IN (...)` scan, PostgreSQL read every pending event of the topics
  // and sorted them when its statistics lagged a burst (2.5 s a claim behind 12,000 events).
  const perTopic = options.topics.map((topic, at) => {
    const name = orderFieldOf.get(topic);
    // An earlier event of the player leased by another worker (alive or dead) keeps the later
    // ones out of the window altogether, so they never crowd out other players' events. A
    // player's leased events are the first of its pending ones (claims take them in id order,
    // and `held` below never leases one behind an unleased earlier one), so the earliest
    // pending event before the candidate tells: one probe of the player index.
    const leasedEarlier =
      name === undefined
        ? sql`FALSE`
        : sql`COALESCE((
            SELECT p.available_at > GREATEST(now(), ${now}) FROM outbox_events p
            WHERE p.payload->>${field(name)} = e.payload->>${field(name)} AND p.topic = ${topic}
              AND p.processed_at IS NULL AND p.failed_at IS NULL AND p.id < e.id
            ORDER BY p.id LIMIT 1), FALSE)`;
    // The player key of a candidate, for ordered topics only (NULL elsewhere: never held).
    const key = name === undefined ? sql`NULL::text` : sql`e.payload->>${field(name)}`;
    return sql`SELECT * FROM (
      SELECT e.id, e.topic, ${key} AS player_key FROM outbox_events e
      WHERE e.topic = ${topic} AND e.processed_at IS NULL AND e.failed_at IS NULL
        AND e.available_at <= GREATEST(now(), ${now})
        AND NOT ${leasedEarlier}
      ORDER BY e.id
      LIMIT ${options.limit}
      FOR UPDATE SKIP LOCKED) AS ${sql.raw(`topic_${at}`)}`;
  });
  // Held: the player's earliest pending event is earlier and not among the candidates (another
  // worker's claim holds it right now). One index probe per candidate: the earliest is enough,
  // as claims take events in id order.
  const earlierPending =
    ordered.length === 0
      ? sql`FALSE`
      : sql.join(
          ordered.map(
            ({ topic, field: name }) => sql`(c.topic = ${topic} AND (
              SELECT p.id FROM outbox_events p
              WHERE p.payload->>${field(name)} = c.player_key AND p.topic = ${topic}
                AND p.processed_at IS NULL AND p.failed_at IS NULL
              ORDER BY p.id LIMIT 1) NOT IN (SELECT id FROM candidates))`,
          ),
          sql` OR `,
        );
  const result = await db.execute(sql`
    WITH candidates AS (
      SELECT id, topic, player_key FROM (${sql.join(perTopic, sql` UNION ALL `)}) AS due
      ORDER BY id
      LIMIT ${options.limit}
    ), held AS (
      SELECT c.id FROM candidates c
      WHERE c.player_key IS NOT NULL AND (${earlierPending})
    )
    UPDATE outbox_events SET attempts = attempts + 1,
      available_at = ${options.leaseUntil.toISOString()}::timestamptz
    -- An array, not IN (subquery): the planner then probes the primary key instead of scanning
    -- every event the table keeps (a week of handed-out ones).
    WHERE id = ANY(ARRAY(SELECT id FROM candidates EXCEPT SELECT id FROM held))
    RETURNING id, topic, payload, attempts, created_at`);
  const rows = (
    result as unknown as {
      rows: {
        id: string | number;
        topic: string;
        payload: unknown;
        attempts: number;
        created_at: string | Date;
      }[];
    }
  ).rows;
  return rows
    .map((row) => ({
      id: Number(row.id),
      topic: row.topic,
      payload: row.payload,
      attempts: Number(row.attempts),
      createdAt: new Date(row.created_at),
    }))
    .sort((a, b) => a.id - b.id);
}

/** The hand-out of these events is over: what is left lives in `outbox_deliveries`. */
export async function markProcessed(db: Executor, ids: number[], now: Date): Promise<void> {
  if (ids.length === 0) return;
  await db
    .update(outboxEvents)
    .set({ processedAt: now, lastError: null })
    .where(sql`${outboxEvents.id} = ANY(${bigintArray(ids)})`);
}

/** The event itself is unusable (a producer bug): kept for an operator, handed to nobody. */
export async function markEventFailed(
  db: Executor,
  failure: { id: number; error: string; now: Date },
): Promise<void> {
  await db
    .update(outboxEvents)
    .set({ lastError: failure.error.slice(0, 2000), failedAt: failure.now })
    .where(eq(outboxEvents.id, failure.id));
}

/**
 * Housekeeping: events handed out before `before` have no further use unless a consumer still
 * owes them a delivery (a retry or a dead letter): those stay.
 */
export async function deleteProcessedEvents(db: Database, before: Date): Promise<number> {
  const rows = await db
    .delete(outboxEvents)
    .where(
      and(
        isNotNull(outboxEvents.processedAt),
        lt(outboxEvents.processedAt, before),
        notExists(
          db
            .select({ one: sql`1` })
            .from(outboxDeliveries)
            .where(eq(outboxDeliveries.eventId, outboxEvents.id)),
        ),
      ),
    )
    .returning({ id: outboxEvents.id });
  return rows.length;
}

export interface OutboxEventRow {
  id: number;
  topic: string;
  payload: unknown;
  attempts: number;
  lastError: string | null;
  processedAt: Date | null;
  failedAt: Date | null;
  availableAt: Date;
  createdAt: Date;
}

export async function findEvent(db: Executor, id: number): Promise<OutboxEventRow | undefined> {
  const [row] = await db
    .select({
      id: outboxEvents.id,
      topic: outboxEvents.topic,
      payload: outboxEvents.payload,
      attempts: outboxEvents.attempts,
      lastError: outboxEvents.lastError,
      processedAt: outboxEvents.processedAt,
      failedAt: outboxEvents.failedAt,
      availableAt: outboxEvents.availableAt,
      createdAt: outboxEvents.createdAt,
    })
    .from(outboxEvents)
    .where(eq(outboxEvents.id, id));
  return row;
}
