import { LOCALE_CODES, type LocaleCode } from '@croupier/domain/locales';
import en from './messages/en.json' with { type: 'json' };
import de from './messages/de.json' with { type: 'json' };
import enAU from './messages/en-AU.json' with { type: 'json' };
import enCA from './messages/en-CA.json' with { type: 'json' };
import frCA from './messages/fr-CA.json' with { type: 'json' };
import enNZ from './messages/en-NZ.json' with { type: 'json' };
import no from './messages/no.json' with { type: 'json' };
import it from './messages/it.json' with { type: 'json' };
import et from './messages/et.json' with { type: 'json' };
import enKW from './messages/en-KW.json' with { type: 'json' };

/**
 * The texts of every mail, one file per locale (DESIGN.md §9). English gives the shape, so a
 * locale missing a text fails the type check; the catalogue test also rejects extra keys.
 * Placeholders are `{{name}}`; the brand's name and support address are always available.
 */
export type MailCatalogue = typeof en;

export const MAIL_CATALOGUES: Readonly<Record<LocaleCode, MailCatalogue>> = {
  en,
  de,
  'en-AU': enAU,
  'en-CA': enCA,
  'fr-CA': frCA,
  'en-NZ': enNZ,
  no,
  it,
  et,
  'en-KW': enKW,
};

/** The player's locale when we write in it (any letter case), otherwise English. */
export function mailLocale(locale: string): LocaleCode {
  const lower = locale.trim().toLowerCase();
  return LOCALE_CODES.find((code) => code.toLowerCase() === lower) ?? 'en';
}
