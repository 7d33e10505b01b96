/**
 * Catalog rules shared by the api, the player site and the contracts, kept free of zod so the
 * site can use them in any chunk (decision 0201).
 */

/** The demo currency (K-061): its `currencies.FUN.id` is the demo id (GM-004). */
export const DEMO_CURRENCY = 'FUN';

/** K-004: default page size of `games_filter`; at most 100 (K-005, the random-game pick). */
export const GAMES_PAGE_SIZE = 40;
export const GAMES_MAX_PAGE_SIZE = 100;

/** GM-004: the demo version id, only for a non-live game with a FUN version. */
export function demoId(game: {
  currencies: Readonly<Record<string, { id: number } | undefined>>;
  live: boolean;
}): number | null {
  if (game.live) return null;
  return game.currencies[DEMO_CURRENCY]?.id ?? null;
}
