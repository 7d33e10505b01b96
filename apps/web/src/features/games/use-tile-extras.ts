import { useCallback, useMemo } from 'react';
import type { Game } from '@croupier/contracts/games';
import { useLocale } from '../../lib/i18n/use-locale';
import { formatMoney } from '../../lib/money';
import { useFavoriteGames } from './api/favorites';
import { useJackpots } from './api/get-jackpots';
import { useProviders } from './api/get-providers';
import { useGamesViewer } from './games-viewer';

/** "red-canyon-gaming" → "Red canyon gaming", until the provider list names it. */
export const humaniseSlug = (slug: string) => {
  const text = slug.replaceAll(/[-_]+/g, ' ').trim();
  return text.charAt(0).toUpperCase() + text.slice(1);
};

/**
 * What a tile shows beyond the game itself: the filled heart, the jackpot amount (JP-003) and
 * the provider's title (games carry the provider slug).
 */
export function useTileExtras() {
  const viewer = useGamesViewer();
  const { locale } = useLocale();
  const { data: favorites } = useFavoriteGames(viewer.isLoggedIn);
  const { data: jackpots } = useJackpots();
  const { data: providers } = useProviders();
  const providerTitles = useMemo(
    () => new Map((providers ?? []).map((provider) => [provider.slug, provider.title])),
    [providers],
  );
  const providerOf = useCallback(
    (game: Game) => providerTitles.get(game.provider) ?? humaniseSlug(game.provider),
    [providerTitles],
  );
  const favoriteIds = useMemo(
    () => new Set((favorites ?? []).map((game) => game.identifier)),
    [favorites],
  );
  const isFavorite = useCallback((game: Game) => favoriteIds.has(game.identifier), [favoriteIds]);
  const jackpotOf = useCallback(
    (game: Game) => {
      const jackpot = jackpots?.[game.identifier];
      // Jackpots are kept in fiat cents; the tile shows the whole amount without decimals.
      return jackpot
        ? formatMoney(Math.floor(jackpot.amount_cents / 100) * 100, jackpot.currency, 100, locale)
        : undefined;
    },
    [jackpots, locale],
  );
  return { isFavorite, jackpotOf, providerOf };
}
