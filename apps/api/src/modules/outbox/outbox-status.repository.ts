import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';

/** What the operator's `npm run outbox -- status` reads (decision 0302). */

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

const toDate = (value: string | Date | null): Date | null =>
  value === null ? null : new Date(value);

export interface PendingByTopic {
  topic: string;
  count: number;
  oldest: Date | null;
}

/** Events not handed out yet, per topic: every consumer of the topic waits on them. */
export async function pendingEventsByTopic(db: Database): Promise<PendingByTopic[]> {
  const rows = rowsOf<{ topic: string; count: number; oldest: string | Date | null }>(
    await db.execute(sql`
      SELECT topic, count(*)::int AS count, min(created_at) AS oldest FROM outbox_events
      WHERE processed_at IS NULL AND failed_at IS NULL GROUP BY topic`),
  );
  return rows.map((row) => ({ ...row, oldest: toDate(row.oldest) }));
}

export interface DeliveriesByConsumer {
  consumer: string;
  pending: number;
  /** Pending deliveries that failed at least once (the others wait their turn). */
  failing: number;
  dead: number;
  oldestPending: Date | null;
}

export async function deliveriesByConsumer(db: Database): Promise<DeliveriesByConsumer[]> {
  const rows = rowsOf<{
    consumer: string;
    pending: number;
    failing: number;
    dead: number;
    oldest_pending: string | Date | null;
  }>(
    await db.execute(sql`
      SELECT d.consumer,
        count(*) FILTER (WHERE d.state = 'pending')::int AS pending,
        count(*) FILTER (WHERE d.state = 'pending' AND d.attempts > 0)::int AS failing,
        count(*) FILTER (WHERE d.state = 'dead')::int AS dead,
        min(e.created_at) FILTER (WHERE d.state = 'pending') AS oldest_pending
      FROM outbox_deliveries d JOIN outbox_events e ON e.id = d.event_id
      GROUP BY d.consumer`),
  );
  return rows.map((row) => ({
    consumer: row.consumer,
    pending: row.pending,
    failing: row.failing,
    dead: row.dead,
    oldestPending: toDate(row.oldest_pending),
  }));
}

export interface DeliveryLine {
  eventId: number;
  consumer: string;
  attempts: number;
  lastError: string | null;
  /** Next try for a failing delivery; when it died for a dead letter. */
  at: Date | null;
}

/** The failing (`pending` with a failure) or dead deliveries, newest trouble first. */
export async function listDeliveries(
  db: Database,
  state: 'failing' | 'dead',
  limit: number,
): Promise<DeliveryLine[]> {
  const rows = rowsOf<{
    event_id: string | number;
    consumer: string;
    attempts: number;
    last_error: string | null;
    at: string | Date | null;
  }>(
    await db.execute(
      state === 'failing'
        ? sql`SELECT event_id, consumer, attempts, last_error, available_at AS at
            FROM outbox_deliveries WHERE state = 'pending' AND attempts > 0
            ORDER BY event_id LIMIT ${limit}`
        : sql`SELECT event_id, consumer, attempts, last_error, dead_at AS at
            FROM outbox_deliveries WHERE state = 'dead' ORDER BY dead_at DESC, event_id
            LIMIT ${limit}`,
    ),
  );
  return rows.map((row) => ({
    eventId: Number(row.event_id),
    consumer: row.consumer,
    attempts: row.attempts,
    lastError: row.last_error,
    at: toDate(row.at),
  }));
}

export interface FailedEventLine {
  id: number;
  topic: string;
  lastError: string | null;
}

/** Events dead-lettered as a whole (a payload that fails its schema). */
export async function listFailedEvents(db: Database, limit: number): Promise<FailedEventLine[]> {
  const rows = rowsOf<{ id: string | number; topic: string; last_error: string | null }>(
    await db.execute(sql`
      SELECT id, topic, last_error FROM outbox_events WHERE failed_at IS NOT NULL
      ORDER BY id DESC LIMIT ${limit}`),
  );
  return rows.map((row) => ({ id: Number(row.id), topic: row.topic, lastError: row.last_error }));
}

