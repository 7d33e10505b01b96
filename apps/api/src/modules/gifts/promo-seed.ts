import type { Database } from '../../db/client.js';
import { giftTemplatesSeed, promoCodesSeed } from '../brand/seed-data/gift-templates.js';
import { lootboxGiftTemplatesSeed, lootboxPromoCodesSeed } from '../brand/seed-data/lootboxes.js';
import { lotteryGiftTemplatesSeed, lotteryPromoCodesSeed } from '../brand/seed-data/lotteries.js';
import { findTemplateByKey } from './gift-templates.repository.js';
import { insertPromoCode, insertTemplateIfMissing } from './promo-codes.repository.js';

/**
 * Seed step: the demo brand's gift templates and promo codes (brand/seed-data/gift-templates.ts),
 * each inserted when its key or code is missing; an operator's edits are never overwritten.
 */
export async function seedGifts(db: Database): Promise<void> {
  // The lootbox, wheel and chance prizes and tickets are gifts too (brand/seed-data/lootboxes.ts).
  // The lottery prizes and the ticket gift too (brand/seed-data/lotteries.ts).
  for (const template of [
    ...giftTemplatesSeed,
    ...lootboxGiftTemplatesSeed,
    ...lotteryGiftTemplatesSeed,
  ]) {
    await insertTemplateIfMissing(db, template);
  }
  for (const code of [...promoCodesSeed, ...lootboxPromoCodesSeed, ...lotteryPromoCodesSeed]) {
    const template = await findTemplateByKey(db, code.templateKey);
    if (!template) continue;
    await insertPromoCode(db, {
      code: code.code,
      templateId: template.id,
      purpose: code.purpose,
      validFrom: code.validFrom ? new Date(code.validFrom) : null,
      validUntil: code.validUntil ? new Date(code.validUntil) : null,
      maxUses: code.maxUses,
      perPlayer: code.perPlayer,
      perDevice: code.perDevice,
    });
  }
}
