import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { timeZoneFor } from './time-zones.js';
import { addLocalMonths, instantOfWallTime, windowOf, type LimitPeriod } from './windows.js';

const TALLINN = 'Europe/Tallinn';
const BERLIN = 'Europe/Berlin';
const HOUR = 3_600_000;

/**
 * RELIABILITY RG-03: 40 boundary cases. Expected windows are written as local wall times with
 * the offset in force there (EET +02 / EEST +03, CET +01 / CEST +02), so each can be checked by
 * eye: in 2026 the clocks jump on 29 March and fall back on 25 October, both at 01:00 UTC.
 */
// prettier-ignore
const BOUNDARIES: [string, LimitPeriod, string, string, string][] = [
  // Tallinn, spring forward (03:00 → 04:00): a 23-hour day.
  [TALLINN, 'day', '2026-03-29T00:30:00+02:00', '2026-03-29T00:00:00+02:00', '2026-03-30T00:00:00+03:00'],
  [TALLINN, 'day', '2026-03-29T02:59:59+02:00', '2026-03-29T00:00:00+02:00', '2026-03-30T00:00:00+03:00'],
  [TALLINN, 'day', '2026-03-29T04:00:00+03:00', '2026-03-29T00:00:00+02:00', '2026-03-30T00:00:00+03:00'],
  [TALLINN, 'day', '2026-03-29T23:59:59+03:00', '2026-03-29T00:00:00+02:00', '2026-03-30T00:00:00+03:00'],
  [TALLINN, 'day', '2026-03-30T00:00:00+03:00', '2026-03-30T00:00:00+03:00', '2026-03-31T00:00:00+03:00'],
  [TALLINN, 'day', '2026-03-28T23:59:59+02:00', '2026-03-28T00:00:00+02:00', '2026-03-29T00:00:00+02:00'],
  // Tallinn, fall back (04:00 → 03:00): 03:30 happens twice, both in one 25-hour day.
  [TALLINN, 'day', '2026-10-25T03:30:00+03:00', '2026-10-25T00:00:00+03:00', '2026-10-26T00:00:00+02:00'],
  [TALLINN, 'day', '2026-10-25T03:30:00+02:00', '2026-10-25T00:00:00+03:00', '2026-10-26T00:00:00+02:00'],
  [TALLINN, 'week', '2026-03-29T12:00:00+03:00', '2026-03-23T00:00:00+02:00', '2026-03-30T00:00:00+03:00'],
  [TALLINN, 'week', '2026-03-30T00:00:00+03:00', '2026-03-30T00:00:00+03:00', '2026-04-06T00:00:00+03:00'],
  [TALLINN, 'week', '2026-10-25T23:59:59+02:00', '2026-10-19T00:00:00+03:00', '2026-10-26T00:00:00+02:00'],
  [TALLINN, 'month', '2026-03-31T23:59:59+03:00', '2026-03-01T00:00:00+02:00', '2026-04-01T00:00:00+03:00'],
  [TALLINN, 'month', '2026-04-01T00:00:00+03:00', '2026-04-01T00:00:00+03:00', '2026-05-01T00:00:00+03:00'],
  [TALLINN, 'month', '2026-10-31T12:00:00+02:00', '2026-10-01T00:00:00+03:00', '2026-11-01T00:00:00+02:00'],
  // Leap day and month ends.
  [TALLINN, 'day', '2028-02-29T10:00:00+02:00', '2028-02-29T00:00:00+02:00', '2028-03-01T00:00:00+02:00'],
  [TALLINN, 'month', '2028-02-29T23:59:59+02:00', '2028-02-01T00:00:00+02:00', '2028-03-01T00:00:00+02:00'],
  [TALLINN, 'month', '2026-02-28T23:59:59+02:00', '2026-02-01T00:00:00+02:00', '2026-03-01T00:00:00+02:00'],
  [TALLINN, 'week', '2028-02-29T10:00:00+02:00', '2028-02-28T00:00:00+02:00', '2028-03-06T00:00:00+02:00'],
  [TALLINN, 'day', '2026-12-31T23:59:59+02:00', '2026-12-31T00:00:00+02:00', '2027-01-01T00:00:00+02:00'],
  [TALLINN, 'week', '2027-01-01T00:00:00+02:00', '2026-12-28T00:00:00+02:00', '2027-01-04T00:00:00+02:00'],
  // Berlin, spring forward (02:00 → 03:00).
  [BERLIN, 'day', '2026-03-29T01:59:59+01:00', '2026-03-29T00:00:00+01:00', '2026-03-30T00:00:00+02:00'],
  [BERLIN, 'day', '2026-03-29T03:00:00+02:00', '2026-03-29T00:00:00+01:00', '2026-03-30T00:00:00+02:00'],
  [BERLIN, 'day', '2026-03-28T23:00:00Z', '2026-03-29T00:00:00+01:00', '2026-03-30T00:00:00+02:00'],
  [BERLIN, 'day', '2026-03-28T22:59:59Z', '2026-03-28T00:00:00+01:00', '2026-03-29T00:00:00+01:00'],
  // Berlin, fall back (03:00 → 02:00).
  [BERLIN, 'day', '2026-10-25T02:30:00+02:00', '2026-10-25T00:00:00+02:00', '2026-10-26T00:00:00+01:00'],
  [BERLIN, 'day', '2026-10-25T02:30:00+01:00', '2026-10-25T00:00:00+02:00', '2026-10-26T00:00:00+01:00'],
  [BERLIN, 'day', '2026-10-25T23:59:59+01:00', '2026-10-25T00:00:00+02:00', '2026-10-26T00:00:00+01:00'],
  [BERLIN, 'week', '2026-03-29T23:59:59+02:00', '2026-03-23T00:00:00+01:00', '2026-03-30T00:00:00+02:00'],
  [BERLIN, 'week', '2026-10-19T00:00:00+02:00', '2026-10-19T00:00:00+02:00', '2026-10-26T00:00:00+01:00'],
  [BERLIN, 'month', '2026-03-15T12:00:00+01:00', '2026-03-01T00:00:00+01:00', '2026-04-01T00:00:00+02:00'],
  [BERLIN, 'month', '2026-10-01T00:00:00+02:00', '2026-10-01T00:00:00+02:00', '2026-11-01T00:00:00+01:00'],
  [BERLIN, 'month', '2026-04-30T23:59:59+02:00', '2026-04-01T00:00:00+02:00', '2026-05-01T00:00:00+02:00'],
  [BERLIN, 'month', '2026-05-01T00:00:00+02:00', '2026-05-01T00:00:00+02:00', '2026-06-01T00:00:00+02:00'],
  [BERLIN, 'day', '2024-02-29T23:59:59+01:00', '2024-02-29T00:00:00+01:00', '2024-03-01T00:00:00+01:00'],
  [BERLIN, 'month', '2024-02-01T00:00:00+01:00', '2024-02-01T00:00:00+01:00', '2024-03-01T00:00:00+01:00'],
  [BERLIN, 'week', '2024-02-29T12:00:00+01:00', '2024-02-26T00:00:00+01:00', '2024-03-04T00:00:00+01:00'],
  [BERLIN, 'day', '2026-01-31T23:59:59+01:00', '2026-01-31T00:00:00+01:00', '2026-02-01T00:00:00+01:00'],
  [BERLIN, 'month', '2026-12-31T23:59:59+01:00', '2026-12-01T00:00:00+01:00', '2027-01-01T00:00:00+01:00'],
  // One instant, two zones: 22:30 UTC on 28 March is already the 29th in Tallinn.
  [TALLINN, 'day', '2026-03-28T22:30:00Z', '2026-03-29T00:00:00+02:00', '2026-03-30T00:00:00+03:00'],
  [BERLIN, 'day', '2026-03-28T22:30:00Z', '2026-03-28T00:00:00+01:00', '2026-03-29T00:00:00+01:00'],
  ['UTC', 'day', '2026-03-29T00:30:00Z', '2026-03-29T00:00:00Z', '2026-03-30T00:00:00Z'],
];