export interface TaskSummary {
  job: string;
  pending: number;
  dead: number;
  nextRunAt: Date | null;
}

export async function tasksByJob(db: Database): Promise<TaskSummary[]> {
  const rows = rowsOf<{ job: string; pending: number; dead: number; next: string | Date | null }>(
    await db.execute(sql`
      SELECT job, count(*) FILTER (WHERE state = 'pending')::int AS pending,
        count(*) FILTER (WHERE state = 'dead')::int AS dead,
        min(run_at) FILTER (WHERE state = 'pending') AS next
      FROM scheduled_tasks GROUP BY job ORDER BY job`),
  );
  return rows.map((row) => ({ ...row, nextRunAt: toDate(row.next) }));
}

export interface TroubledTask {
  key: string;
  job: string;
  state: string;
  attempts: number;
  lastError: string | null;
}

/** Tasks that failed at least once and have not succeeded since. */
export async function listTroubledTasks(db: Database, limit: number): Promise<TroubledTask[]> {
  return rowsOf<TroubledTask>(
    await db.execute(sql`
      SELECT key, job, state, attempts, last_error AS "lastError" FROM scheduled_tasks
      WHERE last_error IS NOT NULL AND state <> 'done' ORDER BY run_at LIMIT ${limit}`),
  );
}

// ---- putting dead letters back -------------------------------------------------------------

/**
 * Puts dead deliveries back in the queue (attempts from zero, due now); answers how many.
 * `eventId` and `consumer` narrow it; at least one is given.
 */
export async function reviveDeliveries(
  db: Database,
  filter: { eventId?: number; consumer?: string },
  now: Date,
): Promise<number> {
  const byEvent = filter.eventId === undefined ? sql`TRUE` : sql`event_id = ${filter.eventId}`;
  const byConsumer = filter.consumer === undefined ? sql`TRUE` : sql`consumer = ${filter.consumer}`;
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      UPDATE outbox_deliveries SET state = 'pending', attempts = 0, dead_at = NULL,
        available_at = ${now.toISOString()}::timestamptz
      WHERE state = 'dead' AND ${byEvent} AND ${byConsumer}
      RETURNING id`),
  );
  return rows.length;
}

/** A whole event dead-lettered: hand it out again to every consumer; answers whether it was. */
export async function reviveEvent(db: Database, eventId: number, now: Date): Promise<boolean> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      UPDATE outbox_events SET failed_at = NULL, last_error = NULL, attempts = 0,
        available_at = ${now.toISOString()}::timestamptz
      WHERE id = ${eventId} AND failed_at IS NOT NULL RETURNING id`),
  );
  return rows.length > 0;
}

/**
 * Dead-lettered whole events of `topic` (all, or `eventId`) retried for one consumer only: a
 * delivery of its own, due now. Answers how many.
 */
export async function deliverFailedEventsTo(
  db: Database,
  target: { consumer: string; topic: string; eventId?: number },
  now: Date,
): Promise<number> {
  const byEvent = target.eventId === undefined ? sql`TRUE` : sql`id = ${target.eventId}`;
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      INSERT INTO outbox_deliveries (event_id, consumer, topic, attempts, available_at, created_at)
      SELECT id, ${target.consumer}, topic, 0, ${now.toISOString()}::timestamptz,
        ${now.toISOString()}::timestamptz
      FROM outbox_events WHERE failed_at IS NOT NULL AND topic = ${target.topic} AND ${byEvent}
      ON CONFLICT (consumer, event_id) DO UPDATE SET state = 'pending', attempts = 0,
        dead_at = NULL, available_at = EXCLUDED.available_at
      RETURNING id`),
  );
  return rows.length;
}

/** A dead (or failing) timed task run again now; answers whether the key was found. */
export async function reviveTask(db: Database, key: string, now: Date): Promise<boolean> {
  const rows = rowsOf<{ id: string }>(
    await db.execute(sql`
      UPDATE scheduled_tasks SET state = 'pending', attempts = 0, finished_at = NULL,
        available_at = ${now.toISOString()}::timestamptz
      WHERE key = ${key} AND state <> 'done' RETURNING id`),
  );
  return rows.length > 0;
}
