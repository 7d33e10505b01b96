/**
 * Calendar dates without a time zone (engagement.md §5 birthday, §9 "Dates use DD/MM/YYYY";
 * requirements VAL-026, VAL-035, PR-003). The UI reads and shows `DD/MM/YYYY`; the wire and the
 * database carry `YYYY-MM-DD`. Parsing is strict so `1/02/2000` or `31/02/2000` never turn into
 * a neighbouring date.
 */

export interface CalendarDate {
  year: number;
  /** 1-12. */
  month: number;
  /** 1-31. */
  day: number;
}

/** Birth dates before this year are typing mistakes, not players. */
export const EARLIEST_BIRTH_YEAR = 1900;

function daysInMonth(year: number, month: number): number {
  // Day 0 of the next month is the last day of this one; UTC so no DST shift applies.
  return new Date(Date.UTC(year, month, 0)).getUTCDate();
}

function calendarDate(year: number, month: number, day: number): CalendarDate | null {
  if (year < 1 || month < 1 || month > 12 || day < 1) return null;
  if (day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** `DD/MM/YYYY` with two-digit day and month and a real calendar date, else null. */
export function parseDayFirstDate(text: string): CalendarDate | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(text.trim());
  if (!match) return null;
  return calendarDate(Number(match[3]), Number(match[2]), Number(match[1]));
}

const pad = (value: number, width: number) => String(value).padStart(width, '0');

/** `YYYY-MM-DD`, the wire and storage form. */
export function toIsoDate(date: CalendarDate): string {
  return `${pad(date.year, 4)}-${pad(date.month, 2)}-${pad(date.day, 2)}`;
}

/** Strict `YYYY-MM-DD` with a real calendar date, else null. */
export function fromIsoDate(iso: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(iso.trim());
  if (!match) return null;
  return calendarDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** `YYYY-MM-DD` → `DD/MM/YYYY` for display; an empty string when `iso` is not a date. */
export function formatDayFirst(iso: string): string {
  const date = fromIsoDate(iso);
  return date ? `${pad(date.day, 2)}/${pad(date.month, 2)}/${pad(date.year, 4)}` : '';
}

/**
 * A birth date as it is written to the api, the one parser of every write path (registration,
 * `update_details`, `PATCH /api/player`): `DD/MM/YYYY` as the player types it (VAL-026) or
 * `YYYY-MM-DD`, the format of every answer (PR-003). Null when it is neither or not a real date
 * (`31/02/2000`, `2000-02-30`).
 */
export function parseBirthDate(text: string): CalendarDate | null {
  return parseDayFirstDate(text) ?? fromIsoDate(text);
}

/** Either written format → `YYYY-MM-DD`, or null when the text is not a valid date. */
export function birthDateToIso(text: string): string | null {
  const date = parseBirthDate(text);
  return date ? toIsoDate(date) : null;
}

/** A plausible birth date: a real date, not before 1900 and not after `today` (UTC). */
export function isPlausibleBirthDate(date: CalendarDate, today: Date): boolean {
  if (date.year < EARLIEST_BIRTH_YEAR) return false;
  return toIsoDate(date) <= today.toISOString().slice(0, 10);
}
