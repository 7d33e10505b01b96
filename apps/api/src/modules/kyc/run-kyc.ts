import { parseEnv } from '../../config/env.js';
import { openDatabase } from '../../db/client.js';
import { migrateDatabase } from '../../db/migrate.js';
import { AppError } from '../../lib/app-error.js';
import { systemClock } from '../../lib/clock.js';
import { createBus } from '../../lib/bus/create-bus.js';
import { runKycCommand } from './kyc.command.js';

/**
 * `npm run kyc -w @croupier/api -- …`: the same settings and database as the server. On the
 * embedded PGlite stop the api first (one process owns the data directory); the review mail is
 * sent by the api's worker when it runs again.
 */
async function main(): Promise<void> {
  // eslint-disable-next-line no-restricted-properties -- a command-line entry point, like server.ts
  const env = parseEnv({ ...process.env, RUN_WORKER: 'false' });
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  const bus = await createBus(env);
  try {
    await migrateDatabase(database);
    const output = await runKycCommand(
      { env, database, clock: systemClock, bus },
      process.argv.slice(2),
    );
    console.log(output);
  } finally {
    await bus.close();
    await database.close();
  }
}

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
