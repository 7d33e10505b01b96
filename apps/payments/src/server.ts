import { parsePaymentsEnv } from './config/env.js';
import { buildPaymentsApp } from './app.js';

/** Listens and closes gracefully; everything else is in `buildPaymentsApp`. */
async function main(): Promise<void> {
  const env = parsePaymentsEnv(process.env);
  const app = await buildPaymentsApp({ env, scheduler: 'timers', persist: true });

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
  app.log.info(`Payments sandbox: ${env.PUBLIC_URL}/sandbox`);
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
