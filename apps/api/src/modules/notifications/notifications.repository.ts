import { and, desc, eq, gt, isNull, lte } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import type { Executor } from '../../db/transaction.js';
import { notifications } from '../../db/schema/notifications.js';
import { players } from '../../db/schema/players.js';

export type NotificationRow = typeof notifications.$inferSelect;

/** Stores one notification (in the caller's transaction); returns its id. */
export async function insertNotification(
  executor: Executor,
  values: Pick<
    typeof notifications.$inferInsert,
    'playerId' | 'type' | 'payload' | 'createdAt' | 'expiresAt'
  >,
): Promise<number> {
  const [row] = await executor
    .insert(notifications)
    .values(values)
    .returning({ id: notifications.id });
  if (!row) throw new Error('notification not stored');
  return row.id;
}

/** The language the player reads the site in (their `language`), null for no such player. */
export async function findPlayerLocale(
  executor: Executor,
  playerId: number,
): Promise<string | null> {
  const [row] = await executor
    .select({ language: players.language })
    .from(players)
    .where(eq(players.id, playerId));
  return row?.language ?? null;
}

/** The player's stored notifications still kept at `now`, newest first (the bell's list). */
export async function findLiveNotifications(
  db: Database,
  playerId: number,
  now: Date,
  limit: number,
): Promise<NotificationRow[]> {
  return db
    .select()
    .from(notifications)
    .where(and(eq(notifications.playerId, playerId), gt(notifications.expiresAt, now)))
    .orderBy(desc(notifications.createdAt), desc(notifications.id))
    .limit(limit);
}

/**
 * Marks one of the player's live notifications read (the first reading time stays); undefined
 * when the player has no such notification (another player's, swept or unknown).
 */
export async function markNotificationRead(
  db: Database,
  playerId: number,
  id: number,
  now: Date,
): Promise<NotificationRow | undefined> {
  const owned = and(
    eq(notifications.id, id),
    eq(notifications.playerId, playerId),
    gt(notifications.expiresAt, now),
  );
  const [updated] = await db
    .update(notifications)
    .set({ readAt: now })
    .where(and(owned, isNull(notifications.readAt)))
    .returning();
  if (updated) return updated;
  const [already] = await db.select().from(notifications).where(owned);
  return already;
}

/** Marks every live unread notification of the player read; returns how many. */
export async function markAllNotificationsRead(
  db: Database,
  playerId: number,
  now: Date,
): Promise<number> {
  const rows = await db
    .update(notifications)
    .set({ readAt: now })
    .where(
      and(
        eq(notifications.playerId, playerId),
        isNull(notifications.readAt),
        gt(notifications.expiresAt, now),
      ),
    )
    .returning({ id: notifications.id });
  return rows.length;
}

/** Deletes stored notifications whose time is up; returns how many. */
export async function deleteExpiredNotifications(db: Database, now: Date): Promise<number> {
  const rows = await db
    .delete(notifications)
    .where(lte(notifications.expiresAt, now))
    .returning({ id: notifications.id });
  return rows.length;
}
