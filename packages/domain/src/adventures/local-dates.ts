import { startOfLocalDate, wallTimeAt } from '../limits/windows';

/**
 * The player's calendar dates (DESIGN.md §12: "today" is the player's day in their time zone).
 * A date is a plain `YYYY-MM-DD` string: it compares and sorts as text, and it stays the same
 * date whatever zone the player is in later, so a calendar day is a date and only "today"
 * depends on the zone. Instants come from `Intl` through the limits' wall-clock helpers, so a
 * day across a DST change lasts 23 or 25 hours.
 */
export type LocalDate = string;

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const DMY_DATE = /^(\d{2})\/(\d{2})\/(\d{4})$/;

const pad = (value: number, width = 2) => String(value).padStart(width, '0');

function partsOf(date: LocalDate): { year: number; month: number; day: number } {
  const match = ISO_DATE.exec(date);
  if (!match) throw new RangeError(`not a YYYY-MM-DD date: ${date}`);
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

function fromUtcMidnight(ms: number): LocalDate {
  const date = new Date(ms);
  return `${pad(date.getUTCFullYear(), 4)}-${pad(date.getUTCMonth() + 1)}-${pad(date.getUTCDate())}`;
}

/** A zone name `Intl` knows (`Europe/Berlin`, `UTC`); browsers send such names. */
export function isKnownTimeZone(timeZone: string): boolean {
  if (timeZone.length === 0 || timeZone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone });
    return true;
  } catch {
    return false;
  }
}

/** The date the wall clock in `timeZone` shows at `instant`. */
export function localDateAt(instant: Date, timeZone: string): LocalDate {
  const wall = wallTimeAt(instant, timeZone);
  return `${pad(wall.year, 4)}-${pad(wall.month)}-${pad(wall.day)}`;
}

/** `date` plus `days` calendar days (negative goes back). */
export function addDays(date: LocalDate, days: number): LocalDate {
  const { year, month, day } = partsOf(date);
  return fromUtcMidnight(Date.UTC(year, month - 1, day + days));
}

/** Whole calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: LocalDate, to: LocalDate): number {
  const a = partsOf(from);
  const b = partsOf(to);
  return Math.round(
    (Date.UTC(b.year, b.month - 1, b.day) - Date.UTC(a.year, a.month - 1, a.day)) / 86_400_000,
  );
}

/** The first instant of `date` in `timeZone` (local midnight, or the jump over it). */
export function startOfDate(date: LocalDate, timeZone: string): Date {
  const { year, month, day } = partsOf(date);
  return startOfLocalDate(year, month, day, timeZone);
}

/** The last second of `date` in `timeZone` (23:59:59 local), what a timer counts down to. */
export function endOfDate(date: LocalDate, timeZone: string): Date {
  return new Date(startOfDate(addDays(date, 1), timeZone).getTime() - 1000);
}

/** `YYYY-MM-DD` → `DD/MM/YYYY` (engagement.md §9 dates). */
export function toDmy(date: LocalDate): string {
  const { year, month, day } = partsOf(date);
  return `${pad(day)}/${pad(month)}/${pad(year, 4)}`;
}

/** `DD/MM/YYYY` → `YYYY-MM-DD`; null when it is not a real date. */
export function fromDmy(text: string): LocalDate | null {
  const match = DMY_DATE.exec(text.trim());
  if (!match) return null;
  const iso = `${match[3]}-${match[2]}-${match[1]}`;
  const { year, month, day } = partsOf(iso);
  return fromUtcMidnight(Date.UTC(year, month - 1, day)) === iso ? iso : null;
}
