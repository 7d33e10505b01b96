import { describe, expect, it } from 'vitest';
import { LIMIT_VALIDATION } from '@croupier/contracts/limits';
import { LOCALE_CODES } from '@croupier/domain/locales';
import { loadTranslations, type TranslationTree } from '../translations/translations.service.js';

function textAt(tree: TranslationTree, key: string): string | undefined {
  let node: string | TranslationTree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

describe('limit messages are translated (DESIGN.md §9)', async () => {
  const documents = await Promise.all(LOCALE_CODES.map((locale) => loadTranslations(locale)));
  const english = documents.find((document) => document.locale === 'en')?.tree ?? {};
  const keys = Object.values(LIMIT_VALIDATION);

  it.each(documents.map((document) => [document.locale, document] as const))(
    '%s has every limit message, in its own language outside English',
    (locale, document) => {
      expect(keys.filter((key) => !textAt(document.tree, key)?.trim())).toEqual([]);
      expect(document.conflicts).toEqual([]);
      if (!locale.startsWith('en')) {
        expect(keys.filter((key) => textAt(document.tree, key) === textAt(english, key))).toEqual(
          [],
        );
      }
    },
  );
});
