import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import type { StoredNotification } from '@croupier/contracts/realtime';
import { apiRequest } from '../../../lib/api-client';
import { notificationKeys } from './notification-keys';

/** POST /api/player/notifications/{id}/read. */
export async function markNotificationRead(id: StoredNotification['id']): Promise<void> {
  await apiRequest(`/api/player/notifications/${encodeURIComponent(String(id))}/read`, {
    method: 'POST',
  });
}

/** POST /api/player/notifications/read_all. */
export async function markAllNotificationsRead(): Promise<void> {
  await apiRequest('/api/player/notifications/read_all', { method: 'POST' });
}

function setRead(queryClient: QueryClient, isMarked: (item: StoredNotification) => boolean) {
  queryClient.setQueryData<StoredNotification[]>(notificationKeys.list(), (list) =>
    list?.map((item) => (isMarked(item) && !item.read ? { ...item, read: true } : item)),
  );
}

/**
 * Marks one notification read (opened or its button clicked), or all of them (`id` undefined).
 * The bell drops at once; a failed call reloads the list, so it shows the server's state.
 */
export function useMarkNotificationsRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: StoredNotification['id'] | undefined) =>
      id === undefined ? markAllNotificationsRead() : markNotificationRead(id),
    onMutate: (id) => setRead(queryClient, (item) => id === undefined || item.id === id),
    onError: () => queryClient.invalidateQueries({ queryKey: notificationKeys.list() }),
  });
}
