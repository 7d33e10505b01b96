import type { ScheduledJob } from '../outbox/outbox.service.js';
import { ACCOUNT_HARD_STOP_WINDOW_MS } from './throttle.service.js';
import { deleteCaptchaSolutionsBefore, deleteFailuresBefore } from './auth-failures.repository.js';

/**
 * Keeps the sign-in bookkeeping small: failures older than the longest window that counts them
 * (the 24-hour account stop) and captcha solutions past their challenge's expiry are removed
 * once an hour, off the request path.
 */
export const authSweepJob: ScheduledJob = {
  name: 'auth-sweep',
  intervalMs: 60 * 60 * 1000,
  async run({ db, now }) {
    const failures = await deleteFailuresBefore(
      db,
      new Date(now.getTime() - ACCOUNT_HARD_STOP_WINDOW_MS),
    );
    await deleteCaptchaSolutionsBefore(db, now);
    return `deleted ${failures} failures`;
  },
};
