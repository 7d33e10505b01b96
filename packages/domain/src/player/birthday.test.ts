import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  birthDateToIso,
  formatDayFirst,
  fromIsoDate,
  isPlausibleBirthDate,
  parseBirthDate,
  parseDayFirstDate,
  toIsoDate,
} from './birthday.js';

describe('DD/MM/YYYY dates (VAL-026, VAL-035)', () => {
  it('VAL-026: accepts only real dates with two-digit day and month', () => {
    expect(parseDayFirstDate('29/02/2000')).toEqual({ year: 2000, month: 2, day: 29 });
    expect(parseDayFirstDate('31/02/2000')).toBeNull();
    expect(parseDayFirstDate('1/02/2000')).toBeNull();
    expect(parseDayFirstDate('01/13/2000')).toBeNull();
    expect(parseDayFirstDate('29/02/1900')).toBeNull();
    expect(parseDayFirstDate('32/01/2000')).toBeNull();
    expect(parseDayFirstDate('00/01/2000')).toBeNull();
    expect(parseDayFirstDate('01/00/2000')).toBeNull();
    expect(parseDayFirstDate('01-02-2000')).toBeNull();
    expect(parseDayFirstDate('01/02/20')).toBeNull();
    expect(parseDayFirstDate('')).toBeNull();
  });

  it('VAL-035: reads day first', () => {
    expect(parseDayFirstDate('05/06/2025')).toEqual({ year: 2025, month: 6, day: 5 });
  });

  it('converts between the UI form and the wire form (PR-003)', () => {
    expect(toIsoDate({ year: 2000, month: 2, day: 9 })).toBe('2000-02-09');
    expect(birthDateToIso('09/02/2000')).toBe('2000-02-09');
    expect(birthDateToIso('31/04/2000')).toBeNull();
    expect(fromIsoDate('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 });
    expect(fromIsoDate('2001-02-29')).toBeNull();
    expect(fromIsoDate('2000-2-9')).toBeNull();
    expect(formatDayFirst('2000-02-09')).toBe('09/02/2000');
    expect(formatDayFirst('not a date')).toBe('');
  });

  it('reads a written birth date in either format, DD/MM/YYYY or YYYY-MM-DD, as one day', () => {
    expect(parseBirthDate('29/02/2000')).toEqual({ year: 2000, month: 2, day: 29 });
    expect(parseBirthDate('2000-02-29')).toEqual({ year: 2000, month: 2, day: 29 });
    expect(parseBirthDate(' 2000-02-29 ')).toEqual({ year: 2000, month: 2, day: 29 });
    expect(birthDateToIso('05/06/2001')).toBe('2001-06-05');
    expect(birthDateToIso('2001-06-05')).toBe('2001-06-05');
    for (const invalid of [
      '31/02/2000',
      '2000-02-31',
      '29/02/2001',
      '2001-02-29',
      '1/02/2000',
      '2000-2-01',
      '01/13/2000',
      '2000-13-01',
      '2000/02/01',
      '01-02-2000',
      '01.02.2000',
      '',
    ]) {
      expect(parseBirthDate(invalid), invalid).toBeNull();
      expect(birthDateToIso(invalid), invalid).toBeNull();
    }
  });

  it('treats a birth date before 1900 or in the future as a typing mistake', () => {
    const today = new Date('2025-06-15T10:00:00Z');
    expect(isPlausibleBirthDate({ year: 1899, month: 12, day: 31 }, today)).toBe(false);
    expect(isPlausibleBirthDate({ year: 1900, month: 1, day: 1 }, today)).toBe(true);
    expect(isPlausibleBirthDate({ year: 2025, month: 6, day: 15 }, today)).toBe(true);
    expect(isPlausibleBirthDate({ year: 2025, month: 6, day: 16 }, today)).toBe(false);
  });
});

describe('date round trips (property)', () => {
  it('every calendar day survives UI → wire → UI unchanged', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }),
        (instant) => {
          const iso = instant.toISOString().slice(0, 10);
          const shown = formatDayFirst(iso);
          expect(birthDateToIso(shown)).toBe(iso);
          // Either written format reads as the same day (issue 14: one field, two formats).
          expect(parseBirthDate(shown)).toEqual(parseBirthDate(iso));
        },
      ),
    );
  });
});
