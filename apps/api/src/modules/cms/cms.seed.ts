import { LOCALE_CODES } from '@croupier/domain/locales';
import type { Database } from '../../db/client.js';
import { brandSeed } from '../brand/brand.seed.js';
import { localise } from '../brand/seed-data/localise.js';
import { insertFileIfMissing, insertSnippetIfMissing } from './cms.repository.js';
import { createPage } from './cms.service.js';
import { PAGE_KEYS, pageJson, pageLayout, type PageTexts } from './seed-data/page-index.js';
import { NEWS_ITEMS, type NewsTexts } from './seed-data/news-index.js';
import { newsDe } from './seed-data/news-de.js';
import { newsEn } from './seed-data/news-en.js';
import { newsEt } from './seed-data/news-et.js';
import { newsFr } from './seed-data/news-fr.js';
import { newsIt } from './seed-data/news-it.js';
import { newsNo } from './seed-data/news-no.js';
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

interface Localisable {
  title: string;
  description: string;
  content: string;
}

/** Australian and New Zealand English say pokies for slot machines (platform-core.md §2.2). */
function australianise<T extends Record<string, Localisable>>(texts: T): T {
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
  ) as T;
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

const newsByLanguage: Record<string, NewsTexts> = {
  en: newsEn,
  'en-CA': newsEn,
  'en-AU': australianise(newsEn),
  'en-NZ': australianise(newsEn),
  'en-KW': australianise(newsEn),
  de: newsDe,
  'fr-CA': newsFr,
  no: newsNo,
  it: newsIt,
  et: newsEt,
};

/** CMS-023: news are custom pages under `/news/`, dated by their publication. */
async function seedNews(db: Database, brandId: number, locale: string): Promise<void> {
  const texts = newsByLanguage[locale] ?? newsEn;
  for (const item of NEWS_ITEMS) {
    const news = texts[item.key];
    await createPage(db, brandId, {
      locale,
      path: `/news/${item.key}`,
      title: news.title,
      content: news.content,
      blocks: {
        'content-main': news.content,
        title: `${news.title} | Croupier`,
        description: news.description,
        ...('image' in item ? { json: { image: item.image } } : {}),
      },
      categories: ['custom-page'],
      createdAt: new Date(item.publishedAt),
    });
  }
}

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

    await seedNews(db, brandId, locale);

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
