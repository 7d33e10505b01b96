import { parseEnv } from './config/env.js';
import { openDatabase } from './db/client.js';
import { migrateDatabase } from './db/migrate.js';
import { seedDatabase } from './db/seed/index.js';
import { systemClock } from './lib/clock.js';
import { createBus } from './lib/bus/create-bus.js';
import { logMemoryOnSignal } from './lib/memory-report.js';
import { buildApp } from './app.js';

/** Listens and closes gracefully; everything else is in `buildApp`. */
async function main(): Promise<void> {
  const env = parseEnv(process.env);
  const database = await openDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    poolSize: env.DATABASE_POOL_SIZE,
    poolWaitMs: env.DATABASE_POOL_WAIT_MS,
  });
  await migrateDatabase(database);
  await seedDatabase(database.db);
  const bus = await createBus(env);
  const app = await buildApp({ env, database, clock: systemClock, bus });

  let closing = false;
  const shutdown = async (signal: string): Promise<void> => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    try {
      await app.close();
      await bus.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  logMemoryOnSignal(app.log);

  await app.listen({ host: env.HOST, port: env.PORT });
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
