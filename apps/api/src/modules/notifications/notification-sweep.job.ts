import type { ScheduledJob } from '../outbox/outbox.service.js';
import { deleteExpiredNotifications } from './notifications.repository.js';

/** platform-core.md §4, §9: stored notifications are kept 2 hours and swept every 2 hours. */
export const NOTIFICATION_RETENTION_MS = 2 * 60 * 60 * 1000;

export const notificationSweepJob: ScheduledJob = {
  name: 'notification-sweep',
  intervalMs: NOTIFICATION_RETENTION_MS,
  async run({ db, now }) {
    const deleted = await deleteExpiredNotifications(db, now);
    return `deleted ${deleted}`;
  },
};
