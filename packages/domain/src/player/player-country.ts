/** One entry of `GET /api/info/countries` (EP-048), as far as these rules read it. */
export interface ListedCountry {
  code: string;
  restricted: boolean;
  /** Set on a test geo only: the country it stands for (GEO-018: KW → AU). */
  behaves_as?: string | undefined;
}

/**
 * DESIGN.md §9: a country a player may live in, the only kind a country list offers: served,
 * not restricted, and no test geo (nobody lives in the fake-Australia KW). The api applies the
 * same rule to what it is sent (geo.service `isPlayerCountry`).
 */
export const isPlayerCountry = (country: ListedCountry): boolean =>
  !country.restricted && country.behaves_as === undefined;

/** The country a visitor's geo stands for: a test geo counts as the country it stands for. */
export function homeCountryOf(
  countries: readonly ListedCountry[],
  code: string | undefined,
): string | undefined {
  return countries.find((country) => country.code === code)?.behaves_as ?? code;
}
