import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { startOfLocalDate } from '../limits/windows.js';
import { parseDayFirstDate, type CalendarDate } from './birthday.js';
import { ageOn, ageTimeZoneFor, isOldEnough, minimumAge } from './minimum-age.js';

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
    const berlin = ageTimeZoneFor('DE');
    const tallinn = ageTimeZoneFor('EE');
    expect(isOldEnough(born('15/06/2007'), today, 18, berlin)).toBe(true);
    expect(isOldEnough(born('16/06/2007'), today, 18, berlin)).toBe(false);
    // The row lists EE births 15/06/2005 ✓ / 16/06/2005 ✗, but on 2025-06-15 those are 20 and
    // 19 years: the row's own rule (21 in Estonia) puts the boundary one year earlier.
    expect(isOldEnough(born('15/06/2004'), today, 21, tallinn)).toBe(true);
    expect(isOldEnough(born('16/06/2004'), today, 21, tallinn)).toBe(false);
    expect(isOldEnough(born('15/06/2005'), today, 21, tallinn)).toBe(false);
  });

  it('VAL-028: a full year is reached at midnight where the player lives, not at UTC midnight', () => {
    const birth = born('15/06/2007');
    const berlin = ageTimeZoneFor('DE'); // UTC+2 in June
    expect(ageOn(birth, new Date('2025-06-14T21:59:59Z'), berlin)).toBe(17);
    expect(ageOn(birth, new Date('2025-06-14T22:00:00Z'), berlin)).toBe(18);
    // Estonia (21, UTC+3 in June): 00:00 in Tallinn is 21:00 UTC the day before.
    const tallinn = ageTimeZoneFor('EE');
    expect(isOldEnough(born('15/06/2004'), new Date('2025-06-14T20:59:59Z'), 21, tallinn)).toBe(
      false,
    );
    expect(isOldEnough(born('15/06/2004'), new Date('2025-06-14T21:00:00Z'), 21, tallinn)).toBe(
      true,
    );
    // West of UTC the day comes later: still 17 at 00:30 UTC on the birthday in Newfoundland.
    const canada = ageTimeZoneFor('CA');
    expect(ageOn(birth, new Date('2025-06-15T00:30:00Z'), canada)).toBe(17);
    expect(ageOn(birth, new Date('2025-06-15T02:30:00Z'), canada)).toBe(18);
    // Born on 29 February: the birthday is reached on 1 March in a common year.
    expect(ageOn(born('29/02/2004'), new Date('2022-02-28T12:00:00Z'), 'UTC')).toBe(17);
    expect(ageOn(born('29/02/2004'), new Date('2022-03-01T12:00:00Z'), 'UTC')).toBe(18);
  });

  it('takes the zone where the day begins first for a country of several zones, UTC for none', () => {
    expect(ageTimeZoneFor('CA')).toBe('America/St_Johns');
    expect(ageTimeZoneFor('AU')).toBe('Australia/Lord_Howe');
    expect(ageTimeZoneFor('nz')).toBe('Pacific/Chatham');
    expect(ageTimeZoneFor('EE')).toBe('Europe/Tallinn');
    expect(ageTimeZoneFor('NO')).toBe('Europe/Oslo');
    expect(ageTimeZoneFor(undefined)).toBe('UTC');
    expect(ageTimeZoneFor('ZZ')).toBe('UTC');
  });
});

describe('the minimum age is reached at local midnight (property)', () => {
  const zones = ['CA', 'AU', 'DE', 'NZ', 'IT', 'EE', 'AT', 'NO', 'KW', 'US', 'BR'].map(
    ageTimeZoneFor,
  );
  /** Where a birthday falls in `year`: 29 February moves to 1 March in a common year. */
  const birthdayIn = (birth: CalendarDate, year: number) => {
    const isLeap = new Date(Date.UTC(year, 1, 29)).getUTCMonth() === 1;
    return birth.month === 2 && birth.day === 29 && !isLeap
      ? { month: 3, day: 1 }
      : { month: birth.month, day: birth.day };
  };

  it('is refused one second before the local midnight of the birthday and accepted from it', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1950-01-01'), max: new Date('2010-12-31'), noInvalidDate: true }),
        fc.constantFrom(...zones),
        fc.constantFrom(18, 19, 21),
        (instant, timeZone, minimum) => {
          const birth = {
            year: instant.getUTCFullYear(),
            month: instant.getUTCMonth() + 1,
            day: instant.getUTCDate(),
          };
          const year = birth.year + minimum;
          const { month, day } = birthdayIn(birth, year);
          const midnight = startOfLocalDate(year, month, day, timeZone);
          const before = new Date(midnight.getTime() - 1000);
          expect(isOldEnough(birth, before, minimum, timeZone)).toBe(false);
          expect(isOldEnough(birth, midnight, minimum, timeZone)).toBe(true);
        },
      ),
    );
  });
});
