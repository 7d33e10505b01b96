import { buildStudioApp } from './app.js';
import { parseStudioEnv } from './config/env.js';

/** Listens and closes gracefully; everything else is in `buildStudioApp`. */
async function main(): Promise<void> {
  // eslint-disable-next-line no-restricted-properties -- the one place the studio reads its env
  const env = parseStudioEnv(process.env);
  const app = await buildStudioApp({ env, persist: true });

  let closing = false;
  const shutdown = async (signal: string): Promise<void> => {
    if (closing) return;
    closing = true;
    app.log.info({ signal }, 'shutting down');
    const forceExit = setTimeout(() => process.exit(1), 10_000);
    forceExit.unref();
    try {
      await app.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'shutdown failed');
      process.exit(1);
    }
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));

  await app.listen({ host: env.HOST, port: env.PORT });
  app.log.info(`Game studio: ${env.PUBLIC_URL}`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
