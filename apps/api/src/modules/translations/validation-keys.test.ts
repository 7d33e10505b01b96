import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '@croupier/domain/locales';
import { VALIDATION_KEYS } from '@croupier/contracts/users';
import { loadTranslations, type TranslationTree } from './translations.service.js';

/** The text at a dotted key, or undefined when the key is missing or not a leaf. */
function textAt(tree: TranslationTree, key: string): string | undefined {
  let node: string | TranslationTree | undefined = tree;
  for (const part of key.split('.')) {
    if (node === undefined || typeof node === 'string') return undefined;
    node = node[part];
  }
  return typeof node === 'string' ? node : undefined;
}

const placeholders = (text: string | undefined) =>
  [...(text ?? '').matchAll(/{{\w+}}/g)].map(String).sort();

describe('field messages are translated (VAL-034; DESIGN.md §9)', async () => {
  const documents = await Promise.all(LOCALE_CODES.map((locale) => loadTranslations(locale)));
  const english = documents.find((document) => document.locale === 'en');

  it.each(documents.map((document) => [document.locale, document] as const))(
    '%s has every VALIDATION key with the same {{placeholders}} as English',
    (_locale, document) => {
      const missing = VALIDATION_KEYS.filter((key) => !textAt(document.tree, key)?.trim());
      expect(missing).toEqual([]);
      for (const key of VALIDATION_KEYS)
        expect(placeholders(textAt(document.tree, key)), key).toEqual(
          placeholders(textAt(english?.tree ?? {}, key)),
        );
    },
  );

  it('shows the minimum age in the too-young message', () => {
    expect(textAt(english?.tree ?? {}, 'VALIDATION.AGE_TOO_YOUNG')).toContain('{{age}}');
  });

  it('really translates them outside English', () => {
    for (const document of documents.filter((d) => !d.locale.startsWith('en'))) {
      const untranslated = VALIDATION_KEYS.filter(
        (key) => textAt(document.tree, key) === textAt(english?.tree ?? {}, key),
      );
      expect(untranslated, document.locale).toEqual([]);
    }
  });
});
