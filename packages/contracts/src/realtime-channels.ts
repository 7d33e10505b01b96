/**
 * The real-time channels (DESIGN.md §8; requirements NT-007, NT-008), without zod: the player
 * site's socket client reads them at start-up, before (and often without) loading the schemas.
 */
/** Channels anyone may join (NT-007). */
export const PUBLIC_CHANNELS = ['wins', 'jackpots_changes'] as const;

/** Channels bound to one player: only sockets proving that player's token get them (NT-008). */
export const PRIVATE_CHANNELS = [
  'comps_award',
  'bonuses_changes',
  'freespins_changes',
  'lootboxes_changes',
  'game_limits',
  'tournaments_statuses',
  'groups_updates',
  'jackpot_win_award',
  'allsecure_notification',
  'analytics',
  'personal_notifications',
  'tournament_notifications',
  'payments_events',
  'payments_changes',
  'payment_methods_updated',
  'balance',
] as const;

export type PublicChannel = (typeof PUBLIC_CHANNELS)[number];

export function isPublicChannel(channel: string): channel is PublicChannel {
  return (PUBLIC_CHANNELS as readonly string[]).includes(channel);
}
