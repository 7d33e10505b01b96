import type { Device, GameSort } from '@croupier/contracts/games';

/** Query keys of the game catalog (one factory for the feature, CONVENTIONS.md). */
export interface GamesQuery {
  device: Device;
  identifiers?: readonly string[] | undefined;
  providers?: readonly string[] | undefined;
  title?: string | undefined;
  /** The category page's sort (docs/api.md); absent for the lobby order, the spec's payload. */
  sort?: GameSort | undefined;
}

export const gamesKeys = {
  all: ['games'] as const,
  list: (query: GamesQuery, pageSize: number) =>
    [...gamesKeys.all, 'list', query, pageSize] as const,
  pages: (query: GamesQuery, startPage: number, pageSize: number) =>
    [...gamesKeys.all, 'pages', query, startPage, pageSize] as const,
  search: (title: string, device: Device) => [...gamesKeys.all, 'search', title, device] as const,
  select: (ids: readonly (string | number)[], device: Device) =>
    [...gamesKeys.all, 'select', ids, device] as const,
  providers: () => [...gamesKeys.all, 'providers'] as const,
  collections: () => [...gamesKeys.all, 'collections'] as const,
  jackpots: (currency?: string) => [...gamesKeys.all, 'jackpots', currency ?? 'guest'] as const,
  favorites: () => [...gamesKeys.all, 'favorites'] as const,
  favoriteToggle: () => [...gamesKeys.all, 'favorite-toggle'] as const,
};
