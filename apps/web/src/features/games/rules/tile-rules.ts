import type { Game } from '@croupier/contracts/games';
import { demoId } from '@croupier/domain/games/catalog-rules';
import { paths } from '../../../config/paths';
import type { GamesViewer } from '../games-viewer';

/**
 * What the tile overlay offers (platform-core.md §4 Game tile overlay; GM-005..GM-008, PR-026).
 * `locked`: a logged-in fiat player whose currency has no version of the game sees a lock and
 * a message; crypto players are exempt (GM-006).
 */
export type TileOverlay =
  | { kind: 'locked' }
  | {
      kind: 'play';
      playHref: string;
      /** The demo link (has_demo_mode and a FUN version, not live: GM-004). */
      demoHref: string | null;
      /** The id the favourite toggle sends (`currencies[cur].id`); null hides the heart. */
      favoriteId: number | null;
    };

export function versionIdIn(game: Pick<Game, 'currencies'>, currency: string | undefined) {
  return currency === undefined ? null : (game.currencies[currency]?.id ?? null);
}

/** GM-008: a guest pressing Play goes to registration, coming back to the game afterwards. */
export function playHref(game: Pick<Game, 'provider' | 'seo_title'>, viewer: GamesViewer): string {
  const real = paths.play.getHref(game.provider, game.seo_title, 'real');
  return viewer.isLoggedIn ? real : paths.registration.getHref(real);
}

export function tileOverlay(game: Game, viewer: GamesViewer): TileOverlay {
  const versionId = versionIdIn(game, viewer.currency);
  if (viewer.isLoggedIn && !viewer.isCrypto && versionId === null) return { kind: 'locked' };
  const hasDemo = game.has_demo_mode && demoId(game) !== null;
  return {
    kind: 'play',
    playHref: playHref(game, viewer),
    demoHref: hasDemo ? paths.play.getHref(game.provider, game.seo_title, 'demo') : null,
    favoriteId: viewer.isLoggedIn ? versionId : null,
  };
}

/**
 * Where a pick (the random card, a search result) takes the player: real play for a player;
 * for a guest the demo when there is one, else registration with the game to come back to.
 */
export function openHref(game: Game, viewer: GamesViewer): string {
  const overlay = tileOverlay(game, viewer);
  if (!viewer.isLoggedIn && overlay.kind === 'play' && overlay.demoHref) return overlay.demoHref;
  return playHref(game, viewer);
}

/** GM-003: the category flags that decorate a tile, in the order they show. */
export const TILE_FLAGS = [
  'exclusive',
  'prerelease',
  'pragmatic-drop-wins',
  'pragmatic-drop-wins-live',
  'animated',
] as const;
export type TileFlag = (typeof TILE_FLAGS)[number];

export function tileFlags(game: Pick<Game, 'categories'>): TileFlag[] {
  return TILE_FLAGS.filter((flag) => game.categories.includes(flag));
}

/** The thumbnail of GM-002, served by the api (`provider/key` keeps its slash). */
export const thumbnailSrc = (identifier: string) =>
  `/images/games/${identifier.split('/').map(encodeURIComponent).join('/')}.svg`;
