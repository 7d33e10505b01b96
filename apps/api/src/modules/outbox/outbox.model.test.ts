import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { and, eq, inArray, isNull } from 'drizzle-orm';
import { outboxDeliveries, outboxEvents } from '../../db/schema/outbox.js';
import { buildTestApp } from '../../testing/test-app.js';
import { insertEvent } from './outbox.repository.js';
import { newTopic, testWorker } from './outbox.test-helpers.js';

/*
 * Decision 0302, issue 15 §1: at-least-once delivery with random consumer failures, workers
 * dying mid-batch (their leases run out) and redeliveries, on a movable clock. Must hold:
 * - each transactional effect applied exactly once per event, batched or not (decision 0303);
 * - the consumers ordered by player apply one player's events in order;
 * - the at-least-once consumers see every event;
 * - a consumer failing forever dead-letters its own deliveries only.
 */
const LEASE_MS = 30_000;
const MAX_ATTEMPTS = 4;

interface Plan {
  players: number[];
  /** Failures to inject per (consumer, event): 0..2, under MAX_ATTEMPTS (a batched consumer's
   * failure fails its whole batch, then the event alone on the one-by-one fallback). */
  failures: number[];
  /** Events whose push kills its worker the first time. */
  deaths: boolean[];
  chunks: number[];
  steps: number[];
  batchSize: number;
}

const planArbitrary = fc.integer({ min: 4, max: 24 }).chain((count) =>
  fc.record({
    players: fc.array(fc.integer({ min: 1, max: 3 }), { minLength: count, maxLength: count }),
    failures: fc.array(fc.integer({ min: 0, max: 2 }), {
      minLength: count * 4,
      maxLength: count * 4,
    }),
    deaths: fc
      .array(fc.boolean(), { minLength: count, maxLength: count })
      .map((flags) => flags.map((flag, index) => flag && index % 3 === 0)),
    chunks: fc.array(fc.integer({ min: 1, max: 6 }), { minLength: 1, maxLength: 8 }),
    steps: fc.array(fc.integer({ min: 0, max: 5_000 }), { minLength: 1, maxLength: 6 }),
    batchSize: fc.integer({ min: 1, max: 8 }),
  }),
);

