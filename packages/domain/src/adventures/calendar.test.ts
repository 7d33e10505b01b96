import { describe, expect, it } from 'vitest';
import { adventureCalendar, countdownParts, dayTimerEnd } from './calendar';
import { localDateAt } from './local-dates';

const sevenDays = Array.from({ length: 7 }, (_, index) => ({
  day: index + 1,
  periodActivationDays: 1,
}));
const start = '2026-01-01';

function calendar(completed: Record<number, string>, today: string) {
  return adventureCalendar({
    days: sevenDays,
    startDate: start,
    completed: new Map(Object.entries(completed).map(([step, date]) => [Number(step), date])),
    today,
  });
}

describe('day states across a 7-day fixture (VIP-020)', () => {
  it('makes day 1 today until it is completed', () => {
    const result = calendar({}, '2026-03-10');
    expect(result.days.map((day) => day.state)).toEqual([
      'active',
      'future',
      'future',
      'future',
      'future',
      'future',
      'future',
    ]);
    expect(result.active?.firstDate).toBe('2026-03-10');
    expect(result.finished).toBe(false);
  });

  it('opens nothing before the set starts', () => {
    const result = calendar({}, '2025-12-31');
    expect(result.days.every((day) => day.state === 'future')).toBe(true);
    expect(result.active).toBeNull();
  });

  it('places the days from day 1 and loses a missed one', () => {
    const result = calendar({ 1: '2026-03-10', 2: '2026-03-11', 4: '2026-03-13' }, '2026-03-14');
    expect(result.days.map((day) => [day.state, day.firstDate])).toEqual([
      ['completed', '2026-03-10'],
      ['completed', '2026-03-11'],
      ['lost', '2026-03-12'],
      ['completed', '2026-03-13'],
      ['active', '2026-03-14'],
      ['future', '2026-03-15'],
      ['future', '2026-03-16'],
    ]);
    expect(result.active?.day).toBe(5);
    expect(result.superPrize).toBe('missed');
  });

  it('lets a day last its activation period', () => {
    const result = adventureCalendar({
      days: [
        { day: 1, periodActivationDays: 1 },
        { day: 2, periodActivationDays: 3 },
        { day: 3, periodActivationDays: 1 },
      ],
      startDate: start,
      completed: new Map([[1, '2026-03-10']]),
      today: '2026-03-13',
    });
    expect(result.days[1]).toMatchObject({
      state: 'active',
      firstDate: '2026-03-11',
      lastDate: '2026-03-13',
    });
    expect(result.days[2]).toMatchObject({ state: 'future', firstDate: '2026-03-14' });
  });

  it('wins the super prize with every day', () => {
    const all = Object.fromEntries(
      [...sevenDays.map((_, index) => `2026-03-1${index}`), '2026-03-16'].map((date, index) => [
        index + 1,
        date,
      ]),
    );
    const result = calendar(all, '2026-03-16');
    expect(result.days.every((day) => day.state === 'completed')).toBe(true);
    expect(result.superPrize).toBe('won');
    expect(result.finished).toBe(true);
  });
});

describe('finished (VIP-023)', () => {
  const firstSix = { 1: '2026-03-10', 2: '2026-03-11', 3: '2026-03-12' };
  // The last day, day 7, is 16 March.
  it('is not finished the day after the last day', () => {
    const result = calendar(firstSix, '2026-03-17');
    expect(result.days[6]?.state).toBe('lost');
    expect(result.finished).toBe(false);
  });

  it('is finished two days after the last day', () => {
    expect(calendar(firstSix, '2026-03-18').finished).toBe(true);
  });

  it('is finished once the last day is completed', () => {
    expect(calendar({ ...firstSix, 7: '2026-03-16' }, '2026-03-16').finished).toBe(true);
  });
});

describe('timers (VIP-022, VIP-028)', () => {
  it('ends at 23:59:59 local without a gift', () => {
    const end = dayTimerEnd({
      state: 'active',
      lastDate: '2026-07-01',
      giftActivatableUntil: null,
      timeZone: 'Australia/Sydney',
    });
    // Sydney is UTC+10 in July.
    expect(end?.toISOString()).toBe('2026-07-01T13:59:59.000Z');
  });

  it("runs to the gift's activatable_until when there is one", () => {
    const until = new Date('2026-07-08T10:00:00Z');
    expect(
      dayTimerEnd({
        state: 'completed',
        lastDate: '2026-07-01',
        giftActivatableUntil: until,
        timeZone: 'UTC',
      }),
    ).toBe(until);
  });

  it('has none on a lost or future day', () => {
    for (const state of ['lost', 'future'] as const) {
      expect(
        dayTimerEnd({ state, lastDate: '2026-07-01', giftActivatableUntil: null, timeZone: 'UTC' }),
      ).toBeNull();
    }
  });

  it('counts days, hours and minutes', () => {
    const now = new Date('2026-07-01T00:00:00Z');
    expect(countdownParts(new Date('2026-07-03T05:07:59Z'), now)).toEqual({
      days: 2,
      hours: 5,
      minutes: 7,
    });
    expect(countdownParts(new Date('2026-06-30T00:00:00Z'), now)).toEqual({
      days: 0,
      hours: 0,
      minutes: 0,
    });
  });
});

describe('a player who travels', () => {
  it('keeps placed days when the zone changes mid-calendar', () => {
    // Day 1 done in Berlin on 10 March; at 01:30 UTC on 12 March the player is in Toronto,
    // where it is still 11 March: day 2 is active, not lost.
    const now = new Date('2026-03-12T01:30:00Z');
    expect(localDateAt(now, 'Europe/Berlin')).toBe('2026-03-12');
    const today = localDateAt(now, 'America/Toronto');
    expect(today).toBe('2026-03-11');
    expect(calendar({ 1: '2026-03-10' }, today).active?.day).toBe(2);
    // Flying on to Sydney it is already 12 March there: day 2 was missed.
    const sydney = localDateAt(now, 'Australia/Sydney');
    expect(calendar({ 1: '2026-03-10' }, sydney).days[1]?.state).toBe('lost');
  });
});
