import type { AppDeps } from '../../app-deps.js';
import type { ScheduledJob } from '../outbox/outbox.service.js';
import { syncCatalog } from './catalog-sync.js';
import { CATALOG_CHANGED_TOPIC } from './catalog-store.js';
import { fetchCatalogFeed } from './studio-client.js';

export const CATALOG_SYNC_JOB = 'catalog-sync';

/**
 * `catalog-sync` (DESIGN.md §6): imports the studio's signed feed every CATALOG_SYNC_MINUTES,
 * then tells every api instance to rebuild its read model. A studio that is down fails the run
 * (recorded on the job, logged) and leaves the catalog as it was.
 */
export function catalogSyncJob(deps: AppDeps): ScheduledJob {
  return {
    name: CATALOG_SYNC_JOB,
    intervalMs: deps.env.CATALOG_SYNC_MINUTES * 60_000,
    async run({ db, now }) {
      const feed = await fetchCatalogFeed(deps.env);
      const summary = await syncCatalog(db, feed, deps.env.GAMES_STUDIO, now);
      await deps.bus.publish(CATALOG_CHANGED_TOPIC, { studio: deps.env.GAMES_STUDIO });
      return `${summary.total} games: ${summary.changed} new or changed, ${summary.versionsAdded} versions added, ${summary.disabled} disabled`;
    },
  };
}
