import { queryOptions, useQuery } from '@tanstack/react-query';
import type { StoredNotification } from '@croupier/contracts/realtime';
import { apiRequest } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';

/**
 * GET /api/player/notifications: the player's notifications of the last 2 hours, newest first
 * (platform-core.md §4). Read at login and after a reconnect; pushes add to it in between.
 */
export async function getNotifications(): Promise<StoredNotification[]> {
  return apiRequest('/api/player/notifications', {
    contract: (c) => c.storedNotificationsResponseSchema,
  });
}

export const notificationsQueryOptions = () =>
  queryOptions({
    queryKey: notificationKeys.list(),
    queryFn: getNotifications,
    // Pushes keep it current; a reconnect or a login asks again.
    staleTime: Infinity,
  });

export function useNotifications(enabled: boolean) {
  return useQuery({ ...notificationsQueryOptions(), enabled });
}

/** The bell's number (NT-004): the unread ones. */
export function unreadCount(list: readonly StoredNotification[] | undefined): number {
  return (list ?? []).filter((item) => !item.read).length;
}
