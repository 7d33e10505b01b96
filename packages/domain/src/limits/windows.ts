/**
 * Limit windows in the player's time zone (RELIABILITY RG-03): a day is the calendar day, a week
 * the ISO week starting on Monday, a month the calendar month, each from local midnight to the
 * next local midnight. So a day across a DST switch lasts 23 or 25 hours, and a month is 28 to
 * 31 days. Only `Intl` is used: it carries the IANA zone rules of the runtime.
 */

export type LimitPeriod = 'day' | 'week' | 'month';

export interface LimitWindow {
  /** First instant of the window (inclusive). */
  start: Date;
  /** First instant of the next window (exclusive). */
  end: Date;
}

/** A local calendar date and time, as the wall clock in a zone shows it. */
export interface WallTime {
  year: number;
  /** 1-12. */
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const SECOND = 1000;
const DAY = 24 * 60 * 60 * SECOND;

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatterFor(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** What the wall clock in `timeZone` shows at `instant` (to the second). */
export function wallTimeAt(instant: Date, timeZone: string): WallTime {
  const parts: Record<string, number> = {};
  for (const part of formatterFor(timeZone).formatToParts(instant)) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 1970,
    month: parts.month ?? 1,
    day: parts.day ?? 1,
    hour: parts.hour ?? 0,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

/** The wall time as if it were UTC, in milliseconds: a plain number to compare and shift. */
function wallMs(wall: WallTime): number {
  return Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);
}

/** Local minus UTC at `instantMs`, in milliseconds (e.g. +2 h in Tallinn in winter). */
function offsetAt(instantMs: number, timeZone: string): number {
  const whole = Math.floor(instantMs / SECOND) * SECOND;
  return wallMs(wallTimeAt(new Date(whole), timeZone)) - whole;
}

/**
 * The instant the wall clock in `timeZone` shows `localMs` (a wall time as if UTC). When the
 * clocks go back and the time occurs twice, the first; when they jump forward over it, the
 * instant of the jump (the first moment at or after that wall time).
 */
export function instantOfWallTime(localMs: number, timeZone: string): Date {
  // Zone transitions are weeks apart, so the offsets a day either side cover both sides of one.
  const offsets = new Set([
    offsetAt(localMs - DAY, timeZone),
    offsetAt(localMs, timeZone),
    offsetAt(localMs + DAY, timeZone),
  ]);
  for (const offset of [...offsets]) offsets.add(offsetAt(localMs - offset, timeZone));
  const candidates = [...offsets]
    .map((offset) => localMs - offset)
    .filter((instant) => instant + offsetAt(instant, timeZone) === localMs)
    .sort((a, b) => a - b);
  const first = candidates[0];
  if (first !== undefined) return new Date(first);

  // A gap: search the jump between the latest instant showing less and the earliest showing more.
  let low = localMs - Math.max(...offsets);
  let high = localMs - Math.min(...offsets);
  while (high - low > SECOND) {
    const middle = low + Math.floor((high - low) / 2 / SECOND) * SECOND;
    if (middle + offsetAt(middle, timeZone) >= localMs) high = middle;
    else low = middle;
  }
  return new Date(high);
}

/** Local midnight starting the calendar date (year, month 1-12, day; out-of-range days roll). */
export function startOfLocalDate(year: number, month: number, day: number, timeZone: string): Date {
  return instantOfWallTime(Date.UTC(year, month - 1, day), timeZone);
}

/** The window of `period` that holds `now`, in `timeZone`. */
export function windowOf(period: LimitPeriod, now: Date, timeZone: string): LimitWindow {
  const { year, month, day } = wallTimeAt(now, timeZone);
  switch (period) {
    case 'day':
      return {
        start: startOfLocalDate(year, month, day, timeZone),
        end: startOfLocalDate(year, month, day + 1, timeZone),
      };
    case 'week': {
      // getUTCDay: Sunday 0 … Saturday 6; ISO weeks start on Monday.
      const sinceMonday = (new Date(Date.UTC(year, month - 1, day)).getUTCDay() + 6) % 7;
      return {
        start: startOfLocalDate(year, month, day - sinceMonday, timeZone),
        end: startOfLocalDate(year, month, day - sinceMonday + 7, timeZone),
      };
    }
    case 'month':
      return {
        start: startOfLocalDate(year, month, 1, timeZone),
        end: startOfLocalDate(year, month + 1, 1, timeZone),
      };
  }
}

/**
 * `months` calendar months after `from` at the same local time (self-exclusion lengths): a day
 * the target month lacks becomes its last day (31 Aug + 6 months = 28 or 29 Feb).
 */
export function addLocalMonths(from: Date, months: number, timeZone: string): Date {
  const wall = wallTimeAt(from, timeZone);
  const targetMonthIndex = wall.month - 1 + months;
  const lastDay = new Date(Date.UTC(wall.year, targetMonthIndex + 1, 0)).getUTCDate();
  const local = Date.UTC(
    wall.year,
    targetMonthIndex,
    Math.min(wall.day, lastDay),
    wall.hour,
    wall.minute,
    wall.second,
  );
  return new Date(instantOfWallTime(local, timeZone).getTime() + (from.getTime() % SECOND));
}
