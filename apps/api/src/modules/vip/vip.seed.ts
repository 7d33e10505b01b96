import type { Database } from '../../db/client.js';
import { vipTiersSeed } from '../brand/seed-data/vip.js';
import { insertTierIfMissing } from './vip.repository.js';

/** Seed step: the demo brand's VIP tiers (brand/seed-data/vip.ts), each only when missing. */
export async function seedVip(db: Database): Promise<void> {
  for (const tier of vipTiersSeed) await insertTierIfMissing(db, tier);
}
