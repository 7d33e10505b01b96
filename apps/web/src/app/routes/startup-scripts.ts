import type { MessagingTracker } from '../../features/tracking/messaging-tracker';
import { whenIdle } from '../../lib/scheduling';

/** The scripts wait for the first idle moment after the first render, this long at most. */
const SCRIPTS_IDLE_TIMEOUT_MS = 2_000;

const idle = () => new Promise<void>((resolve) => whenIdle(resolve, SCRIPTS_IDLE_TIMEOUT_MS));

let tracker: Promise<MessagingTracker> | undefined;

/**
 * The two scripts start-up loads beside the app (platform-core.md §1; SH-051, TR-013): the
 * anti-fraud device fingerprint, computed now so `dfpc` is ready when a form sends it, and the
 * customer-messaging tracker. Each is its own chunk, loaded once per page when the browser is
 * first idle after the first render, and each starts in a task of its own, so neither holds
 * the lobby up.
 */
export function loadStartupScripts(): Promise<MessagingTracker> {
  tracker ??= idle().then(async () => {
    void import('../../features/auth/dfpc')
      .then(async ({ dfpc }) => {
        await idle();
        return dfpc();
      })
      .catch(() => undefined);
    const { startMessagingTracker } = await import('../../features/tracking/messaging-tracker');
    return startMessagingTracker();
  });
  return tracker;
}
