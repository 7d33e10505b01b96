/** Query keys of the notification centre (one factory; a sign-out clears them as user data). */
export const notificationKeys = {
  all: ['notifications'] as const,
  list: () => [...notificationKeys.all, 'list'] as const,
};
