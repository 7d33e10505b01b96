import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildTestApp } from '../../testing/test-app.js';
import { OutboxUsageError, runOutboxCommand } from './outbox.command.js';
import { findEvent, insertEvent } from './outbox.repository.js';
import { newTopic, testWorker } from './outbox.test-helpers.js';
import { retryDelayMs } from './retry.js';
import { defineTask, scheduleAt } from './scheduler.js';

const HOUR = 60 * 60 * 1000;

describe('npm run outbox (decision 0302)', async () => {
  const test = await buildTestApp();
  const { clock, database } = test;
  const { db } = database;
  clock.advance(HOUR); // ahead of the database clock: only the movable clock decides retries
  const topic = newTopic();
  let healthy = 0;
  const worker = testWorker(test, [topic], { maxAttempts: 2 });
  worker.handle(topic, 'cmd-broken', async ({ n }) => {
    throw new Error(`smtp refused mail ${n}`);
  });
  worker.handle(topic, 'cmd-healthy', async () => {
    healthy += 1;
  });
  const command = (...argv: string[]) =>
    runOutboxCommand({ db, clock, consumers: worker.consumers() }, argv);
  const lineOf = (text: string, consumer: string) =>
    text.split('\n').find((line) => line.startsWith(consumer));

  it('shows per consumer the pending events and their lag before anything ran', async () => {
    await insertEvent(db, topic, { n: 1, playerId: 1 });
    await insertEvent(db, topic, { n: 2, playerId: 2 });
    clock.advance(3000);
    const text = await command('status');
    expect(lineOf(text, 'cmd-broken')).toMatch(
      new RegExp(`^cmd-broken +${topic} +2 +\\S+ (?:s|min|h) +0 +0$`),
    );
    expect(lineOf(text, 'cmd-healthy')).toMatch(/ 2 +\S+ (?:s|min|h) +0 +0$/);
  });

  it('shows the failing deliveries of one consumer only, with attempts and last error', async () => {
    await worker.drain();
    expect(healthy).toBe(2);
    const text = await command('status');
    expect(lineOf(text, 'cmd-broken')).toMatch(/ 2 +\S+ (?:s|min|h) +2 +0$/);
    expect(lineOf(text, 'cmd-healthy')).toMatch(/ 0 +- +0 +0$/);
    expect(text).toContain('failing deliveries (next try, last error):');
    expect(text).toMatch(
      /event \d+ {2}cmd-broken {2}attempts 1 {2}next \S+ {2}smtp refused mail 1/,
    );
  });

  it('lists dead letters and puts them back by event and by consumer', async () => {
    clock.advance(retryDelayMs(1));
    await worker.drain();
    const text = await command('status');
    expect(lineOf(text, 'cmd-broken')).toMatch(/ 0 +- +0 +2$/);
    const ids = [...text.matchAll(/event (\d+) {2}cmd-broken {2}attempts 2 {2}died/g)].map((m) =>
      Number(m[1]),
    );
    expect(ids).toHaveLength(2);
    const [first = 0, second = 0] = ids;

    expect(await command('retry', String(first), '--consumer', 'cmd-broken')).toBe(
      `event ${first}: 1 dead letter(s) back in the queue`,
    );
    expect(lineOf(await command('status'), 'cmd-broken')).toMatch(/ 1 +\S+ (?:s|min|h) +0 +1$/);
    await expect(command('retry', String(first))).rejects.toThrow(/has no dead letter/);
    expect(await command('retry-dead', '--consumer', 'cmd-broken')).toBe(
      'cmd-broken: 1 dead letter(s) back in the queue',
    );
    expect(second).toBeGreaterThan(0);
    await worker.drain();
    expect(lineOf(await command('status'), 'cmd-broken')).toMatch(/ 2 +\S+ (?:s|min|h) +2 +0$/);
  });

  it('lists an event whose payload failed its schema and hands it out again on retry', async () => {
    const bad = await insertEvent(db, topic, { n: 'three', playerId: 3 });
    await worker.drain();
    const text = await command('status');
    expect(text).toContain(`event ${bad}  ${topic}  (every consumer)  payload does not match`);
    expect(await command('retry', String(bad))).toBe(
      `event ${bad}: handed out again to every consumer of its topic`,
    );
    expect((await findEvent(db, bad))?.failedAt).toBeNull();
  });

  it('shows timed tasks and recurring jobs, and retries a dead task', async () => {
    const task = defineTask({
      job: 'test.cmd-task',
      payload: z.object({ id: z.number() }),
      run: async () => {
        throw new Error('draw failed');
      },
    });
    worker.addTask(task);
    worker.addJob({ name: 'test-cmd-job', intervalMs: HOUR, run: async () => 'fine' });
    await scheduleAt(db, task, { key: 'cmd:1', at: clock.now(), payload: { id: 1 } });
    await worker.runDueTasks();
    clock.advance(retryDelayMs(1));
    await worker.runDueTasks();
    await worker.runDueJobs();
    const text = await command('status');
    expect(text).toMatch(/test\.cmd-task {2}pending 0 {2}dead 1/);
    expect(text).toMatch(/dead: cmd:1 \(test\.cmd-task\) {2}attempts 2 {2}draw failed/);
    expect(text).toMatch(/test-cmd-job +next \S+ +last \S+ +ok/);
    expect(await command('retry-task', 'cmd:1')).toBe('task cmd:1: due again now');
  });

  it('refuses an unknown command, consumer or event id with the usage', async () => {
    await expect(command('purge')).rejects.toThrow(OutboxUsageError);
    await expect(command('retry-dead', '--consumer', 'nobody')).rejects.toThrow(
      /unknown consumer nobody; known: cmd-broken, cmd-healthy/,
    );
    await expect(command('retry', 'abc')).rejects.toThrow(/missing <event-id>/);
    await expect(command('retry-dead')).rejects.toThrow(/missing --consumer/);
  });
});
