/** Query keys of the session feature: one factory, so user data can be cleared in one place. */
export const sessionKeys = {
  all: ['session'] as const,
  player: () => [...sessionKeys.all, 'player'] as const,
  settings: () => [...sessionKeys.all, 'settings'] as const,
};
