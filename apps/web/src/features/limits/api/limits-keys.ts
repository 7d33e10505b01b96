/**
 * Query keys of the limits feature: one factory. The root is not a public one, so a sign-out
 * drops the player's limits with the rest of their data (features/session user-data).
 */
export const limitsKeys = {
  all: ['limits'] as const,
  list: () => [...limitsKeys.all, 'list'] as const,
};
