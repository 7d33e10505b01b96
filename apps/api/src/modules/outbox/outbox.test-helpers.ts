import { z } from 'zod';
import type { TestApp } from '../../testing/test-app.js';
import { OutboxWorker } from './outbox.worker.js';

/** The payload of the tests' own topics: a number, and the player it is about. */
export const testEventSchema = z.object({ n: z.number().int(), playerId: z.number().int() });
export type TestEvent = z.infer<typeof testEventSchema>;

let counter = 0;
/** A topic no other test of the file uses (their events share one database). */
export function newTopic(): string {
  counter += 1;
  return `test.topic-${counter}`;
}

/** A worker over test topics, each with `testEventSchema` and `playerId` as its player. */
export function testWorker(
  test: Pick<TestApp, 'app' | 'clock' | 'database'>,
  topics: readonly string[],
  options: {
    batchSize?: number;
    maxAttempts?: number;
    leaseMs?: number;
    concurrency?: number;
  } = {},
) {
  const catalogue = Object.fromEntries(topics.map((topic) => [topic, testEventSchema]));
  const playerFields = Object.fromEntries(topics.map((topic) => [topic, 'playerId']));
  return new OutboxWorker({
    db: test.database.db,
    clock: test.clock,
    log: test.app.log,
    catalogue,
    playerFields,
    ...options,
  });
}
