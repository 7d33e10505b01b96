import type { Game } from '@croupier/contracts/games';

/**
 * Game list rules (platform-core.md §4 Game lists; GM-022..GM-026): the random-game card, the
 * cashback card of the live lists, hidden tiles, and the lobby row size.
 */
export type ListItem = { kind: 'game'; game: Game } | { kind: 'random' } | { kind: 'cashback' };

/** K-004: the default page size of games_filter. */
export { GAMES_PAGE_SIZE } from '@croupier/domain/games/catalog-rules';

/** GM-026: a lobby row shows at most 15 games. */
export const LOBBY_ROW_MAX = 15;

/** GM-022: the random card is the 10th tile (index 9)... */
export const RANDOM_CARD_INDEX = 9;
/** ...except in these categories, where it closes the list. */
export const RANDOM_AT_END_CATEGORIES: ReadonlySet<string> = new Set([
  'special',
  'new',
  'top',
  'recommended',
]);

/** GM-023: the random pick chooses among up to 100 games of the list (one full page). */
export { GAMES_MAX_PAGE_SIZE as RANDOM_PICK_PAGE_SIZE } from '@croupier/domain/games/catalog-rules';

/**
 * GM-025: a tile carrying the `hidden` category flag is never listed (the catalog can ship a
 * game before the brand shows it, like the `prerelease` flag that only decorates).
 */
export const HIDDEN_FLAG = 'hidden';

export function visibleGames(games: readonly Game[]): Game[] {
  return games.filter((game) => !game.categories.includes(HIDDEN_FLAG));
}

/**
 * GM-022: puts the random card at the 10th place, or last for `special`, `new`, `top` and
 * `recommended`. A list shorter than 10 gets it at the end; an empty list gets none.
 */
export function insertRandomCard(items: readonly ListItem[], category?: string): ListItem[] {
  const games = items.filter((item) => item.kind === 'game');
  if (games.length === 0) return [...items];
  const atEnd = category !== undefined && RANDOM_AT_END_CATEGORIES.has(category);
  const index = atEnd ? items.length : Math.min(RANDOM_CARD_INDEX, items.length);
  return [...items.slice(0, index), { kind: 'random' }, ...items.slice(index)];
}

export interface ListOptions {
  /** The category slug the list shows (decides where the random card goes). */
  category?: string | undefined;
  /** GM-022: whether the list offers a random game at all (grids do, lobby rows do not). */
  hasRandomCard?: boolean;
  /** GM-024: the live lists start with the cashback card. */
  hasCashbackCard?: boolean;
}

/** The tiles of a list, in order: cashback card, visible games, random card. */
export function buildListItems(games: readonly Game[], options: ListOptions = {}): ListItem[] {
  const items: ListItem[] = visibleGames(games).map((game) => ({ kind: 'game', game }));
  const withRandom = options.hasRandomCard ? insertRandomCard(items, options.category) : items;
  return options.hasCashbackCard ? [{ kind: 'cashback' }, ...withRandom] : withRandom;
}

/** GM-023: one game of the fetched page, chosen by `random` (0 <= r < 1). */
export function pickRandomGame(
  games: readonly Game[],
  random: () => number = Math.random,
): Game | null {
  const pool = visibleGames(games);
  if (pool.length === 0) return null;
  return pool[Math.min(pool.length - 1, Math.floor(random() * pool.length))] ?? null;
}
