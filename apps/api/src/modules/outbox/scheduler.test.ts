import { describe, expect, it } from 'vitest';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import { notifications } from '../../db/schema/notifications.js';
import { buildTestApp } from '../../testing/test-app.js';
import { notificationSweepJob } from '../notifications/notification-sweep.job.js';
import { findJob } from './job.repository.js';
import { testWorker } from './outbox.test-helpers.js';
import { retryDelayMs } from './retry.js';
import { defineTask, scheduleAt } from './scheduler.js';
import { findTask } from './task.repository.js';

const HOUR = 60 * 60 * 1000;

/** The first instant of the next calendar quarter (UTC) after `after`: VIP status expiry. */
function nextQuarterEnd(after: Date): Date {
  const quarter = Math.floor(after.getUTCMonth() / 3);
  return new Date(Date.UTC(after.getUTCFullYear(), (quarter + 1) * 3, 1));
}

describe('recurring jobs (DESIGN.md §3, §12; platform-core.md §4, §9; NT-003)', async () => {
  const test = await buildTestApp();
  const { app, clock, database } = test;
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
          playerId: 1,
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
    const other = testWorker(test, []);
    other.addJob(notificationSweepJob);
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
    const worker = testWorker(test, []);
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

  it('runs a quarter-end job at the end of each quarter, not at start-up', async () => {
    const runs: string[] = [];
    const workers = [0, 1].map(() => {
      const worker = testWorker(test, []);
      worker.addJob({
        name: 'test-vip-expiry',
        schedule: nextQuarterEnd,
        run: async ({ now }) => {
          runs.push(now.toISOString());
          return undefined;
        },
      });
      return worker;
    });
    const end = nextQuarterEnd(clock.now());
    await Promise.all(workers.map((worker) => worker.runDueJobs()));
    expect(runs).toEqual([]);
    expect((await findJob(db, 'test-vip-expiry'))?.nextRunAt).toEqual(end);

    clock.set(new Date(end.getTime() - 1));
    await Promise.all(workers.map((worker) => worker.runDueJobs()));
    expect(runs).toEqual([]);
    clock.set(end);
    await Promise.all(workers.map((worker) => worker.runDueJobs()));
    expect(runs).toEqual([end.toISOString()]);
    expect((await findJob(db, 'test-vip-expiry'))?.nextRunAt).toEqual(nextQuarterEnd(end));
  });
});

describe('timed tasks (DESIGN.md §12: a draw at end_at, on exactly one instance)', async () => {
  const test = await buildTestApp();
  const { clock, database } = test;
  const { db } = database;
  await db.execute('CREATE TABLE test_draws (id serial primary key, lottery int, at timestamptz)');
  const draws = async (lottery: number) =>
    (
      (await db.execute(
        `SELECT count(*)::int AS n FROM test_draws WHERE lottery = ${lottery}`,
      )) as unknown as { rows: { n: number }[] }
    ).rows[0]?.n;

  const failuresLeft = new Map<number, number>();
  const drawTask = defineTask({
    job: 'test.lottery-draw',
    payload: z.object({ lotteryId: z.number().int().positive() }),
    transactional: true,
    async run({ lotteryId }, { db: tx, now }) {
      await tx.execute(
        `INSERT INTO test_draws (lottery, at) VALUES (${lotteryId}, '${now.toISOString()}')`,
      );
      const left = failuresLeft.get(lotteryId) ?? 0;
      if (left > 0) {
        failuresLeft.set(lotteryId, left - 1);
        throw new Error('random source unavailable');
      }
    },
  });
  const workers = [0, 1].map(() => {
    const worker = testWorker(test, [], { maxAttempts: 3 });
    worker.addTask(drawTask);
    return worker;
  });
  const tick = () => Promise.all(workers.map((worker) => worker.runDueTasks()));

  it('runs a task due at T exactly once, on one of two instances, not before T', async () => {
    const at = new Date(clock.now().getTime() + HOUR);
    await db.transaction((tx) =>
      scheduleAt(tx, drawTask, { key: 'lottery:42', at, payload: { lotteryId: 42 } }),
    );
    // Scheduling the same key again is idempotent.
    await scheduleAt(db, drawTask, { key: 'lottery:42', at, payload: { lotteryId: 42 } });

    clock.set(new Date(at.getTime() - 1));
    expect((await tick()).flat()).toEqual([]);
    clock.set(at);
    expect((await tick()).flat()).toEqual(['lottery:42']);
    expect(await draws(42)).toBe(1);
    clock.advance(HOUR);
    expect((await tick()).flat()).toEqual([]);
    expect(await findTask(db, 'lottery:42')).toMatchObject({ state: 'done', attempts: 1 });
  });

  it('moves a task when it is scheduled again', async () => {
    const at = new Date(clock.now().getTime() + HOUR);
    await scheduleAt(db, drawTask, { key: 'lottery:43', at, payload: { lotteryId: 43 } });
    const later = new Date(at.getTime() + HOUR);
    await scheduleAt(db, drawTask, { key: 'lottery:43', at: later, payload: { lotteryId: 43 } });
    clock.set(at);
    expect((await tick()).flat()).toEqual([]);
    clock.set(later);
    expect((await tick()).flat()).toEqual(['lottery:43']);
    expect(await draws(43)).toBe(1);
  });

  it('retries a failing task with back-off and dead-letters it when attempts run out', async () => {
    const at = clock.now();
    failuresLeft.set(44, 1);
    failuresLeft.set(45, 99);
    await scheduleAt(db, drawTask, { key: 'lottery:44', at, payload: { lotteryId: 44 } });
    await scheduleAt(db, drawTask, { key: 'lottery:45', at, payload: { lotteryId: 45 } });
    expect((await tick()).flat()).toEqual([]);
    // The failed attempt's effect rolled back with it.
    expect(await draws(44)).toBe(0);
    clock.advance(retryDelayMs(1));
    expect((await tick()).flat()).toEqual(['lottery:44']);
    expect(await draws(44)).toBe(1);
    clock.advance(retryDelayMs(2));
    await tick();
    expect(await findTask(db, 'lottery:45')).toMatchObject({
      state: 'dead',
      attempts: 3,
      lastError: 'random source unavailable',
    });
    expect(await draws(45)).toBe(0);
  });

  it('refuses a payload that does not match the task', async () => {
    await expect(
      // @ts-expect-error -- the payload's type is the task's
      scheduleAt(db, drawTask, { key: 'lottery:x', at: clock.now(), payload: { lottery: 1 } }),
    ).rejects.toThrow();
  });
});
