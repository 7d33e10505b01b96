import type { Database } from '../client.js';
import { seedBrand } from '../../modules/brand/brand.service.js';
import { seedCms } from '../../modules/cms/cms.seed.js';
import { seedExchangeRates } from '../../modules/exchange-rates/exchange-rates.service.js';
import { seedCompPoints } from '../../modules/comp-points/comp-points.seed.js';
import { seedDemoPlayers } from '../../modules/player/player.seed.js';
import { seedGameCatalog } from '../../modules/games/games.seed.js';
import { seedGifts } from '../../modules/gifts/promo-seed.js';
import { seedLootboxes } from '../../modules/lootboxes/lootboxes.seed.js';
import { seedLotteries } from '../../modules/lotteries/lotteries.seed.js';
import { seedTournaments } from '../../modules/tournaments/tournaments.seed.js';
import { seedVip } from '../../modules/vip/vip.seed.js';
import { seedJackpots } from '../../modules/jackpots/jackpots.seed.js';

/**
 * The deterministic demo brand, applied on first start and in every test template. Each step
 * is idempotent: it inserts what is missing and never overwrites an operator's edits.
 */
export async function seedDatabase(db: Database): Promise<void> {
  const brandId = await seedBrand(db);
  await seedCms(db, brandId);
  await seedDemoPlayers(db);
  // The display rates start from the reference prices; the refresh job moves them from there.
  await seedExchangeRates(db, new Date('2026-01-01T00:00:00Z'));
  // The demo catalogue (GM-031), so the lobby is full before the studio first answers.
  await seedGameCatalog(db, new Date('2026-01-01T00:00:00Z'));
  // The welcome package, registration spins, cashback, cash gift and promo codes (issue 16).
  await seedGifts(db);
  // Comp points: earning rates, the mart and its sale (running from the seed's moment), level
  // gifts (issue 17).
  await seedCompPoints(db, brandId, new Date());
  // Lootboxes and the chance draw's prize table (issue 17), after the gifts that pay them.
  await seedLootboxes(db);
  // Lotteries (issue 18), after the gifts and lootboxes their prizes name: one draws within the
  // hour of the first start-up, one 30 days on.
  await seedLotteries(db, new Date());
  // The VIP tiers and their per-currency thresholds (issue 17).
  await seedVip(db);
  // Three jackpots with three levels in every currency, fed by the jackpot games (issue 18).
  await seedJackpots(db, new Date('2026-01-01T00:00:00Z'));
  // Tournaments, quests and achievements (issue 18), running from the seed's moment, after the
  // gifts and lootboxes that pay their prizes.
  await seedTournaments(db, new Date());
}
