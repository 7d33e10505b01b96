import type { CatalogFeed, CatalogGame } from '@croupier/contracts/studio';

/** The feed the studio publishes, indexed for the session and play paths. */
export interface Catalog {
  feed: CatalogFeed;
  game(identifier: string): CatalogGame | undefined;
  providerTitle(slug: string): string;
}

export function indexCatalog(feed: CatalogFeed): Catalog {
  const games = new Map(feed.games.map((game) => [game.identifier, game]));
  const providers = new Map(feed.providers.map((provider) => [provider.slug, provider.title]));
  return {
    feed,
    game: (identifier) => games.get(identifier),
    providerTitle: (slug) => providers.get(slug) ?? slug,
  };
}
