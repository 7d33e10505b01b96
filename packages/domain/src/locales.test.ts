import { describe, expect, it } from 'vitest';
import { DEFAULT_LOCALE_BY_COUNTRY, LOCALE_CODES, resolveLocale } from './locales.js';

describe('locales', () => {
  it('lists the ten locales of the brand with en first', () => {
    expect(LOCALE_CODES).toEqual([
      'en',
      'de',
      'en-AU',
      'en-CA',
      'fr-CA',
      'en-NZ',
      'no',
      'it',
      'et',
      'en-KW',
    ]);
  });

  it('maps countries to their default locale', () => {
    expect(DEFAULT_LOCALE_BY_COUNTRY).toMatchObject({
      CA: 'en-CA',
      AU: 'en-AU',
      DE: 'de',
      NZ: 'en-NZ',
      IT: 'it',
      EE: 'et',
      KW: 'en-KW',
    });
  });

  it('falls back to the default for a locale the host does not offer', () => {
    expect(resolveLocale('de', ['en', 'de'])).toBe('de');
    expect(resolveLocale('xx', ['en', 'de'])).toBe('en');
    expect(resolveLocale('de', ['en', 'en-CA'])).toBe('en');
    expect(resolveLocale(undefined, ['it'])).toBe('it');
  });
});