describe('limit windows in the player time zone (RELIABILITY RG-03)', () => {
  it('has at least 40 boundary cases', () => {
    expect(BOUNDARIES.length).toBeGreaterThanOrEqual(40);
  });

  it.each(BOUNDARIES)('%s %s at %s runs from %s to %s', (zone, period, now, start, end) => {
    const window = windowOf(period, new Date(now), zone);
    expect(window.start.toISOString()).toBe(new Date(start).toISOString());
    expect(window.end.toISOString()).toBe(new Date(end).toISOString());
  });

  it('gives DST days 23 and 25 hours', () => {
    const spring = windowOf('day', new Date('2026-03-29T12:00:00Z'), BERLIN);
    const autumn = windowOf('day', new Date('2026-10-25T12:00:00Z'), TALLINN);
    expect(spring.end.getTime() - spring.start.getTime()).toBe(23 * HOUR);
    expect(autumn.end.getTime() - autumn.start.getTime()).toBe(25 * HOUR);
  });

  it('maps countries to zones, UTC by default', () => {
    expect(timeZoneFor('EE')).toBe(TALLINN);
    expect(timeZoneFor('de')).toBe(BERLIN);
    expect(timeZoneFor('ZZ')).toBe('UTC');
    expect(timeZoneFor(null)).toBe('UTC');
  });

  it('resolves a wall time that does not exist to the jump, and a repeated one to the first', () => {
    // 02:30 on 29 March 2026 never shows in Berlin; 02:30 on 25 October shows twice.
    expect(instantOfWallTime(Date.UTC(2026, 2, 29, 2, 30), BERLIN).toISOString()).toBe(
      '2026-03-29T01:00:00.000Z',
    );
    expect(instantOfWallTime(Date.UTC(2026, 9, 25, 2, 30), BERLIN).toISOString()).toBe(
      '2026-10-25T00:30:00.000Z',
    );
  });

  it('adds calendar months for self-exclusion, keeping the local time, clamping the day', () => {
    const cases: [string, number, string][] = [
      ['2026-08-31T10:00:00+03:00', 6, '2027-02-28T10:00:00+02:00'],
      ['2027-08-31T10:00:00+03:00', 6, '2028-02-29T10:00:00+02:00'],
      ['2026-01-15T12:00:00+02:00', 12, '2027-01-15T12:00:00+02:00'],
      ['2026-02-15T12:00:00+02:00', 60, '2031-02-15T12:00:00+02:00'],
      ['2026-01-20T12:00:00+02:00', 6, '2026-07-20T12:00:00+03:00'],
    ];
    for (const [from, months, to] of cases) {
      expect(addLocalMonths(new Date(from), months, TALLINN).toISOString()).toBe(
        new Date(to).toISOString(),
      );
    }
  });
});

