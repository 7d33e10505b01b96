import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '@croupier/domain/locales';
import { buildTestApp } from '../../testing/test-app.js';
import { loadTranslations, type TranslationTree } from './translations.service.js';

/** Every leaf as a dotted key, with its text. */
function leaves(tree: TranslationTree, prefix = ''): Map<string, string> {
  const out = new Map<string, string>();
  for (const [key, value] of Object.entries(tree)) {
    const path = prefix ? `${prefix}.${key}` : key;
    if (typeof value === 'string') out.set(path, value);
    else for (const [inner, text] of leaves(value, path)) out.set(inner, text);
  }
  return out;
}

const SPEC_KEYS = [
  'GAME_HALL_BOTTOM.GAME_NOT_SUPPORT_CURRENCY_TITLE',
  'GAME_HALL_BOTTOM.GAME_NOT_SUPPORT_CURRENCY',
  'SEARCH_POPUP.LIST_EMPTY',
  'SEARCH_POPUP.LIST_EMPTY_SPECIFY',
  'NOTIFY_BAR.MESSAGES.EMPTY_TEXT',
];

describe('translation files (DESIGN.md §9; CMS-019)', async () => {
  const documents = await Promise.all(LOCALE_CODES.map((locale) => loadTranslations(locale)));
  const english = documents.find((document) => document.locale === 'en');
  const englishKeys = [...leaves(english?.tree ?? {}).keys()].sort();

  it('has the spec keys', () => {
    expect(englishKeys).toEqual(expect.arrayContaining(SPEC_KEYS));
  });

  it.each(documents.map((document) => [document.locale, document] as const))(
    '%s has exactly the keys of en, none empty, none defined twice differently',
    (_locale, document) => {
      const texts = leaves(document.tree);
      const keys = [...texts.keys()].sort();
      const missing = englishKeys.filter((key) => !texts.has(key));
      // A plural form English does not have (French and Italian `_many`) belongs to a key
      // English has, in a category the locale's plural rules use.
      const categories = new Intl.PluralRules(document.locale).resolvedOptions().pluralCategories;
      const isOwnPlural = (key: string) => {
        const form = /^(.*)_(zero|one|two|few|many|other)$/.exec(key);
        return (
          form !== null &&
          categories.includes(form[2] as Intl.LDMLPluralRule) &&
          englishKeys.includes(`${form[1] ?? ''}_other`)
        );
      };
      const extra = keys.filter((key) => !englishKeys.includes(key) && !isOwnPlural(key));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
      const empty = [...texts].filter(([, text]) => text.trim() === '').map(([key]) => key);
      expect(empty).toEqual([]);
      expect(document.conflicts).toEqual([]);
    },
  );

  it('translates the spec keys in the non-English locales', () => {
    const englishTexts = leaves(english?.tree ?? {});
    for (const document of documents.filter((d) => !d.locale.startsWith('en'))) {
      const texts = leaves(document.tree);
      for (const key of SPEC_KEYS)
        expect(texts.get(key), `${document.locale} ${key}`).not.toBe(englishTexts.get(key));
    }
  });
});

describe('GET /messages/{lang}.json (CMS-018, API-012, API-019)', async () => {
  const { app } = await buildTestApp();

  it('serves the merged document of each locale, cacheable for 5 minutes', async () => {
    for (const locale of LOCALE_CODES) {
      const response = await app.inject(`/messages/${locale}.json?v=5901234`);
      expect(response.statusCode, locale).toBe(200);
      expect(response.headers['content-type']).toContain('application/json');
      expect(response.headers['cache-control']).toBe('public, max-age=300');
      const body = response.json();
      expect(body.SEARCH_POPUP.LIST_EMPTY).toEqual(expect.any(String));
    }
    const german = (await app.inject('/messages/de.json')).json();
    expect(german.SEARCH_POPUP.LIST_EMPTY).toBe('Keine Spiele gefunden');
  });

  it('answers a repeat with the same ETag with 304', async () => {
    const first = await app.inject('/messages/it.json');
    const etag = first.headers.etag;
    expect(etag).toEqual(expect.any(String));
    const again = await app.inject({
      url: '/messages/it.json',
      headers: { 'if-none-match': String(etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers an unknown locale with a JSON 404, not the site', async () => {
    for (const url of ['/messages/xx.json', '/messages/en.txt', '/messages/..%2Fen.json']) {
      const response = await app.inject({ url, headers: { accept: 'text/html' } });
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ code: 'not_found' });
    }
  });
});
