import { useCallback, useMemo } from 'react';
import type { Game } from '@croupier/contracts/games';
import { useLocale } from '../../lib/i18n/use-locale';
import { formatMoney } from '../../lib/money';
import { useFavoriteGames } from './api/favorites';
import { useJackpots } from './api/get-jackpots';
import { useGamesViewer } from './games-viewer';

/** What a tile shows beyond the game itself: the filled heart and the jackpot amount (JP-003). */
export function useTileExtras() {
  const viewer = useGamesViewer();
  const { locale } = useLocale();
  const { data: favorites } = useFavoriteGames(viewer.isLoggedIn);
  const { data: jackpots } = useJackpots();
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
  return { isFavorite, jackpotOf };
}
