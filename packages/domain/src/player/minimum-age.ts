import { earliestTimeZoneFor } from '../limits/time-zones.js';
import { wallTimeAt } from '../limits/windows.js';
import type { CalendarDate } from './birthday.js';
import { inferState, ONTARIO } from './postal-state.js';

/**
 * Minimum age by country and product (engagement.md §5, §9; requirements VAL-027, VAL-028).
 * The spec names 18 and 21 for Estonia; the operator added Ontario's 19. Jurisdiction is the
 * player's country (not the licence), and inside Canada the province: the state field when
 * filled, else the province the postal code lies in.
 */

export type Product = 'casino' | 'sport';

export interface AgeJurisdiction {
  /** ISO alpha-2, any case. */
  country: string | null | undefined;
  state?: string | null | undefined;
  postalCode?: string | null | undefined;
  product: Product;
}

export const DEFAULT_MINIMUM_AGE = 18;

/**
 * Ages that differ from the default. The sportsbook shares the casino's table until it brings
 * its own rules; it is a separate product value so that change touches only this table.
 */
const AGE_BY_PRODUCT: Readonly<
  Record<Product, { countries: Record<string, number>; ontario: number }>
> = {
  casino: { countries: { EE: 21 }, ontario: 19 },
  sport: { countries: { EE: 21 }, ontario: 19 },
};

function isOntario(state: string | null | undefined, postalCode: string | null | undefined) {
  const given = state?.trim().toLowerCase() ?? '';
  if (given !== '') return given === ONTARIO.toLowerCase() || given === 'on';
  return postalCode ? inferState('CA', postalCode) === ONTARIO : false;
}

/** The age a player must have reached (in full years) to play `product` where they live. */
export function minimumAge(jurisdiction: AgeJurisdiction): number {
  const rules = AGE_BY_PRODUCT[jurisdiction.product];
  const country = jurisdiction.country?.trim().toUpperCase() ?? '';
  const byCountry = rules.countries[country];
  if (byCountry !== undefined) return byCountry;
  if (country === 'CA' && isOntario(jurisdiction.state, jurisdiction.postalCode))
    return rules.ontario;
  return DEFAULT_MINIMUM_AGE;
}

/**
 * The zone whose calendar day decides a player's age: where they live, by country (the age is
 * reached at local midnight, not at UTC midnight). A country with several zones takes the one
 * where the day begins first (`earliestTimeZoneFor`); an unknown country, UTC. The browser's
 * zone is not asked: a visitor could choose it.
 */
export function ageTimeZoneFor(country: string | null | undefined): string {
  return earliestTimeZoneFor(country);
}

/**
 * Full years between `birth` and the calendar day it is in `timeZone` at `now` (VAL-028: "over
 * 18" means at least 18 full years on the day). A 29 February birthday counts from 1 March in
 * common years.
 */
export function ageOn(birth: CalendarDate, now: Date, timeZone: string): number {
  const { year, month, day } = wallTimeAt(now, timeZone);
  const hadBirthday = month > birth.month || (month === birth.month && day >= birth.day);
  return year - birth.year - (hadBirthday ? 0 : 1);
}

/** Whether someone born on `birth` has reached `minimum` full years on the day in `timeZone`. */
export function isOldEnough(
  birth: CalendarDate,
  now: Date,
  minimum: number,
  timeZone: string,
): boolean {
  return ageOn(birth, now, timeZone) >= minimum;
}
