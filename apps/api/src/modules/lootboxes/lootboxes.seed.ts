import type { Database } from '../../db/client.js';
import { lootboxTemplatesSeed } from '../brand/seed-data/lootboxes.js';
import { insertLootboxTemplateIfMissing } from './lootboxes.repository.js';
import { templateItemsSchema } from './prize-tables.js';

/**
 * Seed step: the demo brand's lootbox templates (brand/seed-data/lootboxes.ts), each inserted
 * when its key is missing. Their prize gifts are seeded with the gift templates (promo-seed.ts).
 */
export async function seedLootboxes(db: Database): Promise<void> {
  for (const template of lootboxTemplatesSeed) {
    await insertLootboxTemplateIfMissing(db, {
      key: template.key,
      title: template.title,
      groupKey: template.groupKey,
      items: templateItemsSchema.parse(template.items),
      validDays: template.validDays,
      enabled: true,
    });
  }
}
