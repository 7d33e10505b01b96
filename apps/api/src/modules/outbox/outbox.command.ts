import { parseArgs } from 'node:util';
import type { Database } from '../../db/client.js';
import type { Clock } from '../../lib/clock.js';
import { listJobs } from './job.repository.js';
import {
  deliverFailedEventsTo,
  deliveriesByConsumer,
  listDeliveries,
  listFailedEvents,
  listTroubledTasks,
  pendingEventsByTopic,
  reviveDeliveries,
  reviveEvent,
  reviveTask,
  tasksByJob,
  type DeliveryLine,
} from './outbox-status.repository.js';

const USAGE = `usage: npm run outbox -w @croupier/api -- <command>
  status                                  per consumer: pending events, lag (age of its oldest
                                          pending event), failing deliveries, dead letters;
                                          timed tasks and recurring jobs
  retry <event-id> [--consumer <name>]    put an event's dead letters back in the queue (all its
                                          consumers', or one's)
  retry-dead --consumer <name>            put every dead letter of a consumer back
  retry-task <key>                        run a dead or failing timed task again now`;

/** How many failing and dead deliveries the status lists by name. */
const LISTED = 20;

export class OutboxUsageError extends Error {
  constructor(problem: string) {
    super(`${problem}\n${USAGE}`);
  }
}

/** What the command needs of the worker: the consumers this build registers. */
export interface OutboxCommandContext {
  db: Database;
  clock: Clock;
  consumers: readonly { name: string; topic: string; transactional: boolean; ordered: boolean }[];
}

function age(from: Date | null, now: Date): string {
  if (from === null) return '-';
  const seconds = Math.max(0, (now.getTime() - from.getTime()) / 1000);
  if (seconds < 120) return `${seconds.toFixed(1)} s`;
  if (seconds < 7200) return `${(seconds / 60).toFixed(1)} min`;
  return `${(seconds / 3600).toFixed(1)} h`;
}

function table(rows: string[][]): string[] {
  const widths = rows[0]?.map((_, column) =>
    Math.max(...rows.map((row) => (row[column] ?? '').length)),
  );
  return rows.map((row) =>
    row
      .map((cell, column) => cell.padEnd(widths?.[column] ?? 0))
      .join('  ')
      .trimEnd(),
  );
}

const oneLine = (text: string | null) => (text ?? '').replace(/\s+/g, ' ').slice(0, 160);

function deliveryLine(line: DeliveryLine, verb: string): string {
  return `  event ${line.eventId}  ${line.consumer}  attempts ${line.attempts}  ${verb} ${
    line.at?.toISOString() ?? '-'
  }  ${oneLine(line.lastError)}`;
}

