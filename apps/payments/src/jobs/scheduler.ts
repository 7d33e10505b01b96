import type { Clock } from '../lib/clock.js';

/**
 * When to look at the job queue again. The server wakes on real timers; tests use the manual
 * scheduler and call `app.sandbox.runDue()` after moving the clock, so nothing depends on
 * wall-clock time.
 */
export interface Scheduler {
  start(runDue: () => Promise<void>): void;
  /** A job became due at `at`. */
  wake(at: Date): void;
  stop(): void;
}

export const manualScheduler = (): Scheduler => ({
  start() {},
  wake() {},
  stop() {},
});

// setTimeout overflows past 2^31-1 ms; a far job is looked at again after an hour instead.
const MAX_SLEEP_MS = 60 * 60_000;

export function timerScheduler(clock: Clock): Scheduler {
  let run: (() => Promise<void>) | null = null;
  let timer: NodeJS.Timeout | null = null;
  let armedFor = Number.POSITIVE_INFINITY;

  const arm = (at: number): void => {
    if (!run || at >= armedFor) return;
    if (timer) clearTimeout(timer);
    armedFor = at;
    const delay = Math.min(Math.max(0, at - clock.now().getTime()), MAX_SLEEP_MS);
    timer = setTimeout(() => {
      timer = null;
      armedFor = Number.POSITIVE_INFINITY;
      void run?.();
    }, delay);
  };

  return {
    start(runDue) {
      run = runDue;
      arm(clock.now().getTime());
    },
    wake(at) {
      arm(at.getTime());
    },
    stop() {
      run = null;
      if (timer) clearTimeout(timer);
      timer = null;
    },
  };
}
