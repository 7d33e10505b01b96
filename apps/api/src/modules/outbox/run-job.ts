import { parseEnv } from '../../config/env.js';
import { openDatabase } from '../../db/client.js';
import { migrateDatabase } from '../../db/migrate.js';
import { systemClock } from '../../lib/clock.js';
import { createBus } from '../../lib/bus/create-bus.js';
import { buildApp } from '../../app.js';

/**
 * `npm run job -w @croupier/api -- <job-name>`: runs one scheduled job now, on the configured
 * database, with the same registrations as the api (DESIGN.md §3). On the embedded PGlite the
 * api must be stopped first: only one process can open its data directory.
 */
async function main(): Promise<void> {
  const name = process.argv[2];
  // eslint-disable-next-line no-restricted-properties -- a command-line entry point, like server.ts
  const env = parseEnv({ ...process.env, RUN_WORKER: 'false' });
  const database = await openDatabase({ databaseUrl: env.DATABASE_URL, dataDir: env.DATA_DIR });
  await migrateDatabase(database);
  const bus = await createBus(env);
  const app = await buildApp({ env, database, clock: systemClock, bus });
  try {
    await app.ready();
    if (!name) {
      console.log(`usage: npm run job -- <name>; jobs: ${app.outbox.jobNames().join(', ')}`);
      process.exitCode = 2;
      return;
    }
    const summary = await app.outbox.runJobNow(name);
    console.log(`${name}: ${summary ?? 'done'}`);
  } finally {
    await app.close();
    await bus.close();
    await database.close();
  }
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
