import { generateCatalog } from '@croupier/game-math/catalog/generate-catalog';
import type { Database } from '../../db/client.js';
import { studioHasGames } from './catalog.repository.js';
import { syncCatalog } from './catalog-sync.js';

/**
 * The demo catalogue (GM-031) on a fresh database: the same generated feed the demo studio
 * serves, so the lobby is full on the first start even before the studio answers. Later starts
 * leave the catalog to the `catalog-sync` job.
 */
export async function seedGameCatalog(db: Database, now: Date): Promise<void> {
  const feed = generateCatalog();
  if (await studioHasGames(db, feed.studio)) return;
  await syncCatalog(db, feed, feed.studio, now);
}
