/** Time comes from here, never from `new Date()` in rules, so tests can move it. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

/** A clock tests move by hand, so confirmations, settlements and retries run on demand. */
export class MovableClock implements Clock {
  private current: number;

  constructor(start: Date = new Date('2026-01-15T12:00:00Z')) {
    this.current = start.getTime();
  }

  now(): Date {
    return new Date(this.current);
  }

  advance(milliseconds: number): void {
    this.current += milliseconds;
  }
}
