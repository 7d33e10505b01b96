/**
 * Query keys of the gifts: every key starts with the root `['gifts']`, so the live refresher
 * invalidates all of them on `bonuses_changes` / `freespins_changes` (GF-015), and a sign-out
 * clears them with the rest of the player's data.
 */
export const giftKeys = {
  all: ['gifts'] as const,
  /** The player's bonuses and free spins together (GET /api/player/bonuses + /freespins). */
  list: () => [...giftKeys.all, 'list'] as const,
};