async function status(context: OutboxCommandContext): Promise<string> {
  const { db } = context;
  const now = context.clock.now();
  const [pending, deliveries, failing, dead, failedEvents, tasks, troubled, jobs] =
    await Promise.all([
      pendingEventsByTopic(db),
      deliveriesByConsumer(db),
      listDeliveries(db, 'failing', LISTED),
      listDeliveries(db, 'dead', LISTED),
      listFailedEvents(db, LISTED),
      tasksByJob(db),
      listTroubledTasks(db, LISTED),
      listJobs(db),
    ]);
  const byTopic = new Map(pending.map((row) => [row.topic, row]));
  const byConsumer = new Map(deliveries.map((row) => [row.consumer, row]));
  const failedByTopic = new Map<string, number>();
  for (const event of failedEvents) {
    failedByTopic.set(event.topic, (failedByTopic.get(event.topic) ?? 0) + 1);
  }

  const rows = [['consumer', 'topic', 'pending', 'lag', 'failing', 'dead']];
  for (const consumer of context.consumers) {
    const topic = byTopic.get(consumer.topic);
    const own = byConsumer.get(consumer.name);
    const oldest = [topic?.oldest ?? null, own?.oldestPending ?? null]
      .filter((date): date is Date => date !== null)
      .sort((a, b) => a.getTime() - b.getTime())[0];
    rows.push([
      consumer.name +
        (consumer.transactional ? ' (once)' : '') +
        (consumer.ordered ? ' (by player)' : ''),
      consumer.topic,
      String((topic?.count ?? 0) + (own?.pending ?? 0)),
      age(oldest ?? null, now),
      String(own?.failing ?? 0),
      String((own?.dead ?? 0) + (failedByTopic.get(consumer.topic) ?? 0)),
    ]);
  }
  const registered = new Set(context.consumers.map((consumer) => consumer.name));
  for (const own of deliveries) {
    // Deliveries of a consumer this build no longer registers: nobody will retry them.
    if (!registered.has(own.consumer)) {
      rows.push([
        `${own.consumer} (not registered)`,
        '-',
        String(own.pending),
        age(own.oldestPending, now),
        String(own.failing),
        String(own.dead),
      ]);
    }
  }
  const lines = [`outbox at ${now.toISOString()}`, ...table(rows)];
  if (failing.length > 0) {
    lines.push('', 'failing deliveries (next try, last error):');
    lines.push(...failing.map((line) => deliveryLine(line, 'next')));
  }
  if (dead.length > 0 || failedEvents.length > 0) {
    lines.push('', 'dead letters (retry <event-id> [--consumer <name>]):');
    lines.push(...dead.map((line) => deliveryLine(line, 'died')));
    lines.push(
      ...failedEvents.map(
        (event) =>
          `  event ${event.id}  ${event.topic}  (every consumer)  ${oneLine(event.lastError)}`,
      ),
    );
  }
  lines.push('', 'timed tasks:');
  if (tasks.length === 0) lines.push('  none scheduled');
  lines.push(
    ...tasks.map(
      (task) =>
        `  ${task.job}  pending ${task.pending}  dead ${task.dead}  next ${task.nextRunAt?.toISOString() ?? '-'}`,
    ),
    ...troubled.map(
      (task) =>
        `  ${task.state === 'dead' ? 'dead' : 'failing'}: ${task.key} (${task.job})  attempts ${task.attempts}  ${oneLine(task.lastError)}`,
    ),
  );
  lines.push('', 'recurring jobs:');
  lines.push(
    ...table(
      jobs.map((job) => [
        `  ${job.name}`,
        `next ${job.nextRunAt.toISOString()}`,
        `last ${job.lastRunAt?.toISOString() ?? '-'}`,
        job.lastError ? `failed: ${oneLine(job.lastError)}` : 'ok',
      ]),
    ),
  );
  return lines.join('\n');
}

function consumerNamed(context: OutboxCommandContext, name: string | undefined) {
  if (name === undefined) return undefined;
  const consumer = context.consumers.find((candidate) => candidate.name === name);
  if (!consumer) {
    throw new OutboxUsageError(
      `unknown consumer ${name}; known: ${context.consumers.map((c) => c.name).join(', ')}`,
    );
  }
  return consumer;
}

/** `npm run outbox -w @croupier/api -- …` (decision 0302); returns the text to print. */
export async function runOutboxCommand(
  context: OutboxCommandContext,
  argv: readonly string[],
): Promise<string> {
  const { positionals, values } = parseArgs({
    args: [...argv],
    allowPositionals: true,
    options: { consumer: { type: 'string' } },
  });
  const [command, argument] = positionals;
  const now = context.clock.now();
  const consumer = consumerNamed(context, values.consumer);

  if (command === 'status') return status(context);
  if (command === 'retry') {
    const eventId = Number(argument);
    if (!Number.isSafeInteger(eventId) || eventId <= 0)
      throw new OutboxUsageError('missing <event-id>');
    let revived = await reviveDeliveries(context.db, { eventId, consumer: consumer?.name }, now);
    if (consumer) {
      revived += await deliverFailedEventsTo(
        context.db,
        { consumer: consumer.name, topic: consumer.topic, eventId },
        now,
      );
    } else if (await reviveEvent(context.db, eventId, now)) {
      return `event ${eventId}: handed out again to every consumer of its topic`;
    }
    if (revived === 0)
      throw new OutboxUsageError(
        `event ${eventId} has no dead letter${consumer ? ` for ${consumer.name}` : ''}`,
      );
    return `event ${eventId}: ${revived} dead letter(s) back in the queue`;
  }
  if (command === 'retry-dead') {
    if (!consumer) throw new OutboxUsageError('missing --consumer <name>');
    const revived =
      (await reviveDeliveries(context.db, { consumer: consumer.name }, now)) +
      (await deliverFailedEventsTo(
        context.db,
        { consumer: consumer.name, topic: consumer.topic },
        now,
      ));
    return `${consumer.name}: ${revived} dead letter(s) back in the queue`;
  }
  if (command === 'retry-task') {
    if (!argument) throw new OutboxUsageError('missing <key>');
    if (!(await reviveTask(context.db, argument, now))) {
      throw new OutboxUsageError(`no dead or pending task ${argument}`);
    }
    return `task ${argument}: due again now`;
  }
  throw new OutboxUsageError(command ? `unknown command ${command}` : 'missing a command');
}
