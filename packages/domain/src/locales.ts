/** The ten locales of the brand (platform-core.md §9). The first is the default locale. */
export const LOCALE_CODES = [
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
] as const;
export type LocaleCode = (typeof LOCALE_CODES)[number];
export const DEFAULT_LOCALE: LocaleCode = 'en';

/** Default locale by country (platform-core.md §9); KW is the fake-Australia test geo. */
export const DEFAULT_LOCALE_BY_COUNTRY: Readonly<Record<string, LocaleCode>> = {
  CA: 'en-CA',
  AU: 'en-AU',
  DE: 'de',
  NZ: 'en-NZ',
  IT: 'it',
  EE: 'et',
  KW: 'en-KW',
};

export function isLocaleCode(value: string): value is LocaleCode {
  return (LOCALE_CODES as readonly string[]).includes(value);
}

/**
 * The locale a visitor gets: the requested one if the host offers it and it is enabled,
 * otherwise the default (platform-core.md §5: unsupported locales fall back to the default).
 */
export function resolveLocale(
  requested: string | undefined,
  offered: readonly string[],
  fallback: string = DEFAULT_LOCALE,
): string {
  if (requested !== undefined && offered.includes(requested)) return requested;
  return offered.includes(fallback) ? fallback : (offered[0] ?? fallback);
}
