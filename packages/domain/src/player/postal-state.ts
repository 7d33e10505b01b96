/**
 * Postal-code-to-state inference (platform-core.md §4 State auto-fill, §5; requirements
 * VAL-001..VAL-013, PR-009). Only Australia (numeric ranges) and Canada (first letter) are
 * mapped; every other country, and every value outside the listed ranges, gives null so the
 * caller leaves the state empty rather than guessing.
 */

export const AU_STATES = {
  NSW: 'New South Wales',
  ACT: 'Australian Capital Territory',
  VIC: 'Victoria',
  QLD: 'Queensland',
  SA: 'South Australia',
  WA: 'Western Australia',
  TAS: 'Tasmania',
  NT: 'Northern Territory',
} as const;

/** Inclusive ranges in the order of platform-core.md §5; ranges never overlap. */
const AU_RANGES: readonly (readonly [number, number, string])[] = [
  [1000, 2599, AU_STATES.NSW],
  [2619, 2899, AU_STATES.NSW],
  [2921, 2999, AU_STATES.NSW],
  [200, 299, AU_STATES.ACT],
  [2600, 2618, AU_STATES.ACT],
  [2900, 2920, AU_STATES.ACT],
  [3000, 3999, AU_STATES.VIC],
  [8000, 8999, AU_STATES.VIC],
  [4000, 4999, AU_STATES.QLD],
  [9000, 9999, AU_STATES.QLD],
  [5000, 5999, AU_STATES.SA],
  [6000, 6797, AU_STATES.WA],
  [6800, 6999, AU_STATES.WA],
  [7000, 7999, AU_STATES.TAS],
  [800, 999, AU_STATES.NT],
];

export const ONTARIO = 'Ontario';

/**
 * VAL-013: D, F, I, O, Q, U, W and Z are not used by Canada Post; X stays Northwest
 * Territories only because the spec has no Nunavut.
 */
const CA_PROVINCE_BY_LETTER: Readonly<Record<string, string>> = {
  A: 'Newfoundland and Labrador',
  B: 'Nova Scotia',
  C: 'Prince Edward Island',
  E: 'New Brunswick',
  G: 'Quebec',
  H: 'Quebec',
  J: 'Quebec',
  K: ONTARIO,
  L: ONTARIO,
  M: ONTARIO,
  N: ONTARIO,
  P: ONTARIO,
  R: 'Manitoba',
  S: 'Saskatchewan',
  T: 'Alberta',
  V: 'British Columbia',
  X: 'Northwest Territories',
  Y: 'Yukon Territory',
};

/**
 * The state or province a postal code lies in, or null when the country is not AU/CA or the
 * code maps to nothing. Country codes and CA letters are case-insensitive; surrounding spaces
 * are ignored; AU leading zeros are read numerically (`0800` → 800 → Northern Territory).
 */
export function inferState(country: string, postalCode: string): string | null {
  const code = postalCode.trim();
  switch (country.trim().toUpperCase()) {
    case 'AU': {
      if (!/^\d{1,5}$/.test(code)) return null;
      const value = Number(code);
      const range = AU_RANGES.find(([from, to]) => value >= from && value <= to);
      return range ? range[2] : null;
    }
    case 'CA':
      return CA_PROVINCE_BY_LETTER[code.charAt(0).toUpperCase()] ?? null;
    default:
      return null;
  }
}
