import { lte } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { notifications } from '../../db/schema/notifications.js';

/** Deletes stored notifications whose time is up; returns how many. */
export async function deleteExpiredNotifications(db: Database, now: Date): Promise<number> {
  const rows = await db
    .delete(notifications)
    .where(lte(notifications.expiresAt, now))
    .returning({ id: notifications.id });
  return rows.length;
}
