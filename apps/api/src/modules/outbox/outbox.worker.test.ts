import { describe, expect, it } from 'vitest';
import { and, eq } from 'drizzle-orm';
import { outboxDeliveries, outboxReceipts } from '../../db/schema/outbox.js';
import { buildTestApp } from '../../testing/test-app.js';
import { claimEvents, findEvent, insertEvent } from './outbox.repository.js';
import { newTopic, testWorker } from './outbox.test-helpers.js';
import { retryDelayMs } from './outbox.worker.js';
import { enqueueEvent } from './outbox.service.js';

const HOUR = 60 * 60 * 1000;

describe('outbox worker (DESIGN.md §3; decision 0302)', async () => {
  const test = await buildTestApp();
  const { clock, database } = test;
  const { db } = database;
  const deliveriesOf = (eventId: number) =>
    db.select().from(outboxDeliveries).where(eq(outboxDeliveries.eventId, eventId));

  it('hands an event out only if the transaction that wrote it commits', async () => {
    const topic = newTopic();
    const seen: unknown[] = [];
    const worker = testWorker(test, [topic]);
    worker.handle(topic, 'recorder-1', async (event) => {
      seen.push(event);
    });

    await expect(
      db.transaction(async (tx) => {
        await insertEvent(tx, topic, { n: 0, playerId: 1 });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const id = await db.transaction((tx) => insertEvent(tx, topic, { n: 1, playerId: 1 }));

    expect(await worker.drain()).toBe(1);
    expect(seen).toEqual([{ n: 1, playerId: 1 }]);
    expect(await findEvent(db, id)).toMatchObject({ attempts: 1, lastError: null });
    expect((await findEvent(db, id))?.processedAt).toBeInstanceOf(Date);
    expect(await deliveriesOf(id)).toEqual([]);
    expect(await worker.drain()).toBe(0);
  });

  it('lets two workers share the events, each handed out exactly once', async () => {
    const topic = newTopic();
    const count = 120;
    for (let n = 0; n < count; n += 1) await insertEvent(db, topic, { n, playerId: n });
    const processed = new Map<number, number>();
    const workers = [0, 1].map(() => {
      const worker = testWorker(test, [topic], { batchSize: 7 });
      worker.handle(topic, 'counter-2', async ({ n }) => {
        processed.set(n, (processed.get(n) ?? 0) + 1);
        // Yield so the two workers interleave their claims.
        await new Promise((resolve) => setImmediate(resolve));
      });
      return worker;
    });

    const totals = await Promise.all(workers.map((worker) => worker.drain()));
    expect(totals.reduce((sum, total) => sum + total, 0)).toBe(count);
    expect(processed.size).toBe(count);
    expect([...processed.values()].every((times) => times === 1)).toBe(true);
    expect(await Promise.all(workers.map((worker) => worker.drain()))).toEqual([0, 0]);
  });

  it("runs several claims at once in one worker: each event once, one player's in order", async () => {
    const topic = newTopic();
    const count = 90;
    const seen: { n: number; playerId: number }[] = [];
    const worker = testWorker(test, [topic], { batchSize: 4, concurrency: 3 });
    worker.handleInTransaction(
      topic,
      'ordered-3',
      async (event) => {
        seen.push(event);
        await new Promise((resolve) => setImmediate(resolve));
      },
      { orderedBy: 'player' },
    );
    for (let n = 0; n < count; n += 1) await insertEvent(db, topic, { n, playerId: n % 5 });
    worker.start();
    worker.wake();
    for (let poll = 0; poll < 200 && seen.length < count; poll += 1) {
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
    await worker.stop();
    expect(seen.map(({ n }) => n).sort((a, b) => a - b)).toEqual([...Array(count).keys()]);
    for (let player = 0; player < 5; player += 1) {
      const mine = seen.filter((event) => event.playerId === player).map(({ n }) => n);
      expect(mine).toEqual([...mine].sort((a, b) => a - b));
    }
  });

  it('retries only the consumer that failed, on its own delivery with back-off', async () => {
    // Ahead of the database clock, so only the movable clock decides when a retry is due.
    clock.advance(HOUR);
    const topic = newTopic();
    const calls = { steady: 0, flaky: 0 };
    const worker = testWorker(test, [topic]);
    worker.handle(topic, 'steady-3', async () => {
      calls.steady += 1;
    });
    worker.handle(topic, 'flaky-3', async (_event, meta) => {
      calls.flaky += 1;
      expect(meta.attempt).toBe(calls.flaky);
      if (calls.flaky === 1) throw new Error('downstream unavailable');
    });
    const id = await insertEvent(db, topic, { n: 1, playerId: 1 });

    expect(await worker.processBatch()).toBe(1);
    // The event is handed out; only flaky owes it a delivery.
    expect((await findEvent(db, id))?.processedAt).toBeInstanceOf(Date);
    const [delivery] = await deliveriesOf(id);
    expect(delivery).toMatchObject({
      consumer: 'flaky-3',
      attempts: 1,
      state: 'pending',
      lastError: 'downstream unavailable',
    });
    expect(delivery?.availableAt.getTime()).toBe(clock.now().getTime() + retryDelayMs(1));

    expect(await worker.processBatch()).toBe(0);
    clock.advance(retryDelayMs(1));
    expect(await worker.processBatch()).toBe(1);
    expect(calls).toEqual({ steady: 1, flaky: 2 });
    expect(await deliveriesOf(id)).toEqual([]);
  });

  it('doubles the delay per attempt and dead-letters only the consumer that ran out', async () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000]);
    expect(retryDelayMs(40)).toBe(HOUR);

    clock.advance(HOUR);
    const topic = newTopic();
    const worker = testWorker(test, [topic], { maxAttempts: 2 });
    let healthy = 0;
    worker.handle(topic, 'broken-4', async () => {
      throw new Error('always');
    });
    worker.handle(topic, 'healthy-4', async () => {
      healthy += 1;
    });
    const first = await insertEvent(db, topic, { n: 1, playerId: 1 });
    await worker.processBatch();
    clock.advance(retryDelayMs(1));
    await worker.processBatch();
    const [dead] = await deliveriesOf(first);
    expect(dead).toMatchObject({ consumer: 'broken-4', attempts: 2, state: 'dead' });
    expect(dead?.lastError).toBe('always');
    // Later events are not held behind the dead letter, for either consumer.
    await insertEvent(db, topic, { n: 2, playerId: 1 });
    expect(await worker.processBatch()).toBe(1);
    expect(healthy).toBe(2);
    clock.advance(HOUR);
    expect(await worker.drain()).toBe(1); // broken's second try of the second event
  });

  it('dead-letters a payload that fails its schema with the schema message, and goes on', async () => {
    clock.advance(HOUR);
    const topic = newTopic();
    const seen: number[] = [];
    const worker = testWorker(test, [topic]);
    worker.handle(topic, 'recorder-5', async ({ n }) => {
      seen.push(n);
    });
    const bad = await insertEvent(db, topic, { n: 'one', playerId: 1 });
    await insertEvent(db, topic, { n: 2, playerId: 1 });
    expect(await worker.drain()).toBe(2);
    expect(seen).toEqual([2]);
    const row = await findEvent(db, bad);
    expect(row?.failedAt).toBeInstanceOf(Date);
    expect(row?.processedAt).toBeNull();
    expect(row?.lastError).toMatch(/payload does not match test\.topic-\d+: .*n/s);
  });

  it('gives the events of a worker that died mid-batch to another after the lease', async () => {
    clock.advance(HOUR);
    const topic = newTopic();
    const id = await insertEvent(db, topic, { n: 1, playerId: 1 });
    // A worker claims and dies before finishing anything.
    const claimed = await claimEvents(db, {
      topics: [topic],
      now: clock.now(),
      leaseUntil: new Date(clock.now().getTime() + 60_000),
      limit: 10,
    });
    expect(claimed.map((event) => event.id)).toEqual([id]);

    const survivor = testWorker(test, [topic]);
    const attempts: number[] = [];
    survivor.handle(topic, 'recorder-6', async (_event, meta) => {
      attempts.push(meta.attempt);
    });
    expect(await survivor.processBatch()).toBe(0);
    clock.advance(60_001);
    expect(await survivor.processBatch()).toBe(1);
    expect(attempts).toEqual([2]);
  });

  it('holds a player ordered consumer behind its own retry, and nobody else', async () => {
    clock.advance(HOUR);
    const topic = newTopic();
    const worker = testWorker(test, [topic]);
    const ordered: string[] = [];
    const plain: string[] = [];
    let failOnce = true;
    worker.handle(
      topic,
      'ordered-7',
      async ({ n, playerId }) => {
        if (n === 1 && failOnce) {
          failOnce = false;
          throw new Error('not yet');
        }
        ordered.push(`${playerId}:${n}`);
      },
      { orderedBy: 'player' },
    );
    worker.handle(topic, 'plain-7', async ({ n, playerId }) => {
      plain.push(`${playerId}:${n}`);
    });
    for (const [playerId, n] of [
      [1, 1],
      [2, 1],
      [1, 2],
      [1, 3],
      [2, 2],
    ] as const) {
      await insertEvent(db, topic, { n, playerId });
    }
    await worker.drain();
    // Player 1's first event failed: its later ones wait for the ordered consumer only.
    expect(ordered).toEqual(['2:1', '2:2']);
    expect(plain).toEqual(['1:1', '2:1', '1:2', '1:3', '2:2']);
    const waiting = await db
      .select()
      .from(outboxDeliveries)
      .where(and(eq(outboxDeliveries.consumer, 'ordered-7'), eq(outboxDeliveries.orderKey, '1')));
    expect(waiting.map((row) => row.attempts)).toEqual([1, 0, 0]);

    clock.advance(retryDelayMs(1));
    await worker.drain();
    expect(ordered).toEqual(['2:1', '2:2', '1:1', '1:2', '1:3']);
  });

  it('refuses an order by player on a topic that names none, and unknown topics', () => {
    const worker = testWorker(test, []);
    expect(() =>
      test.app.outbox.handle('mail.deliver', 'x-8', async () => undefined, {
        orderedBy: 'player',
      }),
    ).toThrow(/names no player/);
    expect(() => worker.handle('no.such-topic', 'x-9', async () => undefined)).toThrow(
      /not catalogued/,
    );
  });

  it('applies a transactional consumer once, however often the event comes back', async () => {
    clock.advance(HOUR);
    const topic = newTopic();
    await db.execute(
      'CREATE TABLE IF NOT EXISTS test_effects (id serial primary key, consumer text, event_id bigint, n int)',
    );
    const id = await insertEvent(db, topic, { n: 7, playerId: 1 });
    let hang = true;
    const makeWorker = () => {
      const worker = testWorker(test, [topic]);
      worker.handleInTransaction(topic, 'points-10', async ({ n }, meta) => {
        await meta.tx.execute(
          `INSERT INTO test_effects (consumer, event_id, n) VALUES ('points-10', ${meta.id}, ${n})`,
        );
      });
      worker.handle(topic, 'push-10', async () => {
        // The worker dies here, after the points committed.
        if (hang) await new Promise<void>(() => undefined);
      });
      return worker;
    };
    void makeWorker().processBatch();
    await new Promise((resolve) => setTimeout(resolve, 50));
    hang = false;
    clock.advance(60_001);
    expect(await makeWorker().drain()).toBe(1);
    const rows = await db.execute(
      `SELECT count(*)::int AS n FROM test_effects WHERE consumer = 'points-10' AND event_id = ${id}`,
    );
    expect((rows as unknown as { rows: { n: number }[] }).rows[0]?.n).toBe(1);
  });

  it('hands a batched consumer its events in one call; a faulty one alone is retried, then dead', async () => {
    clock.advance(HOUR);
    const topic = newTopic();
    const worker = testWorker(test, [topic], { maxAttempts: 2 });
    const calls: number[][] = [];
    const applied: number[] = [];
    worker.handleBatchInTransaction(
      topic,
      'batched-11',
      async (items) => {
        calls.push(items.map(({ event }) => event.n));
        if (items.some(({ event }) => event.n === 3)) throw new Error('event 3 is faulty');
        applied.push(...items.map(({ event }) => event.n));
      },
      { orderedBy: 'player' },
    );
    const ids: number[] = [];
    // Player 1 has events 0, 3 and 4; player 2 has 1, 2 and 5.
    for (const [n, playerId] of [
      [0, 1],
      [1, 2],
      [2, 2],
      [3, 1],
      [4, 1],
      [5, 2],
    ] as const) {
      ids.push(await insertEvent(db, topic, { n, playerId }));
    }
    expect(await worker.processBatch()).toBe(6);
    // One call for the batch; it failed, so one call per event: 4 waits behind 3, untried.
    expect(calls[0]).toEqual([0, 1, 2, 3, 4, 5]);
    expect(calls.slice(1)).toEqual([[0], [1], [2], [3], [5]]);
    expect(applied).toEqual([0, 1, 2, 5]);
    const [faulty] = await deliveriesOf(ids[3] ?? 0);
    expect(faulty).toMatchObject({ consumer: 'batched-11', attempts: 1, state: 'pending' });
    clock.advance(retryDelayMs(1));
    await worker.drain();
    expect((await deliveriesOf(ids[3] ?? 0))[0]).toMatchObject({ attempts: 2, state: 'dead' });
    // Player 1's next event went on once its predecessor was dead-lettered; nothing twice.
    expect(applied).toEqual([0, 1, 2, 5, 4]);
  });

  it('runs what a batched consumer asks after the commit once it commits, never for a failed try', async () => {
    const topic = newTopic();
    const worker = testWorker(test, [topic]);
    const effects: { n: number; receiptCommitted: boolean }[] = [];
    worker.handleBatchInTransaction(topic, 'after-commit-1', async (items, _tx, afterCommit) => {
      for (const { event, meta } of items) {
        if (event.n === 2) throw new Error('event 2 is faulty');
        afterCommit(async () => {
          // Read outside the consumer's transaction: visible only once it committed.
          const receipts = await db
            .select()
            .from(outboxReceipts)
            .where(
              and(
                eq(outboxReceipts.consumer, 'after-commit-1'),
                eq(outboxReceipts.eventId, meta.id),
              ),
            );
          effects.push({ n: event.n, receiptCommitted: receipts.length === 1 });
        });
      }
    });
    for (let n = 0; n < 4; n += 1) await insertEvent(db, topic, { n, playerId: 1 });
    await worker.drain();
    // The batch failed on event 2 and was undone with its effects; then one event at a time:
    // 0, 1 and 3 commit and run theirs once, 2 waits for its retry.
    expect(effects.sort((a, b) => a.n - b.n)).toEqual([
      { n: 0, receiptCommitted: true },
      { n: 1, receiptCommitted: true },
      { n: 3, receiptCommitted: true },
    ]);
  });

  it('types enqueueEvent by the catalogue', async () => {
    const id = await enqueueEvent(db, 'mail.deliver', { id: 42 });
    expect((await findEvent(db, id))?.payload).toEqual({ id: 42 });
    // @ts-expect-error -- a topic outside the catalogue
    await expect(enqueueEvent(db, 'mail.send', { id: 42 })).resolves.toBeTypeOf('number');
  });
});

describe('the worker inside the api process (RUN_WORKER)', async () => {
  const { app, database } = await buildTestApp({ RUN_WORKER: 'true' });

  it('hands events out by itself and stops with the app', async () => {
    const seen: number[] = [];
    app.outbox.handle('mail.deliver', 'test-in-process', async ({ id }) => {
      seen.push(id);
    });
    const id = await enqueueEvent(database.db, 'mail.deliver', { id: 999_999 });
    app.outbox.wake();
    for (let poll = 0; poll < 100 && !(await findEvent(database.db, id))?.processedAt; poll += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(seen).toEqual([999_999]);
  });
});
