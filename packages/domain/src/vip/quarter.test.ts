import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isPastQuarter, nextQuarterStart, quarterExpiryDay, quarterOf } from './quarter.js';

describe('VIP quarters (UTC)', () => {
  it('VIP-011: 2025-05-10 → expiry 2025-06-30', () => {
    expect(quarterExpiryDay(new Date('2025-05-10T12:00:00Z'))).toBe('2025-06-30');
  });

  // prettier-ignore
  const EDGES: [string, string, string, string][] = [
    ['2025-01-01T00:00:00.000Z', '2025-Q1', '2025-03-31', '2025-04-01T00:00:00.000Z'],
    ['2024-12-31T23:59:59.999Z', '2024-Q4', '2024-12-31', '2025-01-01T00:00:00.000Z'],
    ['2025-03-31T23:59:59.999Z', '2025-Q1', '2025-03-31', '2025-04-01T00:00:00.000Z'],
    ['2025-04-01T00:00:00.000Z', '2025-Q2', '2025-06-30', '2025-07-01T00:00:00.000Z'],
    ['2025-06-30T23:59:59.999Z', '2025-Q2', '2025-06-30', '2025-07-01T00:00:00.000Z'],
    ['2025-07-01T00:00:00.000Z', '2025-Q3', '2025-09-30', '2025-10-01T00:00:00.000Z'],
    ['2025-09-30T23:59:59.999Z', '2025-Q3', '2025-09-30', '2025-10-01T00:00:00.000Z'],
    ['2025-10-01T00:00:00.000Z', '2025-Q4', '2025-12-31', '2026-01-01T00:00:00.000Z'],
    // A leap year's first quarter ends on 31 March all the same.
    ['2024-02-29T12:00:00.000Z', '2024-Q1', '2024-03-31', '2024-04-01T00:00:00.000Z'],
    // 23:30 in New York on 31 March is already 1 April in UTC: the UTC quarter counts.
    ['2026-03-31T23:30:00-04:00', '2026-Q2', '2026-06-30', '2026-07-01T00:00:00.000Z'],
    // 00:30 on 1 April in Tallinn (EEST) is still 31 March in UTC.
    ['2026-04-01T00:30:00+03:00', '2026-Q1', '2026-03-31', '2026-04-01T00:00:00.000Z'],
  ];

  it.each(EDGES)('%s is in %s, expires %s, the job runs at %s', (at, label, expiry, job) => {
    const date = new Date(at);
    expect(quarterOf(date).label).toBe(label);
    expect(quarterExpiryDay(date)).toBe(expiry);
    expect(nextQuarterStart(date).toISOString()).toBe(job);
  });

  const instant = fc
    .integer({ min: Date.UTC(2000, 0, 1), max: Date.UTC(2100, 0, 1) })
    .map((ms) => new Date(ms));

  it('every instant lies in its quarter, and the quarters tile time without gaps', () => {
    fc.assert(
      fc.property(instant, (at) => {
        const quarter = quarterOf(at);
        expect(quarter.start.getTime()).toBeLessThanOrEqual(at.getTime());
        expect(quarter.end.getTime()).toBeGreaterThan(at.getTime());
        expect(quarterOf(quarter.end).start.getTime()).toBe(quarter.end.getTime());
        expect(quarterOf(new Date(quarter.start.getTime() - 1)).end.getTime()).toBe(
          quarter.start.getTime(),
        );
        const days = (quarter.end.getTime() - quarter.start.getTime()) / 86_400_000;
        expect(days).toBeGreaterThanOrEqual(90);
        expect(days).toBeLessThanOrEqual(92);
      }),
    );
  });

  it('the job time is strictly after, and at most one quarter ahead', () => {
    fc.assert(
      fc.property(instant, (at) => {
        const next = nextQuarterStart(at);
        expect(next.getTime()).toBeGreaterThan(at.getTime());
        expect(quarterOf(next).label).not.toBe(quarterOf(at).label);
        expect(isPastQuarter(quarterOf(at).label, next)).toBe(true);
        expect(isPastQuarter(quarterOf(at).label, at)).toBe(false);
      }),
    );
  });
});
