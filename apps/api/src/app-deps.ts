import type { Env } from './config/env.js';
import type { DatabaseHandle } from './db/client.js';
import type { Bus } from './lib/bus/bus.js';
import type { Clock } from './lib/clock.js';

/**
 * What every module is built from. Kept apart from the composition root (`app.ts`) so a module
 * can name it without importing the app that imports the module.
 */
export interface AppDeps {
  env: Env;
  database: DatabaseHandle;
  clock: Clock;
  bus: Bus;
}
