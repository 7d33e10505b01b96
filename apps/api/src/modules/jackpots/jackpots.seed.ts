import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/transaction.js';
import { brandCurrencies } from '../brand/seed-data/currencies.js';
import { jackpotsSeed } from '../brand/seed-data/jackpots.js';
import { convertPoolCents } from '../games/jackpots.js';
import { postTransaction } from '../ledger/post-transaction.js';
import {
  insertSeedPool,
  providersInCategory,
  upsertSeedJackpot,
  upsertSeedLevel,
} from './jackpots.repository.js';

/**
 * Seed step: the demo brand's jackpots (brand/seed-data/jackpots.ts), after the catalogue whose
 * providers they share. Each pool is created once per currency the brand serves and its seed
 * booked from the house into `jackpot_pool` (`jackpot-seed:<pool>:0`), so the books hold
 * every cent a pool shows. An operator's edits stay.
 */
export async function seedJackpots(db: Database, now: Date): Promise<void> {
  await db.transaction(async (tx) => {
    for (const seed of jackpotsSeed) {
      const providers = await providersFor(tx, seed.category, seed.providerShare);
      const jackpotId = await upsertSeedJackpot(tx, {
        identifier: seed.identifier,
        name: seed.name,
        category: seed.category,
        providers,
      });
      for (const level of seed.levels) {
        const levelId = await upsertSeedLevel(tx, {
          jackpotId,
          identifier: level.identifier,
          name: level.name,
          contributionBasisPoints: level.contributionBasisPoints,
        });
        for (const currency of brandCurrencies) {
          if (currency.demo) continue;
          const seedCents = convertPoolCents(level.seedEurCents, currency);
          const mustDropByCents = convertPoolCents(level.mustDropByEurCents, currency);
          if (!seedCents || !mustDropByCents) continue;
          const pool = await insertSeedPool(tx, {
            levelId,
            currency: currency.code,
            seedCents,
            mustDropByCents,
            amountCents: seedCents,
            seededCents: seedCents,
            updatedAt: now,
          });
          if (!pool) continue;
          await postTransaction(tx, {
            reference: `jackpot-seed:${pool.id}:0`,
            kind: 'adjustment',
            currency: currency.code,
            metadata: { jackpot: seed.identifier, level: level.identifier, pool: pool.id },
            legs: [
              { account: { kind: 'house' }, amount: -seedCents },
              { account: { kind: 'jackpot_pool' }, amount: seedCents },
            ],
            now,
          });
        }
      }
    }
  });
}

/** A third of the category's providers (sorted), or none for the jackpot that takes the rest. */
async function providersFor(
  db: Executor,
  category: string,
  share: 0 | 1 | null,
): Promise<string[]> {
  if (share === null) return [];
  const all = await providersInCategory(db, category);
  const third = Math.ceil(all.length / 3);
  return all.slice(share * third, (share + 1) * third);
}
