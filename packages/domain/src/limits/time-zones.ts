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

/**
 * For a country that spans several zones, the one where a calendar day begins first (the
 * easternmost of the country's own territory; overseas parts with an ISO code of their own are
 * other countries). Rules that turn on the day it is where the player lives, such as the minimum
 * age, use it: on a player's birthday no one in their country is refused once the day has begun
 * anywhere in it (Canada: Newfoundland, up to 4 h 30 before British Columbia; Australia: Lord
 * Howe Island, up to 3 h before Western Australia; New Zealand: the Chatham Islands, 45 min).
 */
const EARLIEST_TIME_ZONE_BY_COUNTRY: Readonly<Record<string, string>> = {
  CA: 'America/St_Johns',
  AU: 'Australia/Lord_Howe',
  NZ: 'Pacific/Chatham',
  US: 'America/New_York',
  BR: 'America/Noronha',
  PT: 'Europe/Lisbon',
  ES: 'Europe/Madrid',
};

/** The zone where `country`'s calendar day begins first; UTC when the country is unknown. */
export function earliestTimeZoneFor(country: string | null | undefined): string {
  const code = country?.trim().toUpperCase() ?? '';
  return EARLIEST_TIME_ZONE_BY_COUNTRY[code] ?? timeZoneFor(country);
}
