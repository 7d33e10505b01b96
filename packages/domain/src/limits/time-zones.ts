/**
 * The time zone a player's limit windows run in (RELIABILITY RG-03: "player timezone"). It comes
 * from the player's country; a country spanning several zones gets its most populous one, and
 * a country not listed (or none) gets UTC.
 */
export const TIME_ZONE_BY_COUNTRY: Readonly<Record<string, string>> = {
  EE: 'Europe/Tallinn',
  DE: 'Europe/Berlin',
  AT: 'Europe/Vienna',
  CH: 'Europe/Zurich',
  IT: 'Europe/Rome',
  NO: 'Europe/Oslo',
  SE: 'Europe/Stockholm',
  DK: 'Europe/Copenhagen',
  FI: 'Europe/Helsinki',
  LV: 'Europe/Riga',
  LT: 'Europe/Vilnius',
  PL: 'Europe/Warsaw',
  NL: 'Europe/Amsterdam',
  BE: 'Europe/Brussels',
  FR: 'Europe/Paris',
  ES: 'Europe/Madrid',
  PT: 'Europe/Lisbon',
  IE: 'Europe/Dublin',
  GB: 'Europe/London',
  CA: 'America/Toronto',
  US: 'America/New_York',
  BR: 'America/Sao_Paulo',
  AU: 'Australia/Sydney',
  NZ: 'Pacific/Auckland',
  JP: 'Asia/Tokyo',
  KW: 'Asia/Kuwait',
};

export const DEFAULT_TIME_ZONE = 'UTC';

/** The IANA zone of `country` (ISO alpha-2, any case); UTC when unknown or missing. */
export function timeZoneFor(country: string | null | undefined): string {
  if (!country) return DEFAULT_TIME_ZONE;
  return TIME_ZONE_BY_COUNTRY[country.trim().toUpperCase()] ?? DEFAULT_TIME_ZONE;
}
