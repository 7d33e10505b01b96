import type { LocalisedText } from '@croupier/contracts/brand';

/** The translated languages; the English variants share English unless told otherwise. */
export interface Translations {
  en: string;
  de: string;
  'fr-CA': string;
  no: string;
  it: string;
  et: string;
  'en-AU'?: string;
  'en-CA'?: string;
  'en-NZ'?: string;
  'en-KW'?: string;
}

/**
 * One text in all ten locales (platform-core.md §9). Australian, New Zealand and the
 * fake-Australian English fall back to the Australian wording, Canadian English to English.
 */
export function localise(texts: Translations): LocalisedText {
  const australian = texts['en-AU'] ?? texts.en;
  return {
    en: texts.en,
    de: texts.de,
    'en-AU': australian,
    'en-CA': texts['en-CA'] ?? texts.en,
    'fr-CA': texts['fr-CA'],
    'en-NZ': texts['en-NZ'] ?? australian,
    no: texts.no,
    it: texts.it,
    et: texts.et,
    'en-KW': texts['en-KW'] ?? australian,
  };
}
