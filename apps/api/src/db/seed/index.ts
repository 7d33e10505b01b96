import type { Database } from '../client.js';
import { seedBrand } from '../../modules/brand/brand.service.js';
import { seedCms } from '../../modules/cms/cms.seed.js';
import { seedDemoPlayers } from '../../modules/player/player.seed.js';

/**
 * The deterministic demo brand, applied on first start and in every test template. Each step
 * is idempotent: it inserts what is missing and never overwrites an operator's edits.
 */
export async function seedDatabase(db: Database): Promise<void> {
  const brandId = await seedBrand(db);
  await seedCms(db, brandId);
  await seedDemoPlayers(db);
}
