import { describe, expect, it } from 'vitest';
import { parseDayFirstDate, type CalendarDate } from './birthday.js';
import { ageOn, isOldEnough, minimumAge } from './minimum-age.js';

const today = new Date('2025-06-15T12:00:00Z');

function born(text: string): CalendarDate {
  const date = parseDayFirstDate(text);
  if (!date) throw new Error(`bad test date ${text}`);
  return date;
}

describe('minimum age by country and product (VAL-027, VAL-028)', () => {
  it('is 21 for casino in Estonia, decided by the player country', () => {
    expect(minimumAge({ country: 'EE', product: 'casino' })).toBe(21);
    expect(minimumAge({ country: 'ee', product: 'casino' })).toBe(21);
  });

  it('is 19 in Ontario, by state or, without a state, by postal code K, L, M, N or P', () => {
    expect(minimumAge({ country: 'CA', state: 'Ontario', product: 'casino' })).toBe(19);
    expect(minimumAge({ country: 'CA', state: 'ON', product: 'casino' })).toBe(19);
    for (const postalCode of ['K1A 0B1', 'L4C 1A1', 'm5v', 'N2L', 'P3A'])
      expect(minimumAge({ country: 'CA', postalCode, product: 'casino' }), postalCode).toBe(19);
  });

  it('is 18 elsewhere in Canada: a named state outranks the postal code', () => {
    expect(
      minimumAge({ country: 'CA', state: 'Quebec', postalCode: 'M5V', product: 'casino' }),
    ).toBe(18);
    expect(minimumAge({ country: 'CA', postalCode: 'H2X', product: 'casino' })).toBe(18);
    expect(minimumAge({ country: 'CA', product: 'casino' })).toBe(18);
  });

  it('is 18 in other countries and without a country', () => {
    for (const country of ['DE', 'AU', 'NZ', 'IT', 'AT', 'NO', null, undefined])
      expect(minimumAge({ country, product: 'casino' })).toBe(18);
    // An Ontario-looking postal code means nothing outside Canada.
    expect(minimumAge({ country: 'DE', postalCode: 'M5V', product: 'casino' })).toBe(18);
  });

  it('gives the sportsbook its own product value, with the same ages today', () => {
    expect(minimumAge({ country: 'EE', product: 'sport' })).toBe(21);
    expect(minimumAge({ country: 'CA', state: 'Ontario', product: 'sport' })).toBe(19);
    expect(minimumAge({ country: 'DE', product: 'sport' })).toBe(18);
  });

  it('VAL-027 (clock 2025-06-15): 18 full years on the day', () => {
    expect(isOldEnough(born('15/06/2007'), today, 18)).toBe(true);
    expect(isOldEnough(born('16/06/2007'), today, 18)).toBe(false);
    // The row lists EE births 15/06/2005 ✓ / 16/06/2005 ✗, but on 2025-06-15 those are 20 and
    // 19 years: the row's own rule (21 in Estonia) puts the boundary one year earlier.
    expect(isOldEnough(born('15/06/2004'), today, 21)).toBe(true);
    expect(isOldEnough(born('16/06/2004'), today, 21)).toBe(false);
    expect(isOldEnough(born('15/06/2005'), today, 21)).toBe(false);
  });

  it('VAL-028: counts full years in UTC, whatever the time of day', () => {
    expect(ageOn(born('15/06/2007'), new Date('2025-06-15T00:00:00Z'))).toBe(18);
    expect(ageOn(born('15/06/2007'), new Date('2025-06-14T23:59:59Z'))).toBe(17);
    // Born on 29 February: the birthday is reached on 1 March in a common year.
    expect(ageOn(born('29/02/2004'), new Date('2022-02-28T12:00:00Z'))).toBe(17);
    expect(ageOn(born('29/02/2004'), new Date('2022-03-01T12:00:00Z'))).toBe(18);
  });
});
