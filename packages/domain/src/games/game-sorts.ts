/**
 * The orders of a `games_filter` page (an extension: platform-core.md §7 names no sort; see
 * docs/api.md). `popular` is the lobby order (popularity, then id) and the default; `name` is
 * by title (case and accents ignored, numbers in numeric order); `newest` by release date, newest
 * first. Kept apart from catalog-rules, which the lobby's first paint loads, so the sort (only
 * lazily loaded category pages use it) adds nothing to the first-load JavaScript (DESIGN.md §11).
 */
export const GAME_SORTS = ['popular', 'name', 'newest'] as const;
export type GameSort = (typeof GAME_SORTS)[number];
export const DEFAULT_GAME_SORT: GameSort = 'popular';

export function isGameSort(value: unknown): value is GameSort {
  return typeof value === 'string' && (GAME_SORTS as readonly string[]).includes(value);
}
