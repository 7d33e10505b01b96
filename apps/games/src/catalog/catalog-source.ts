import type { CatalogFeed, CatalogGame } from '@croupier/contracts/studio';
import { generateCatalog } from '@croupier/game-math/catalog/generate-catalog';
import { renderThumbnail } from '@croupier/game-math/catalog/thumbnail';

/**
 * The studio's catalog: the generated feed of `@croupier/game-math/catalog` (deterministic, so
 * every studio process publishes the same identifiers and the casino's sync is stable).
 */
export function studioCatalogFeed(): CatalogFeed {
  return generateCatalog();
}

/** The game's tile art: the same SVG the casino renders from the same catalog entry. */
export function renderGameThumbnail(game: CatalogGame, providerTitle: string): string {
  return renderThumbnail({
    title: game.title,
    providerTitle,
    art: game.art,
    live: game.live,
    badges: game.badges,
  });
}
