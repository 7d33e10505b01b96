import type { Notification } from '@croupier/contracts/realtime';
import type { Transaction } from '../../db/transaction.js';
import { enqueueEvent } from '../outbox/outbox.service.js';
import { NOTIFICATION_RETENTION_MS } from './notification-sweep.job.js';
import { insertNotification } from './notifications.repository.js';

/** What a module tells a player: the stored notification's content (NT-001). */
export interface PlayerNotice {
  playerId: number;
  /** The channel it arrives on: personal_notifications, bonuses_changes or freespins_changes. */
  type: Notification['type'];
  /** The event name on the channel (`issued`, `activated`, `converted`…). */
  event: string;
  text: string;
  /** What it is about, e.g. `gift:42`. */
  identifier: string | null;
  content: Notification['content'];
  /** The channel's own data (the changed gift), sent beside the notification so lists refresh. */
  data?: unknown;
  now: Date;
}

/**
 * Stores a notification (kept 2 hours, platform-core.md §4) and pushes it on its private channel
 * in the caller's transaction, so a notice never announces a change that rolled back. The push's
 * data is `{notification, …data}`: the bell adds the notification, the channel's own listener
 * refreshes its list (NT-009).
 */
export async function notifyPlayer(tx: Transaction, notice: PlayerNotice): Promise<Notification> {
  const expiresAt = new Date(notice.now.getTime() + NOTIFICATION_RETENTION_MS);
  const id = await insertNotification(tx, {
    playerId: notice.playerId,
    type: notice.type,
    payload: { text: notice.text, identifier: notice.identifier, content: notice.content },
    createdAt: notice.now,
    expiresAt,
  });
  const notification: Notification = {
    id,
    type: notice.type,
    text: notice.text,
    identifier: notice.identifier,
    content: notice.content,
    expiry: expiresAt.toISOString(),
  };
  await enqueueEvent(tx, 'realtime.publish', {
    channel: notice.type,
    event: notice.event,
    playerId: notice.playerId,
    data: { notification, ...(notice.data && typeof notice.data === 'object' ? notice.data : {}) },
  });
  return notification;
}
