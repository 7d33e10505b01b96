import { addDays, daysBetween, endOfDate, type LocalDate } from './local-dates';

/**
 * The adventure calendar of one player and one prize set (engagement.md §3, §4; VIP-017,
 * VIP-020, VIP-022, VIP-023; docs/adventures.md).
 *
 * A player's calendar starts on the date they complete day 1 (on or after the set's start
 * date): until then day 1 is today's task, whatever the date. Day k then lasts
 * `periodActivationDays` of the player's dates, and day k+1 starts the date after day k's last
 * one. Dates are the player's calendar dates (`local-dates.ts`): a zone change moves "today",
 * never a day that is already placed.
 */

export type AdventureDayState = 'completed' | 'active' | 'lost' | 'future';

export interface CalendarDayRule {
  day: number;
  /** How many of the player's dates the day lasts (1: one date). */
  periodActivationDays: number;
}

export interface CalendarInput {
  /** The set's days in order; day numbers are 1..N. */
  days: readonly CalendarDayRule[];
  /** The set's start date: no day is active before it. */
  startDate: LocalDate;
  /** Completed steps → the date each was completed (step N+1 is the super prize). */
  completed: ReadonlyMap<number, LocalDate>;
  /** The player's date now. */
  today: LocalDate;
}

export interface CalendarDay {
  day: number;
  state: AdventureDayState;
  /** First and last date of the day; null while the calendar has not started (day 1 excepted: today). */
  firstDate: LocalDate | null;
  lastDate: LocalDate | null;
}

export type SuperPrizeOutcome = 'won' | 'pending' | 'missed';

export interface Calendar {
  days: CalendarDay[];
  /** The super prize card (state `superb`): won, still possible, or out of reach. */
  superPrize: SuperPrizeOutcome;
  /** VIP-023. */
  finished: boolean;
  /** Today's day, if one is active. */
  active: CalendarDay | null;
}

const windowLength = (rule: CalendarDayRule) => Math.max(1, Math.trunc(rule.periodActivationDays));

/** The date each day starts on, once day 1 is completed (its completion date is the anchor). */
function dayStarts(days: readonly CalendarDayRule[], anchor: LocalDate): LocalDate[] {
  const starts: LocalDate[] = [];
  let start = anchor;
  for (const rule of days) {
    starts.push(start);
    start = addDays(start, windowLength(rule));
  }
  return starts;
}

/** VIP-020 states of every day, the super prize's outcome and the VIP-023 finished rule. */
export function adventureCalendar(input: CalendarInput): Calendar {
  const { days, completed, today } = input;
  const anchor = completed.get(1) ?? null;
  const total = days.length;
  let calendarDays: CalendarDay[];
  if (anchor === null) {
    const open = daysBetween(input.startDate, today) >= 0;
    calendarDays = days.map((rule, index) => ({
      day: rule.day,
      state: index === 0 && open ? 'active' : 'future',
      firstDate: index === 0 && open ? today : null,
      lastDate: index === 0 && open ? today : null,
    }));
  } else {
    const starts = dayStarts(days, anchor);
    calendarDays = days.map((rule, index) => {
      const firstDate = starts[index] ?? anchor;
      const lastDate = addDays(firstDate, windowLength(rule) - 1);
      let state: AdventureDayState;
      if (completed.has(rule.day)) state = 'completed';
      else if (daysBetween(today, firstDate) > 0) state = 'future';
      else if (daysBetween(lastDate, today) > 0) state = 'lost';
      else state = 'active';
      return { day: rule.day, state, firstDate, lastDate };
    });
  }

  const lastDay = calendarDays[total - 1];
  const lastCompleted = lastDay !== undefined && lastDay.state === 'completed';
  // "Today is past the day after the last day": the last date D, today D+2 or later.
  const pastTheEnd =
    lastDay?.lastDate != null && anchor !== null && daysBetween(lastDay.lastDate, today) >= 2;
  const superPrize: SuperPrizeOutcome = completed.has(total + 1)
    ? 'won'
    : calendarDays.some((day) => day.state === 'lost') || pastTheEnd
      ? 'missed'
      : 'pending';
  const finished = total === 0 || lastCompleted || pastTheEnd;
  const active = finished ? null : (calendarDays.find((day) => day.state === 'active') ?? null);
  return { days: calendarDays, superPrize, finished, active };
}

/**
 * VIP-022: a day's timer runs to its gift's `activatable_until` when it has a gift still to
 * activate, else to the end (23:59:59 local) of the active day's last date; other days have none.
 */
export function dayTimerEnd(input: {
  state: AdventureDayState;
  lastDate: LocalDate | null;
  giftActivatableUntil: Date | null;
  timeZone: string;
}): Date | null {
  if (input.giftActivatableUntil) return input.giftActivatableUntil;
  if (input.state === 'active' && input.lastDate) return endOfDate(input.lastDate, input.timeZone);
  return null;
}

/** VIP-028: a countdown as whole days, hours and minutes (never negative). */
export function countdownParts(
  until: Date,
  now: Date,
): { days: number; hours: number; minutes: number } {
  const minutes = Math.max(0, Math.floor((until.getTime() - now.getTime()) / 60_000));
  return {
    days: Math.floor(minutes / 1440),
    hours: Math.floor((minutes % 1440) / 60),
    minutes: minutes % 60,
  };
}
