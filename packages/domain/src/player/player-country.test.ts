import { describe, expect, it } from 'vitest';
import { homeCountryOf, isPlayerCountry, type ListedCountry } from './player-country';

const listed: ListedCountry[] = [
  { code: 'CA', restricted: false },
  { code: 'AU', restricted: false },
  { code: 'KW', restricted: false, behaves_as: 'AU' },
  { code: 'US', restricted: true },
  { code: 'KP', restricted: true },
];

describe('countries a player may live in (DESIGN.md §9, GEO-018)', () => {
  it('offers served countries only: no restricted one, no test geo', () => {
    expect(listed.filter(isPlayerCountry).map((country) => country.code)).toEqual(['CA', 'AU']);
  });

  it('takes a test geo for the country it stands for, any other code as it is', () => {
    expect(homeCountryOf(listed, 'KW')).toBe('AU');
    expect(homeCountryOf(listed, 'CA')).toBe('CA');
    expect(homeCountryOf(listed, 'JP')).toBe('JP');
    expect(homeCountryOf(listed, undefined)).toBeUndefined();
  });
});
