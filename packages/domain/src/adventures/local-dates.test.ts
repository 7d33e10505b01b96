import { describe, expect, it } from 'vitest';
import {
  addDays,
  endOfDate,
  fromDmy,
  isKnownTimeZone,
  localDateAt,
  startOfDate,
  toDmy,
} from './local-dates';

const HOUR = 3_600_000;

describe("the player's dates", () => {
  it('knows zone names Intl knows', () => {
    expect(isKnownTimeZone('Europe/Berlin')).toBe(true);
    expect(isKnownTimeZone('UTC')).toBe(true);
    expect(isKnownTimeZone('Mars/Olympus_Mons')).toBe(false);
    expect(isKnownTimeZone('')).toBe(false);
  });

  it("places the day's edges at local midnight", () => {
    // 23:59:59 and 00:00:00 in Berlin (CET, UTC+1) on 1 December.
    expect(localDateAt(new Date('2026-12-01T22:59:59Z'), 'Europe/Berlin')).toBe('2026-12-01');
    expect(localDateAt(new Date('2026-12-01T23:00:00Z'), 'Europe/Berlin')).toBe('2026-12-02');
    expect(startOfDate('2026-12-02', 'Europe/Berlin').toISOString()).toBe(
      '2026-12-01T23:00:00.000Z',
    );
    expect(endOfDate('2026-12-01', 'Europe/Berlin').toISOString()).toBe('2026-12-01T22:59:59.000Z');
  });

  it('makes the DST days 23 and 25 hours long (Berlin, Toronto, Sydney)', () => {
    const length = (date: string, zone: string) =>
      (startOfDate(addDays(date, 1), zone).getTime() - startOfDate(date, zone).getTime()) / HOUR;
    expect(length('2026-03-29', 'Europe/Berlin')).toBe(23);
    expect(length('2026-10-25', 'Europe/Berlin')).toBe(25);
    expect(length('2026-03-08', 'America/Toronto')).toBe(23);
    expect(length('2026-11-01', 'America/Toronto')).toBe(25);
    // Southern hemisphere: clocks go back in April, forward in October.
    expect(length('2026-04-05', 'Australia/Sydney')).toBe(25);
    expect(length('2026-10-04', 'Australia/Sydney')).toBe(23);
    expect(length('2026-06-01', 'Australia/Sydney')).toBe(24);
  });

  it('adds days across months and leap years', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('converts DD/MM/YYYY both ways', () => {
    expect(toDmy('2025-06-05')).toBe('05/06/2025');
    expect(fromDmy('05/06/2025')).toBe('2025-06-05');
    expect(fromDmy('31/02/2025')).toBeNull();
  });
});
