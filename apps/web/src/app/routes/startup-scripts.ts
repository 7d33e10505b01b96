import type { MessagingTracker } from '../../features/tracking/messaging-tracker';

let tracker: Promise<MessagingTracker> | undefined;

/**
 * The two scripts start-up loads beside the app (platform-core.md §1; SH-051, TR-013): the
 * anti-fraud device fingerprint, computed now so `dfpc` is ready when a form sends it, and the
 * customer-messaging tracker. Each is its own chunk, loaded once per page, after the first
 * paint (it runs from an effect) so neither holds the lobby up.
 */
export function loadStartupScripts(): Promise<MessagingTracker> {
  if (!tracker) {
    void import('../../features/auth/dfpc').then(({ dfpc }) => dfpc()).catch(() => undefined);
    tracker = import('../../features/tracking/messaging-tracker').then(
      ({ startMessagingTracker }) => startMessagingTracker(),
    );
  }
  return tracker;
}
