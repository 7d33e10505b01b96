import { mailLocale } from '../mail/mail.messages.js';
import de from './messages/de.json' with { type: 'json' };
import en from './messages/en.json' with { type: 'json' };
import et from './messages/et.json' with { type: 'json' };
import frCA from './messages/fr-CA.json' with { type: 'json' };
import it from './messages/it.json' with { type: 'json' };
import no from './messages/no.json' with { type: 'json' };

/**
 * The words of the bell's notices, one file per language (DESIGN.md §9). English gives the
 * shape, so a language missing a text fails the type check; the catalogue test rejects extra
 * keys. The English locales (en-AU, en-CA, en-NZ, en-KW) read `en`. Placeholders are `{{name}}`.
 */
export type NoticeCatalogue = typeof en;
export type NoticeKey = keyof NoticeCatalogue['notices'];
export type NoticeButtonKey = keyof NoticeCatalogue['buttons'];
export type NoticeTierKey = keyof NoticeCatalogue['tiers'];

export const NOTICE_LANGUAGES = ['en', 'de', 'fr-CA', 'it', 'no', 'et'] as const;
export type NoticeLanguage = (typeof NOTICE_LANGUAGES)[number];

export const NOTICE_CATALOGUES: Readonly<Record<NoticeLanguage, NoticeCatalogue>> = {
  en,
  de,
  'fr-CA': frCA,
  it,
  no,
  et,
};

/** A text the brand keeps per locale (`{en: …, de: …}`), as level names are. */
export type LocalizedText = Readonly<Record<string, string>>;

/**
 * A notice's value: plain text (a gift's title, an amount already formatted), a tier's name
 * (translated here), or a text the brand keeps per locale.
 */
export type NoticeParam = string | number | { tier: NoticeTierKey } | { localized: LocalizedText };

export interface NoticeMessage {
  key: NoticeKey;
  params?: Readonly<Record<string, NoticeParam>>;
  /** The button under the notice, by its words' key, and where it leads. */
  button?: { key: NoticeButtonKey; path: string };
}

/** Whether a VIP status key is one of the tiers the catalogue names. */
export function isNoticeTier(key: string): key is NoticeTierKey {
  return key in en.tiers;
}

/** The catalogue language a player's locale reads: its own, else English. */
export function noticeLanguage(locale: string): NoticeLanguage {
  const code = mailLocale(locale);
  return (NOTICE_LANGUAGES as readonly string[]).includes(code) ? (code as NoticeLanguage) : 'en';
}

function paramText(value: NoticeParam, locale: string, catalogue: NoticeCatalogue): string {
  if (typeof value === 'string' || typeof value === 'number') return String(value);
  if ('tier' in value) return catalogue.tiers[value.tier];
  const texts = value.localized;
  return texts[locale] ?? texts[locale.split('-')[0] ?? ''] ?? texts.en ?? '';
}

/** The notice's title, text and button title in the player's locale. */
export function renderNotice(
  message: NoticeMessage,
  locale: string,
): { title: string; text: string; button: { title: string; path: string } | null } {
  const catalogue = NOTICE_CATALOGUES[noticeLanguage(locale)];
  const fill = (template: string) =>
    template.replace(/\{\{(\w+)\}\}/g, (whole, name: string) => {
      const value = message.params?.[name];
      return value === undefined ? whole : paramText(value, locale, catalogue);
    });
  const words = catalogue.notices[message.key];
  return {
    title: fill(words.title),
    text: fill(words.text),
    button: message.button
      ? { title: catalogue.buttons[message.button.key], path: message.button.path }
      : null,
  };
}
