/**
 * Query keys of the VIP club: every key starts with `['vip']`, so `groups_updates` (a status
 * change) and a sign-out reach all of them.
 */
export const vipKeys = {
  all: ['vip'] as const,
  progress: () => [...vipKeys.all, 'progress'] as const,
  tiers: () => [...vipKeys.all, 'tiers'] as const,
  levels: (locale: string) => [...vipKeys.all, 'levels', locale] as const,
};
