import type { Device } from '@croupier/contracts/games';
import type { PlayMode } from './launch-game';

/** Query keys of the game page (one factory for the feature, CONVENTIONS.md). */
export const gamePlayKeys = {
  /** The game lookup is catalog data, not the player's. */
  game: (provider: string, seoTitle: string) => ['game-page', provider, seoTitle] as const,
  /**
   * A launch is a POST held as a query (game-page.tsx): one per game, mode, device and
   * signed-in state, under a root of its own that a sign-out drops with the player's data.
   */
  launch: (identifier: string | undefined, mode: PlayMode, device: Device, isLoggedIn: boolean) =>
    ['game-launch', identifier, mode, device, isLoggedIn] as const,
};