// ---- property tests against an independent model --------------------------------------------

const ZONES = [TALLINN, BERLIN, 'UTC', 'Australia/Sydney', 'Pacific/Auckland', 'America/Toronto'];

/** The model: the local date as another Intl formatter prints it ("2026-03-29"). */
function localDate(instant: Date, zone: string): string {
  return instant.toLocaleDateString('sv-SE', { timeZone: zone });
}
function mondayOf(date: string): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const noon = new Date(Date.UTC(year, month - 1, day, 12));
  noon.setUTCDate(noon.getUTCDate() - ((noon.getUTCDay() + 6) % 7));
  return noon.toISOString().slice(0, 10);
}
function modelKey(period: LimitPeriod, instant: Date, zone: string): string {
  const date = localDate(instant, zone);
  if (period === 'day') return date;
  if (period === 'week') return mondayOf(date);
  return date.slice(0, 7);
}

// 2020-2030, to the second, so DST switches and month ends are hit often enough with bias.
const instantArb = fc
  .integer({ min: Date.UTC(2020, 0, 1) / 1000, max: Date.UTC(2030, 11, 31) / 1000 })
  .map((seconds) => new Date(seconds * 1000));
const nearArb = (base: Date) =>
  fc
    .integer({ min: -40 * 24 * 3600, max: 40 * 24 * 3600 })
    .map((seconds) => new Date(base.getTime() + seconds * 1000));
const periodArb = fc.constantFrom<LimitPeriod>('day', 'week', 'month');
const zoneArb = fc.constantFrom(...ZONES);

describe('windows agree with the calendar model (fast-check)', () => {
  it('an instant is inside the window exactly when the model puts it in the same period', () => {
    fc.assert(
      fc.property(
        zoneArb,
        periodArb,
        instantArb.chain((now) => fc.tuple(fc.constant(now), nearArb(now))),
        (zone, period, [now, other]) => {
          const { start, end } = windowOf(period, now, zone);
          const inside = other >= start && other < end;
          return inside === (modelKey(period, other, zone) === modelKey(period, now, zone));
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('windows start at local midnight, hold now, and tile time without gaps', () => {
    fc.assert(
      fc.property(zoneArb, periodArb, instantArb, (zone, period, now) => {
        const window = windowOf(period, now, zone);
        const before = windowOf(period, new Date(window.start.getTime() - 1000), zone);
        const after = windowOf(period, window.end, zone);
        return (
          window.start <= now &&
          now < window.end &&
          window.start.toLocaleTimeString('sv-SE', { timeZone: zone }) === '00:00:00' &&
          before.end.getTime() === window.start.getTime() &&
          after.start.getTime() === window.end.getTime()
        );
      }),
      { numRuns: 1000 },
    );
  });
});
