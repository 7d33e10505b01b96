import type { QueryClient } from '@tanstack/react-query';
import type { UserLimit } from '@croupier/contracts/limits';

/**
 * Query keys of the limits feature: one factory. The root is not a public one, so a sign-out
 * drops the player's limits with the rest of their data (features/session user-data).
 */
export const limitsKeys = {
  all: ['limits'] as const,
  list: () => [...limitsKeys.all, 'list'] as const,
};

/** Puts the server's answer for one limit into the cached list (new, or replacing its row). */
export function upsertLimit(queryClient: QueryClient, limit: UserLimit): void {
  queryClient.setQueryData<UserLimit[]>(limitsKeys.list(), (list) =>
    list === undefined
      ? undefined
      : list.some((item) => item.id === limit.id)
        ? list.map((item) => (item.id === limit.id ? limit : item))
        : [...list, limit],
  );
}

export function dropLimit(queryClient: QueryClient, id: number): void {
  queryClient.setQueryData<UserLimit[]>(limitsKeys.list(), (list) =>
    list?.filter((item) => item.id !== id),
  );
}
