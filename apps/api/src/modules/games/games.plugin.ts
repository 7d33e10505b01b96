import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { CATALOG_SYNC_JOB, catalogSyncJob } from './catalog-sync.job.js';
import { CATALOG_CHANGED_TOPIC, CatalogStore } from './catalog-store.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The in-memory game catalog the games routes read (rebuilt after every sync). */
    gameCatalog: CatalogStore;
  }
}

/**
 * The catalog's platform side: the read model, its rebuild on the bus (so every instance
 * follows a sync made by any one), and the `catalog-sync` job, run once at start where the
 * worker runs so a catalog changed while the api was down is imported without waiting an hour.
 */
export const gamesPlugin = fp(
  async (app: FastifyInstance) => {
    const { deps } = app;
    const log = app.log.child({ module: 'games' });
    const store = new CatalogStore(deps.database.db, log);
    app.decorate('gameCatalog', store);
    app.outbox.addJob(catalogSyncJob(deps));

    // An instance that has not loaded the catalog yet will read it fresh on first use.
    const rebuild = () => {
      if (!store.isLoaded) return;
      store.reload().catch((error: unknown) => {
        log.error({ err: error }, 'game catalog rebuild failed');
      });
    };
    const unsubscribe = await deps.bus.subscribe(CATALOG_CHANGED_TOPIC, rebuild);

    app.addHook('onReady', async () => {
      if (deps.env.RUN_WORKER) {
        // A serving process loads before its first request; test apps (no worker) load on use.
        await store.reload();
        // In the background: the api serves the catalog it has while the studio answers.
        app.outbox.runJobNow(CATALOG_SYNC_JOB).catch((error: unknown) => {
          log.warn({ err: error }, 'catalog sync at start failed; the catalog stays as it was');
        });
      }
    });
    app.addHook('onClose', async () => {
      await unsubscribe();
      await store.idle();
    });
  },
  { name: 'games', dependencies: ['outbox'] },
);
