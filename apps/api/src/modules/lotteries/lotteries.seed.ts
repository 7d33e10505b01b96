import type { Database } from '../../db/client.js';
import { lotteriesSeed } from '../brand/seed-data/lotteries.js';
import { createLottery } from './lotteries.service.js';

/**
 * Seed step: the demo brand's lotteries (brand/seed-data/lotteries.ts), placed relative to
 * `now` (first start-up: one draws within the hour, one in 30 days), each with a fresh seed and
 * its draw scheduled; a slug that exists is left as it is.
 */
export async function seedLotteries(db: Database, now: Date): Promise<void> {
  for (const lottery of lotteriesSeed(now)) await createLottery(db, lottery);
}
