import {
  notificationSchema,
  type Notification,
  type StoredNotification,
} from '@croupier/contracts/realtime';
import type { NotificationRow } from './notifications.repository.js';

/** The stored `payload` column: what notifyPlayer wrote beside the type and times. */
const payloadSchema = notificationSchema.pick({ text: true, identifier: true, content: true });

/**
 * A stored row as the bell lists it (platform-core.md §3 Notification, plus `read`); a row whose
 * payload is not a notification's (never written by notifyPlayer) is left out.
 */
export function presentNotification(row: NotificationRow): StoredNotification | null {
  const type = notificationSchema.shape.type.safeParse(row.type);
  const payload = payloadSchema.safeParse(row.payload);
  if (!type.success || !payload.success) return null;
  const notification: Notification = {
    id: row.id,
    type: type.data,
    ...payload.data,
    expiry: row.expiresAt.toISOString(),
  };
  return { ...notification, read: row.readAt !== null };
}