describe('outbox delivery model (decision 0302)', async () => {
  const test = await buildTestApp();
  const { clock, database } = test;
  const { db } = database;
  await db.execute(
    'CREATE TABLE model_effects (id serial primary key, consumer text, event_id bigint, player int, n int)',
  );
  let run = 0;

  async function check(plan: Plan): Promise<void> {
    run += 1;
    const topic = newTopic();
    const names = {
      points: `points-${run}`,
      quests: `quests-${run}`,
      batched: `batched-${run}`,
      steady: `steady-${run}`,
      push: `push-${run}`,
      broken: `broken-${run}`,
    };
    const count = plan.players.length;
    const failuresLeft = [...plan.failures];
    const deathsLeft = [...plan.deaths];
    const seen = {
      steady: new Array<number>(count).fill(0),
      push: new Array<number>(count).fill(0),
    };
    let die: (() => void) | undefined;

    const maybeFail = (consumer: 0 | 1 | 2 | 3, n: number) => {
      const index = consumer * count + n;
      if ((failuresLeft[index] ?? 0) > 0) {
        failuresLeft[index] = (failuresLeft[index] ?? 0) - 1;
        throw new Error(`planned failure ${consumer}/${n}`);
      }
    };

    const newWorker = () => {
      const worker = testWorker(test, [topic], {
        batchSize: plan.batchSize,
        maxAttempts: MAX_ATTEMPTS,
        leaseMs: LEASE_MS,
      });
      const effect =
        (consumer: string, index: 0 | 1) =>
        async (
          event: { n: number; playerId: number },
          meta: { id: number; tx: { execute(query: string): Promise<unknown> } },
        ) => {
          await meta.tx.execute(
            `INSERT INTO model_effects (consumer, event_id, player, n)
             VALUES ('${consumer}', ${meta.id}, ${event.playerId}, ${event.n})`,
          );
          // After the effect: a failure must roll it back with the receipt.
          maybeFail(index, event.n);
        };
      worker.handleInTransaction(topic, names.points, effect(names.points, 0));
      worker.handleInTransaction(topic, names.quests, effect(names.quests, 1), {
        orderedBy: 'player',
      });
      worker.handleBatchInTransaction(
        topic,
        names.batched,
        async (items, tx) => {
          for (const { event, meta } of items) {
            await tx.execute(
              `INSERT INTO model_effects (consumer, event_id, player, n)
               VALUES ('${names.batched}', ${meta.id}, ${event.playerId}, ${event.n})`,
            );
          }
          // After the effects: one event's failure must roll back the whole batch's.
          for (const { event } of items) maybeFail(3, event.n);
        },
        { orderedBy: 'player' },
      );
      worker.handle(topic, names.steady, async ({ n }) => {
        seen.steady[n] = (seen.steady[n] ?? 0) + 1;
      });
      worker.handle(topic, names.push, async ({ n }) => {
        if (deathsLeft[n]) {
          deathsLeft[n] = false;
          die?.();
          // The process is gone: this batch never finishes.
          await new Promise<void>(() => undefined);
        }
        maybeFail(2, n);
        seen.push[n] = (seen.push[n] ?? 0) + 1;
      });
      worker.handle(topic, names.broken, async () => {
        throw new Error('always broken');
      });
      return worker;
    };

    const pendingEvents = async () =>
      (
        await db
          .select({ id: outboxEvents.id })
          .from(outboxEvents)
          .where(
            and(
              eq(outboxEvents.topic, topic),
              isNull(outboxEvents.processedAt),
              isNull(outboxEvents.failedAt),
            ),
          )
      ).length;
    const deliveries = () =>
      db.select().from(outboxDeliveries).where(eq(outboxDeliveries.topic, topic));

    let worker = newWorker();
    let next = 0;
    const ids: number[] = [];
    for (let round = 0; round < 600; round += 1) {
      if (next < count) {
        const size = plan.chunks[round % plan.chunks.length] ?? 1;
        await db.transaction(async (tx) => {
          for (const n of plan.players.slice(next, next + size).keys()) {
            const index = next + n;
            ids.push(
              await insertEvent(tx, topic, { n: index, playerId: plan.players[index] ?? 1 }),
            );
          }
        });
        next = Math.min(count, next + size);
      }
      const died = new Promise<'died'>((resolve) => {
        die = () => resolve('died');
      });
      const outcome = await Promise.race([worker.processBatch(), died]);
      if (outcome === 'died') {
        worker = newWorker();
        clock.advance(LEASE_MS + 1);
        continue;
      }
      clock.advance(outcome === 0 ? 5_000 : (plan.steps[round % plan.steps.length] ?? 0));
      if (next >= count && outcome === 0 && (await pendingEvents()) === 0) {
        const open = (await deliveries()).filter((row) => row.state === 'pending');
        if (open.length === 0) break;
      }
    }

    // Exactly once per transactional consumer; the ordered one in each player's order.
    const effects = await db.execute(
      `SELECT consumer, event_id, player, n FROM model_effects
       WHERE consumer IN ('${names.points}', '${names.quests}', '${names.batched}') ORDER BY id`,
    );
    const rows = (
      effects as unknown as {
        rows: { consumer: string; event_id: string | number; player: number; n: number }[];
      }
    ).rows;
    for (const name of [names.points, names.quests, names.batched]) {
      const applied = rows
        .filter((row) => row.consumer === name)
        .map((row) => Number(row.event_id));
      expect([...applied].sort((a, b) => a - b)).toEqual(ids);
    }
    for (const player of new Set(plan.players)) {
      for (const name of [names.quests, names.batched]) {
        const order = rows
          .filter((row) => row.consumer === name && row.player === player)
          .map((row) => row.n);
        expect(order).toEqual([...order].sort((a, b) => a - b));
      }
    }
    // At least once for the others.
    expect(seen.steady.every((times) => times >= 1)).toBe(true);
    expect(seen.push.every((times) => times >= 1)).toBe(true);
    // Only the broken consumer has dead letters: one per event, after all its attempts.
    const left = await deliveries();
    expect(left.every((row) => row.consumer === names.broken && row.state === 'dead')).toBe(true);
    expect(left.map((row) => row.eventId).sort((a, b) => a - b)).toEqual(ids);
    expect(left.every((row) => row.attempts === MAX_ATTEMPTS)).toBe(true);
    // Every event was handed out; none was given up as a whole.
    const events = await db
      .select({ processedAt: outboxEvents.processedAt, failedAt: outboxEvents.failedAt })
      .from(outboxEvents)
      .where(inArray(outboxEvents.id, ids));
    expect(events.every((event) => event.processedAt !== null && event.failedAt === null)).toBe(
      true,
    );
  }

  it('applies each effect once, keeps per-player order, isolates a broken consumer', async () => {
    await fc.assert(fc.asyncProperty(planArbitrary, check), { numRuns: 12 });
  }, 240_000);

  it('never delays the other consumers behind one that always fails', async () => {
    const topic = newTopic();
    const worker = testWorker(test, [topic], { maxAttempts: 3 });
    const seen: number[] = [];
    worker.handle(topic, 'broken-first', async () => {
      throw new Error('down');
    });
    worker.handle(
      topic,
      'ordered-after',
      async ({ n }) => {
        seen.push(n);
      },
      { orderedBy: 'player' },
    );
    for (let n = 0; n < 10; n += 1) await insertEvent(db, topic, { n, playerId: 1 });
    await worker.drain();
    // One pass, no clock movement: every event reached the healthy consumer.
    expect(seen).toEqual([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]);
  });
});
