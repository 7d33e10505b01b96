/** Query keys of the profile feature: one factory, so a sign-out clears them with the rest. */
export const profileKeys = {
  all: ['profile'] as const,
  subscriptions: () => [...profileKeys.all, 'subscriptions'] as const,
  vipManager: (groups: readonly number[]) =>
    [...profileKeys.all, 'vip-manager', ...groups] as const,
  sessions: () => [...profileKeys.all, 'sessions'] as const,
  securityEvents: () => [...profileKeys.all, 'security-events'] as const,
  documents: () => [...profileKeys.all, 'documents'] as const,
  playedGames: () => [...profileKeys.all, 'played-games'] as const,
  playedGamesPage: (page: number) => [...profileKeys.playedGames(), page] as const,
};
