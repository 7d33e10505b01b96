import { LOCALE_CODES } from '@croupier/domain/locales';
import type { Database } from '../../db/client.js';
import {
  compPointCategoryWeights,
  compPointEarningRates,
  compPointRates,
} from '../../db/schema/comp-points.js';
import {
  categoryWeightsSeed,
  compPointGiftTemplatesSeed,
  compPointRatesSeed,
  earningRatesSeed,
  martPageTexts,
  saleSeed,
} from '../brand/seed-data/comp-points.js';
import { createPage } from '../cms/cms.service.js';
import { insertTemplateIfMissing } from '../gifts/promo-codes.repository.js';
import { listRates } from './comp-points.repository.js';

/**
 * Seed step: the demo brand's comp points (brand/seed-data/comp-points.ts): earning rates,
 * category weights, the mart's gift templates and rates, the level gifts, and the CMS page
 * `rocket-mart` with a sale running `SALE_DAYS` from `now` (the seed's moment, so a newcomer
 * finds it running). Each row is inserted when missing; an operator's edits stay.
 */
export async function seedCompPoints(db: Database, brandId: number, now: Date): Promise<void> {
  for (const rate of earningRatesSeed) {
    await db.insert(compPointEarningRates).values(rate).onConflictDoNothing();
  }
  for (const [category, percent] of Object.entries(categoryWeightsSeed)) {
    await db.insert(compPointCategoryWeights).values({ category, percent }).onConflictDoNothing();
  }
  for (const template of compPointGiftTemplatesSeed) {
    await insertTemplateIfMissing(db, template);
  }
  for (const rate of compPointRatesSeed) {
    await db
      .insert(compPointRates)
      .values(rate)
      .onConflictDoNothing({ target: compPointRates.key });
  }

  const rateIds = new Map((await listRates(db)).map((row) => [row.key, row.id]));
  const sale = saleSeed(now, rateIds);
  for (const locale of LOCALE_CODES) {
    const language = locale.startsWith('en') ? 'en' : locale;
    const texts = martPageTexts[language] ?? martPageTexts.en;
    if (!texts) continue;
    await createPage(db, brandId, {
      locale,
      path: '/rocket-mart',
      title: texts.title,
      content: texts.content,
      blocks: {
        'content-main': texts.content,
        title: `${texts.title} | Croupier`,
        description: texts.description,
        json: { sale },
      },
      categories: [],
    });
  }
}
