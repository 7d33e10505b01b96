import { parseEnv } from '../config/env.js';
import { openDatabase } from '../db/client.js';
import { migrateDatabase } from '../db/migrate.js';
import type { AppDeps } from '../app-deps.js';
import { AppError } from './app-error.js';
import { systemClock } from './clock.js';
import { createBus } from './bus/create-bus.js';

/**
 * The entry of an operator's command-line tool (`npm run kyc`, `npm run support`): the same
 * settings and database as the server, the command's text printed, a refusal printed as one line
 * with exit code 1. On the embedded PGlite stop the api first: one process owns the data
 * directory.
 */
export function runOperatorCommand(
  run: (deps: AppDeps, argv: readonly string[]) => Promise<string>,
): void {
  const main = async () => {
    // eslint-disable-next-line no-restricted-properties -- a command-line entry point, like server.ts
    const env = parseEnv({ ...process.env, RUN_WORKER: 'false' });
    const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
    const bus = await createBus(env);
    try {
      await migrateDatabase(database);
      console.log(await run({ env, database, clock: systemClock, bus }, process.argv.slice(2)));
    } finally {
      await bus.close();
      await database.close();
    }
  };
  main().catch((error: unknown) => {
    const message =
      error instanceof AppError
        ? `${error.message}${error.fields ? ` ${JSON.stringify(error.fields)}` : ''}`
        : error instanceof Error
          ? error.message
          : String(error);
    console.error(message);
    process.exit(1);
  });
}
