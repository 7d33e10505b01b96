import { useCallback, useMemo } from 'react';
import type { Game } from '@croupier/contracts/games';
import { formatCurrency, type CurrencyFacts } from '@croupier/domain/money/display';
import { useLocale } from '../../lib/i18n/use-locale';
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
 * A jackpot in whole units ("CA$47,378", "811,003 µBTC"): the cents do not matter at that size.
 * The api answers it in the player's currency (a guest's: their country's); `facts` are that
 * currency's subunits, from the brand's currency list.
 */
export function formatJackpot(
  amountCents: number,
  currency: string,
  locale: string,
  facts?: CurrencyFacts,
): string {
  return formatCurrency(amountCents, currency, locale, facts, { whole: true });
}

/**
 * What a tile shows beyond the game itself: the filled heart, the jackpot amount (JP-003) and
 * the provider's title (games carry the provider slug).
 */
export function useTileExtras() {
  const viewer = useGamesViewer();
  const { locale } = useLocale();
  const { data: favorites } = useFavoriteGames(viewer.isLoggedIn);
  const { data: jackpots } = useJackpots(viewer.currency);
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
      if (!jackpot) return undefined;
      const facts = viewer.currencies?.find((entry) => entry.code === jackpot.currency);
      return formatJackpot(jackpot.amount_cents, jackpot.currency, locale, facts);
    },
    [jackpots, locale, viewer.currencies],
  );
  return { isFavorite, jackpotOf, providerOf };
}
