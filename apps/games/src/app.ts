import { randomUUID } from 'node:crypto';
import Fastify, { type FastifyInstance } from 'fastify';
import {
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import type { CatalogFeed } from '@croupier/contracts/studio';
import { cryptoRandom, type RandomSource } from '@croupier/game-math/random';
import { indexCatalog } from './catalog/catalog.js';
import { studioCatalogFeed } from './catalog/catalog-source.js';
import type { StudioEnv } from './config/env.js';
import type { StudioContext } from './context.js';
import { lazyClientBundle, type ClientBundle } from './page/client-bundle.js';
import { registerRawJsonParser } from './plugins/casino-signature.js';
import { registerErrorHandler } from './plugins/error-handler.js';
import { registerSecurityHeaders } from './plugins/security-headers.js';
import { RoundLocks } from './rounds/round-locks.js';
import { recoverInterruptedRounds, settleRetriedCall } from './rounds/recovery.js';
import { registerRoutes } from './routes.js';
import { memoryJournal, openJournal } from '@croupier/journal/journal';
import { pruneStudioState } from './store/retention.js';
import { StudioStore } from './store/studio-store.js';
import { RetryQueue } from './wallet/retry-queue.js';
import { httpWalletClient, type WalletClient } from './wallet/wallet-client.js';

export interface StudioAppOptions {
  env: StudioEnv;
  /** false keeps state in memory only; true (default) journals to GAMES_DATA_DIR. */
  persist?: boolean;
  /** The feed to publish; defaults to the generated catalog. */
  catalog?: CatalogFeed;
  wallet?: WalletClient;
  /** Tests may replay a seeded source; production always draws from `cryptoRandom()` (GF-01). */
  random?: RandomSource;
  clientBundle?: () => Promise<ClientBundle>;
}

declare module 'fastify' {
  interface FastifyInstance {
    studio: StudioContext;
  }
}

/** Builds the game studio without listening: the server and every test start here. */
export async function buildStudioApp(options: StudioAppOptions): Promise<FastifyInstance> {
  const { env } = options;
  const app = Fastify({
    logger: { level: env.LOG_LEVEL },
    genReqId: () => randomUUID(),
    bodyLimit: 64 * 1024,
    routerOptions: { maxParamLength: 200 },
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);

  // Replay the journal into memory first, then write new changes after it.
  const store = new StudioStore(memoryJournal);
  if (options.persist ?? true) {
    store.attach(openJournal(env.GAMES_DATA_DIR, (entry) => store.replay(entry)));
  }
  const wallet =
    options.wallet ??
    httpWalletClient({
      url: env.WALLET_URL,
      secret: env.STUDIO_SECRET,
      timeoutMs: env.WALLET_TIMEOUT_MS,
    });
  const retries = new RetryQueue(
    store,
    wallet,
    { baseMs: env.WALLET_RETRY_BASE_MS, maxMs: env.WALLET_RETRY_MAX_MS },
    app.log,
  );
  const ctx: StudioContext = {
    env,
    store,
    catalog: indexCatalog({ ...(options.catalog ?? studioCatalogFeed()), studio: env.STUDIO_ID }),
    wallet,
    retries,
    random: options.random ?? cryptoRandom(),
    locks: new RoundLocks(),
    log: app.log,
  };
  retries.onDefinitive((record, outcome) => settleRetriedCall(ctx, record, outcome));
  app.decorate('studio', ctx);

  registerRawJsonParser(app);
  registerErrorHandler(app);
  registerSecurityHeaders(app);
  const clientBundle = options.clientBundle ?? lazyClientBundle();
  await registerRoutes(app, ctx, clientBundle);

  let pruning: NodeJS.Timeout | undefined;
  app.addHook('onReady', async () => {
    recoverInterruptedRounds(ctx);
    retries.start();
    pruneStudioState(ctx);
    pruning = setInterval(() => pruneStudioState(ctx), 60 * 60_000);
    pruning.unref();
    // Bundle the clients now rather than on the first player's page load.
    clientBundle().catch((error: unknown) => app.log.error({ err: error }, 'client bundle failed'));
  });
  app.addHook('onClose', async () => {
    clearInterval(pruning);
    await retries.stop();
    store.close();
  });
  return app;
}
