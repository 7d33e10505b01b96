import { LOCALE_CODES } from '@croupier/domain/locales';
import { describe, expect, it } from 'vitest';
import {
  NOTICE_CATALOGUES,
  NOTICE_LANGUAGES,
  noticeLanguage,
  renderNotice,
  type NoticeKey,
} from './notice-messages.js';

/** Every text of a catalogue by its dotted path. */
function leaves(value: unknown, prefix = ''): Map<string, string> {
  const found = new Map<string, string>();
  if (typeof value === 'string') return found.set(prefix, value);
  for (const [key, child] of Object.entries(value as Record<string, unknown>)) {
    for (const entry of leaves(child, prefix ? `${prefix}.${key}` : key)) found.set(...entry);
  }
  return found;
}

const placeholders = (text: string) => [...text.matchAll(/\{\{(\w+)\}\}/g)].map((m) => m[1]).sort();

describe('the notices catalogue (DESIGN.md §9: every language, same keys)', () => {
  const english = leaves(NOTICE_CATALOGUES.en);

  it.each([...NOTICE_LANGUAGES])('%s has the keys and placeholders of en, none empty', (lang) => {
    const texts = leaves(NOTICE_CATALOGUES[lang]);
    expect([...texts.keys()].sort()).toEqual([...english.keys()].sort());
    for (const [key, text] of texts) {
      expect(text.trim(), `${lang} ${key}`).not.toBe('');
      expect(placeholders(text), `${lang} ${key}`).toEqual(placeholders(english.get(key) ?? ''));
    }
  });

  it('is written in the language of each non-English catalogue', () => {
    for (const lang of NOTICE_LANGUAGES.filter((code) => code !== 'en')) {
      const texts = leaves(NOTICE_CATALOGUES[lang]);
      const untranslated = [...texts].filter(
        ([key, text]) => key.endsWith('.text') && text === english.get(key),
      );
      expect(untranslated, lang).toEqual([]);
    }
  });

  it('reads every site locale: its own language, English for the English ones', () => {
    for (const locale of LOCALE_CODES) {
      expect(NOTICE_LANGUAGES).toContain(noticeLanguage(locale));
    }
    expect(noticeLanguage('en-AU')).toBe('en');
    expect(noticeLanguage('FR-ca')).toBe('fr-CA');
    expect(noticeLanguage('xx')).toBe('en');
  });

  it('fills the gift, a tier name in the language and a brand text kept per locale', () => {
    const keys = Object.keys(NOTICE_CATALOGUES.en.notices) as NoticeKey[];
    for (const locale of LOCALE_CODES) {
      for (const key of keys) {
        const words = renderNotice(
          {
            key,
            params: {
              gift: 'Welcome',
              count: 10,
              amount: '5.00 EUR',
              removed: '1.00 EUR',
              tier: { tier: 'gold' },
              until: '31/12/2026',
              level: 3,
              name: { localized: { en: 'Explorer', de: 'Entdecker' } },
              tournament: 'Winter Wager Cup',
              place: 2,
              prize: '€20 bonus',
              ticket: '000123',
              lottery: { localized: { en: 'Winter draw', de: 'Winterziehung' } },
            },
            button: { key: 'gifts', path: '/profile/gifts' },
          },
          locale,
        );
        expect(`${words.title} ${words.text}`, `${locale} ${key}`).not.toContain('{{');
      }
    }
    const german = renderNotice(
      {
        key: 'level_up_gift',
        params: { level: 3, name: { localized: { en: 'Explorer', de: 'Entdecker' } } },
        button: { key: 'level', path: '/profile/level' },
      },
      'de',
    );
    expect(german).toEqual({
      title: 'Level 3: Entdecker',
      text: 'Sie haben Entdecker erreicht (Level 3). Ihr Level-Geschenk wartet bei Ihren Geschenken.',
      button: { title: 'Mein Level', path: '/profile/level' },
    });
    const vip = renderNotice(
      { key: 'vip_status_lifelong', params: { tier: { tier: 'diamond' } } },
      'it',
    );
    expect(vip.title).toBe('Ora sei Diamante');
  });
});
