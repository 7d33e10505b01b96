import { useCallback, useMemo } from 'react';
import type { Game } from '@croupier/contracts/games';
import { useLocale } from '../../lib/i18n/use-locale';
import { formatMoney, isCryptoCode } from '../../lib/money';
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
 * A jackpot in whole units ("€47,378"): the cents do not matter at that size. Jackpots are kept
 * in fiat cents; a crypto one falls back to the money formatter.
 */
export function formatJackpot(amountCents: number, currency: string, locale: string): string {
  if (isCryptoCode(currency)) return formatMoney(amountCents, currency, 100, locale);
  return new Intl.NumberFormat(locale, {
    style: 'currency',
    currency,
    maximumFractionDigits: 0,
  }).format(Math.floor(amountCents / 100));
}

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
      return jackpot ? formatJackpot(jackpot.amount_cents, jackpot.currency, locale) : undefined;
    },
    [jackpots, locale],
  );
  return { isFavorite, jackpotOf, providerOf };
}
