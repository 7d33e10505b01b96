/**
 * Time comes from a clock, never from `new Date()` in rules, so tests can move it (cooling-off
 * to the second, crypto confirmations, payouts and webhook retries on demand). Shared by every
 * app that keeps time-dependent rules.
 */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests move by hand (RELIABILITY.md RG-02: cooling-off to the second). */
export class MovableClock implements Clock {
  private current: number;

  constructor(start: Date = new Date('2026-01-15T12:00:00Z')) {
    this.current = start.getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  set(to: Date): void {
    this.current = to.getTime();
  }

  advance(milliseconds: number): void {
    this.current += milliseconds;
  }
}
