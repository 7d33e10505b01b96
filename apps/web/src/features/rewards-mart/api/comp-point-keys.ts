/**
 * Query keys of comp points and the rewards mart: every key starts with `['comp-points']`, so
 * the live refresher invalidates all of them on `comps_award` (CP-026), and a sign-out clears
 * them with the rest of the player's data.
 */
export const compPointKeys = {
  all: ['comp-points'] as const,
  /** GET /api/player/comp_points. */
  balance: () => [...compPointKeys.all, 'balance'] as const,
  /** GET /api/comp_points/rewards: the mart's cards (their `available` follows the balance). */
  rewards: (currency: string | null) => [...compPointKeys.all, 'rewards', currency] as const,
  /** GET /api/comp_points/rates/{type}. */
  rates: (type: string) => [...compPointKeys.all, 'rates', type] as const,
  /** GET /api/comp_points/rates/earning: how bets earn, per currency. */
  earning: () => [...compPointKeys.all, 'earning'] as const,
  /** The CMS page `rocket-mart`: its sale (meta json) and its read-more text. */
  page: (locale: string) => ['rewards-mart-page', locale] as const,
};
