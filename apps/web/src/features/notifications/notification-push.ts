import type { QueryClient } from '@tanstack/react-query';
import type { StoredNotification } from '@croupier/contracts/realtime';
import { notificationKeys } from './api/notification-keys';

/**
 * A push on personal_notifications, bonuses_changes or freespins_changes carries
 * `{notification, …}` (NT-001, NT-002): the notification joins the top of the list at once,
 * unread. A push without one (or a second copy of it) changes nothing here.
 */
export async function addPushedNotification(
  queryClient: QueryClient,
  data: unknown,
): Promise<void> {
  if (!data || typeof data !== 'object' || !('notification' in data)) return;
  const { notificationSchema } = await import('../../lib/contracts');
  const parsed = notificationSchema.safeParse(data.notification);
  if (!parsed.success) return;
  const notification: StoredNotification = { ...parsed.data, read: false };
  if (queryClient.getQueryData(notificationKeys.list()) === undefined) {
    // Not loaded yet: load it whole (the stored list has this one) rather than hold only it.
    await queryClient.invalidateQueries({ queryKey: notificationKeys.list() });
    return;
  }
  queryClient.setQueryData<StoredNotification[]>(notificationKeys.list(), (list = []) =>
    list.some((item) => item.id === notification.id) ? list : [notification, ...list],
  );
}
