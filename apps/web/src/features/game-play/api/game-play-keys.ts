/** Query keys of the game page: the game lookup is catalog data, not the player's. */
export const gamePlayKeys = {
  game: (provider: string, seoTitle: string) => ['game-page', provider, seoTitle] as const,
};
