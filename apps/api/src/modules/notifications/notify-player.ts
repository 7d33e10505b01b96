import type { Notification } from '@croupier/contracts/realtime';
import type { Transaction } from '../../db/transaction.js';
import { enqueueEvent } from '../outbox/outbox.service.js';
import { NOTIFICATION_RETENTION_MS } from './notification-sweep.job.js';
import { renderNotice, type NoticeMessage } from './notice-messages.js';
import { findPlayerLocale, insertNotification } from './notifications.repository.js';

/** What a module tells a player: the stored notification's content (NT-001). */
export type PlayerNotice = {
  playerId: number;
  /** The channel it arrives on: personal_notifications, bonuses_changes or freespins_changes. */
  type: Notification['type'];
  /** The event name on the channel (`issued`, `activated`, `converted`…). */
  event: string;
  /** What it is about, e.g. `gift:42`. */
  identifier: string | null;
  /** The channel's own data (the changed gift), sent beside the notification so lists refresh. */
  data?: unknown;
  now: Date;
} & (
  | {
      /**
       * Words from the notices' catalogue, written in the player's language when the notice is
       * stored (notice-messages.ts); `icon` is the content's icon.
       */
      message: NoticeMessage;
      icon: string | null;
    }
  | {
      /** Words given as they are (a module whose notices are not in the catalogue yet). */
      text: string;
      content: Notification['content'];
    }
);

/** The notice's text and content: the catalogue's words in the player's language, or as given. */
async function wordsOf(
  tx: Transaction,
  notice: PlayerNotice,
): Promise<{ text: string; content: Notification['content'] }> {
  if (!('message' in notice)) return { text: notice.text, content: notice.content };
  const locale = (await findPlayerLocale(tx, notice.playerId)) ?? 'en';
  const words = renderNotice(notice.message, locale);
  return {
    text: words.text,
    content: { icon: notice.icon, title: words.title, button: words.button },
  };
}

/**
 * Stores a notification (kept 2 hours, platform-core.md §4) and pushes it on its private channel
 * in the caller's transaction, so a notice never announces a change that rolled back. The push's
 * data is `{notification, …data}`: the bell adds the notification, the channel's own listener
 * refreshes its list (NT-009).
 */
export async function notifyPlayer(tx: Transaction, notice: PlayerNotice): Promise<Notification> {
  const expiresAt = new Date(notice.now.getTime() + NOTIFICATION_RETENTION_MS);
  const { text, content } = await wordsOf(tx, notice);
  const id = await insertNotification(tx, {
    playerId: notice.playerId,
    type: notice.type,
    payload: { text, identifier: notice.identifier, content },
    createdAt: notice.now,
    expiresAt,
  });
  const notification: Notification = {
    id,
    type: notice.type,
    text,
    identifier: notice.identifier,
    content,
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
