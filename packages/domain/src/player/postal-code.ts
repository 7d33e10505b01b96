/**
 * Postal code by country (engagement.md §5; requirements VAL-030, VAL-031). The spec does not
 * show the patterns, so these are the VAL-031 proposal: the served countries get their national
 * format, any other country a loose 2-10 character check so a foreign address is never blocked.
 */
const PATTERNS: Readonly<Record<string, RegExp>> = {
  CA: /^[A-Za-z]\d[A-Za-z] ?\d[A-Za-z]\d$/,
  // 3-digit NT/ACT codes are written with their leading zero (0800, 0200).
  AU: /^\d{4}$/,
  DE: /^\d{5}$/,
  NZ: /^\d{4}$/,
  IT: /^\d{5}$/,
  EE: /^\d{5}$/,
  AT: /^\d{4}$/,
  NO: /^\d{4}$/,
};

const OTHER_COUNTRIES = /^.{2,10}$/u;

/** Whether `code` (surrounding spaces ignored) is a postal code of `country` (ISO alpha-2). */
export function isValidPostalCode(country: string, code: string): boolean {
  const pattern = PATTERNS[country.trim().toUpperCase()] ?? OTHER_COUNTRIES;
  return pattern.test(code.trim());
}
