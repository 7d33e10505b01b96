import type { FastifyInstance } from 'fastify';
import { afterAll } from 'vitest';
import { buildApp } from '../app.js';
import { parseEnv, type Env } from '../config/env.js';
import type { DatabaseHandle } from '../db/client.js';
import { MovableClock } from '../lib/clock.js';
import { createBus } from '../lib/bus/create-bus.js';
import type { Bus } from '../lib/bus/bus.js';
import { createTestDatabase } from './test-database.js';

export interface TestApp {
  app: FastifyInstance;
  database: DatabaseHandle;
  clock: MovableClock;
  bus: Bus;
  env: Env;
}

/**
 * The api over a private clone of the template database, with a movable clock. Uses Redis for
 * the bus when `REDIS_URL` is set, so the same suites run on both setups (DESIGN.md §10).
 * Closed after the file's tests.
 */
export async function buildTestApp(overrides: Record<string, string> = {}): Promise<TestApp> {
  const env = parseEnv({
    APP_ENV: 'test',
    LOG_LEVEL: 'silent',
    RUN_WORKER: 'false',
    GEO_DEV_OVERRIDE: 'true',
    ENABLE_TEST_API: 'true',
    // Tests read mailed links from the dev mailbox, as e2e does.
    DEV_MAILBOX: 'true',
    REDIS_URL: process.env.REDIS_URL,
    // Parallel test files share two cores: a slow moment must not turn into a 503 in a test.
    SHED_LOAD_AT_DELAY_MS: '0',
    ...overrides,
  });
  const database = await createTestDatabase();
  // The file's database copy goes even when the app failed to build or to close (on PostgreSQL
  // a copy left behind would stay on the server).
  let close = () => Promise.resolve();
  afterAll(async () => {
    try {
      await close();
    } finally {
      await database.close();
    }
  });
  const clock = new MovableClock(new Date());
  const bus = await createBus(env);
  const app = await buildApp({ env, database, clock, bus });
  close = async () => {
    try {
      await app.close();
    } finally {
      await bus.close();
    }
  };
  await app.ready();
  return { app, database, clock, bus, env };
}

/** Headers a browser on the player site sends with an unsafe request (DESIGN.md §4 CSRF). */
export const xhr = { 'x-requested-with': 'XMLHttpRequest' } as const;

/**
 * Sets the clock to 12:00 UTC of its day. A player's age is reached at local midnight where
 * they live, and tests count birthdays in UTC: at noon UTC the brand's countries (Europe, Canada)
 * share the UTC date, so such a test passes at any hour it runs.
 */
export function setClockToNoonUtc(clock: MovableClock): void {
  const today = clock.now();
  clock.set(
    new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate(), 12)),
  );
}
