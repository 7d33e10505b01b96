import { LOCALE_CODES } from '@croupier/domain/locales';
import type { Database } from '../../db/client.js';
import { brandSeed } from '../brand/brand.seed.js';
import { localise } from '../brand/seed-data/localise.js';
import { insertFileIfMissing, insertSnippetIfMissing } from './cms.repository.js';
import { createPage } from './cms.service.js';
import { PAGE_KEYS, pageJson, pageLayout, type PageTexts } from './seed-data/page-index.js';
import { pagesDe } from './seed-data/pages-de.js';
import { pagesEn } from './seed-data/pages-en.js';
import { pagesEt } from './seed-data/pages-et.js';
import { pagesFr } from './seed-data/pages-fr.js';
import { pagesIt } from './seed-data/pages-it.js';
import { pagesNo } from './seed-data/pages-no.js';
import { fileTitles, snippetTexts } from './seed-data/snippets.js';

/**
 * The demo brand's CMS content in all ten locales (platform-core.md §9). Idempotent: rows that
 * exist are left as the operator edited them. Pages go through `createPage`, so the seed obeys
 * the same reserved-route rule (RT-030) as anything an operator adds.
 */

/** Australian and New Zealand English say pokies for slot machines (platform-core.md §2.2). */
function australianise(texts: PageTexts): PageTexts {
  const swap = (text: string) =>
    text
      .replace(/\bslots\b/g, 'pokies')
      .replace(/\bSlots\b/g, 'Pokies')
      .replace(/\bslot\b/g, 'pokies');
  return Object.fromEntries(
    Object.entries(texts).map(([key, page]) => [
      key,
      {
        ...page,
        title: swap(page.title),
        description: swap(page.description),
        content: swap(page.content),
      },
    ]),
  ) as PageTexts;
}

const pagesByLanguage: Record<string, PageTexts> = {
  en: pagesEn,
  'en-CA': pagesEn,
  'en-AU': australianise(pagesEn),
  'en-NZ': australianise(pagesEn),
  'en-KW': australianise(pagesEn),
  de: pagesDe,
  'fr-CA': pagesFr,
  no: pagesNo,
  it: pagesIt,
  et: pagesEt,
};

/** The language of a locale's downloadable files (the English variants share English). */
const fileLanguage = (locale: string) =>
  locale.startsWith('en') ? 'en' : locale === 'fr-CA' ? 'fr' : locale;

export async function seedCms(db: Database, brandId: number): Promise<void> {
  for (const locale of LOCALE_CODES) {
    const texts = pagesByLanguage[locale] ?? pagesEn;
    for (const [position, key] of PAGE_KEYS.entries()) {
      const page = texts[key];
      const json = pageJson(key, brandSeed.footer.awards);
      await createPage(db, brandId, {
        locale,
        path: `/${key}`,
        title: page.title,
        content: page.content,
        blocks: {
          'content-main': page.content,
          title: `${page.title} | Croupier`,
          description: page.description,
          keywords: page.keywords,
          ...(json ? { json } : {}),
        },
        categories: pageLayout[key].categories,
        hidden: pageLayout[key].hidden ?? false,
        position,
      });
    }

    for (const [key, texts] of Object.entries(snippetTexts)) {
      const content = localise(texts)[locale] ?? texts.en;
      await insertSnippetIfMissing(db, { brandId, locale, key, content });
    }

    const language = fileLanguage(locale);
    const files = [
      { key: 'terms/gcb', url: `/cms/terms/terms-gcb-${language}.txt`, licence: 'GCB' },
      { key: 'terms/ee', url: `/cms/terms/terms-ee-${language}.txt`, licence: 'EE' },
      { key: 'certificates/gcb-licence', url: '/cms/certificates/gcb-licence.svg', licence: 'GCB' },
      { key: 'certificates/ee-licence', url: '/cms/certificates/ee-licence.svg', licence: 'EE' },
      { key: 'certificates/rng', url: '/cms/certificates/rng.svg', licence: null },
    ];
    for (const file of files) {
      const titles = fileTitles[file.key];
      const title = titles ? (localise(titles)[locale] ?? titles.en) : file.key;
      await insertFileIfMissing(db, { brandId, locale, title, ...file });
    }
  }
}
