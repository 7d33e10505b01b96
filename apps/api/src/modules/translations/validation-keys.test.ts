import { describe, expect, it } from 'vitest';
import { LOCALE_CODES } from '@croupier/domain/locales';
import { VALIDATION_KEYS } from '@croupier/contracts/users';
import {
  CASHBOX_REFUSAL_KEYS,
  PAYMENT_REASON_KEYS,
} from '@croupier/domain/payments/refusal-reasons';
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

describe('every refusal the cashbox can receive reads as a translated sentence (issue 14 item 12)', async () => {
  const documents = await Promise.all(LOCALE_CODES.map((locale) => loadTranslations(locale)));
  const english = documents.find((document) => document.locale === 'en')?.tree ?? {};
  const keys = [...PAYMENT_REASON_KEYS, ...Object.values(CASHBOX_REFUSAL_KEYS)];

  it.each(documents.map((document) => [document.locale, document] as const))(
    '%s has a sentence for every payment reason and cashbox refusal',
    (locale, document) => {
      for (const key of keys) {
        const text = textAt(document.tree, key);
        expect(text?.trim(), `${locale} ${key}`).toBeTruthy();
        expect(placeholders(text), key).toEqual(placeholders(textAt(english, key)));
        if (!locale.startsWith('en'))
          expect(text, `${locale} ${key}`).not.toBe(textAt(english, key));
      }
    },
  );

  it('states the amount still allowed when a deposit limit refuses', () => {
    expect(textAt(english, CASHBOX_REFUSAL_KEYS.limitLeft)).toContain('{{amount}}');
    expect(textAt(english, 'CASHBOX.REASONS.OTHER')).toContain('{{id}}');
  });
});
