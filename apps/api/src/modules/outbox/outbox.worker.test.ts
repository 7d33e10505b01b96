import { describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { notifications } from '../../db/schema/notifications.js';
import { buildTestApp } from '../../testing/test-app.js';
import { claimEvents, enqueueEvent, findEvent, findJob } from './outbox.repository.js';
import { OutboxWorker, retryDelayMs } from './outbox.worker.js';

const HOUR = 60 * 60 * 1000;

describe('outbox worker (DESIGN.md §3)', async () => {
  const { app, clock, database } = await buildTestApp();
  const { db } = database;
  let topicCounter = 0;
  const newTopic = () => `test.topic-${++topicCounter}`;
  const newWorker = (options: { batchSize?: number; maxAttempts?: number } = {}) =>
    new OutboxWorker({ db, clock, log: app.log, ...options });

  it('handles an event only if the transaction that wrote it commits', async () => {
    const topic = newTopic();
    const seen: unknown[] = [];
    const worker = newWorker();
    worker.handle(topic, 'recorder', async (payload) => {
      seen.push(payload);
    });

    await expect(
      db.transaction(async (tx) => {
        await enqueueEvent(tx, topic, { n: 'rolled back' });
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    const id = await db.transaction((tx) => enqueueEvent(tx, topic, { n: 'committed' }));

    expect(await worker.drain()).toBe(1);
    expect(seen).toEqual([{ n: 'committed' }]);
    expect(await findEvent(db, id)).toMatchObject({ attempts: 1, lastError: null });
    expect((await findEvent(db, id))?.processedAt).toBeInstanceOf(Date);
    expect(await worker.drain()).toBe(0);
  });

  it('lets two workers share the events, each processed exactly once', async () => {
    const topic = newTopic();
    const count = 120;
    for (let n = 0; n < count; n += 1) await enqueueEvent(db, topic, { n });
    const processed = new Map<number, number>();
    const byWorker = [0, 0];
    const workers = [0, 1].map((index) => {
      const worker = newWorker({ batchSize: 7 });
      worker.handle(topic, 'counter', async (payload) => {
        const { n } = payload as { n: number };
        processed.set(n, (processed.get(n) ?? 0) + 1);
        byWorker[index] = (byWorker[index] ?? 0) + 1;
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

  it('retries a failed handler with backoff, re-running only the consumers that failed', async () => {
    // Ahead of the database clock, so only the movable clock decides when a retry is due.
    clock.advance(HOUR);
    const topic = newTopic();
    const calls = { steady: 0, flaky: 0 };
    const worker = newWorker();
    worker.handle(topic, 'steady', async () => {
      calls.steady += 1;
    });
    worker.handle(topic, 'flaky', async () => {
      calls.flaky += 1;
      if (calls.flaky === 1) throw new Error('downstream unavailable');
    });
    const id = await enqueueEvent(db, topic, {});

    expect(await worker.processBatch()).toBe(1);
    const failed = await findEvent(db, id);
    expect(failed).toMatchObject({
      attempts: 1,
      lastError: 'flaky: downstream unavailable',
      handledBy: ['steady'],
      processedAt: null,
      failedAt: null,
    });
    expect(failed?.availableAt.getTime()).toBe(clock.now().getTime() + retryDelayMs(1));

    expect(await worker.processBatch()).toBe(0);
    clock.advance(retryDelayMs(1));
    expect(await worker.processBatch()).toBe(1);
    expect(calls).toEqual({ steady: 1, flaky: 2 });
    expect((await findEvent(db, id))?.processedAt).toBeInstanceOf(Date);
  });

  it('doubles the delay per attempt and gives up after the last one', async () => {
    expect([1, 2, 3, 4].map(retryDelayMs)).toEqual([1000, 2000, 4000, 8000]);
    expect(retryDelayMs(40)).toBe(HOUR);

    clock.advance(HOUR);
    const topic = newTopic();
    const worker = newWorker({ maxAttempts: 2 });
    worker.handle(topic, 'broken', async () => {
      throw new Error('always');
    });
    const id = await enqueueEvent(db, topic, {});
    await worker.processBatch();
    clock.advance(retryDelayMs(1));
    await worker.processBatch();
    const row = await findEvent(db, id);
    expect(row).toMatchObject({ attempts: 2, lastError: 'broken: always' });
    expect(row?.failedAt).toBeInstanceOf(Date);
    clock.advance(HOUR);
    expect(await worker.processBatch()).toBe(0);
  });

  it('gives the events of a worker that died mid-batch to another after the lease', async () => {
    clock.advance(HOUR);
    const topic = newTopic();
    const id = await enqueueEvent(db, topic, { n: 1 });
    // A worker claims and dies before marking anything.
    const claimed = await claimEvents(db, {
      topics: [topic],
      now: clock.now(),
      leaseUntil: new Date(clock.now().getTime() + 60_000),
      limit: 10,
    });
    expect(claimed.map((event) => event.id)).toEqual([id]);

    const survivor = newWorker();
    const attempts: number[] = [];
    survivor.handle(topic, 'recorder', async (_payload, meta) => {
      attempts.push(meta.attempt);
    });
    expect(await survivor.processBatch()).toBe(0);
    clock.advance(60_001);
    expect(await survivor.processBatch()).toBe(1);
    expect(attempts).toEqual([2]);
  });

  it('leaves events of topics it has no handler for', async () => {
    const id = await enqueueEvent(db, newTopic(), {});
    const worker = newWorker();
    worker.handle(newTopic(), 'other', async () => undefined);
    await worker.drain();
    expect(await findEvent(db, id)).toMatchObject({ attempts: 0, processedAt: null });
  });
});

describe('scheduled jobs (DESIGN.md §3; platform-core.md §4, §9; NT-003)', async () => {
  const { app, clock, database } = await buildTestApp();
  const { db } = database;

  it('sweeps expired notifications every 2 hours, one instance at a time', async () => {
    const now = clock.now();
    const inserted = await db
      .insert(notifications)
      .values([
        // Stored now, kept 2 hours.
        {
          playerId: 1, // the seeded demo player (a notification needs a real player)
          type: 'personal_notifications',
          payload: {},
          expiresAt: new Date(now.getTime() + 2 * HOUR),
        },
        // Stored an hour later.
        {
          playerId: 1, // the seeded demo player (a notification needs a real player)
          type: 'bonuses_changes',
          payload: {},
          expiresAt: new Date(now.getTime() + 3 * HOUR),
        },
      ])
      .returning({ id: notifications.id });
    const ids = inserted.map((row) => row.id);
    const remaining = async () =>
      (
        await db
          .select({ id: notifications.id })
          .from(notifications)
          .where(inArray(notifications.id, ids))
      ).map((row) => row.id);

    // Two instances look for due jobs at once: the sweep runs on exactly one of them.
    const other = new OutboxWorker({ db, clock, log: app.log });
    for (const name of app.outbox.jobNames()) {
      if (name === 'notification-sweep') {
        const { notificationSweepJob } = await import('../realtime/notification-sweep.job.js');
        other.addJob(notificationSweepJob);
      }
    }
    const [first, second] = await Promise.all([app.outbox.runDueJobs(), other.runDueJobs()]);
    expect([...first, ...second].filter((name) => name === 'notification-sweep')).toHaveLength(1);
    expect(await remaining()).toEqual(ids);
    expect((await findJob(db, 'notification-sweep'))?.nextRunAt.getTime()).toBe(
      now.getTime() + 2 * HOUR,
    );

    clock.advance(2 * HOUR - 1000);
    expect(await app.outbox.runDueJobs()).not.toContain('notification-sweep');

    clock.advance(60 * 1000 + 1000); // 2 h 01 min after the first item was stored
    expect(await app.outbox.runDueJobs()).toContain('notification-sweep');
    expect(await remaining()).toEqual([ids[1]]);
    expect(await findJob(db, 'notification-sweep')).toMatchObject({ lastError: null });
  });

  it('runs a job on demand whatever its schedule (npm run job)', async () => {
    const expiresAt = clock.now();
    await db
      .insert(notifications)
      .values({ playerId: 2, type: 'freespins_changes', payload: {}, expiresAt });
    clock.advance(1000);
    expect(await app.outbox.runJobNow('notification-sweep')).toBe('deleted 1');
    await expect(app.outbox.runJobNow('no-such-job')).rejects.toThrow(/unknown job/);
  });

  it('records a failing job and keeps its schedule', async () => {
    const worker = new OutboxWorker({ db, clock, log: app.log });
    worker.addJob({
      name: 'test-failing-job',
      intervalMs: HOUR,
      run: async () => {
        throw new Error('nothing works');
      },
    });
    expect(await worker.runDueJobs()).toEqual(['test-failing-job']);
    const row = await findJob(db, 'test-failing-job');
    expect(row?.lastError).toBe('nothing works');
    expect(row?.nextRunAt.getTime()).toBe(clock.now().getTime() + HOUR);
  });
});

describe('the worker inside the api process (RUN_WORKER)', async () => {
  const { app, database } = await buildTestApp({ RUN_WORKER: 'true' });

  it('processes events by itself and stops with the app', async () => {
    const topic = 'test.in-process';
    const seen: unknown[] = [];
    app.outbox.handle(topic, 'recorder', async (payload) => {
      seen.push(payload);
    });
    const id = await enqueueEvent(database.db, topic, { n: 1 });
    app.outbox.wake();
    for (let poll = 0; poll < 100 && !(await findEvent(database.db, id))?.processedAt; poll += 1) {
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(seen).toEqual([{ n: 1 }]);
  });
});
