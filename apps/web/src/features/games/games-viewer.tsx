import { createContext, use, type ReactNode } from 'react';
import type { Device } from '@croupier/contracts/games';
import type { Currency } from '@croupier/contracts/info';

/**
 * Who is looking at the games, handed over by the app layer (features do not import each
 * other): the session decides the tile overlay (GM-005..GM-008) and the favourites.
 */
export interface GamesViewer {
  isLoggedIn: boolean;
  /** The player's wallet currency; undefined for a guest. */
  currency?: string | undefined;
  /** The brand's currencies (subunits, fiat or coin), to write money in them. */
  currencies?: readonly Currency[] | undefined;
  /** Crypto players are exempt from the currency lock (GM-006). */
  isCrypto: boolean;
  /** The device games_filter is asked for (GM-013). */
  device: Device;
}

export const GUEST_VIEWER: GamesViewer = { isLoggedIn: false, isCrypto: false, device: 'desktop' };

const GamesViewerContext = createContext<GamesViewer>(GUEST_VIEWER);

export function GamesViewerProvider({
  viewer,
  children,
}: {
  viewer: GamesViewer;
  children: ReactNode;
}) {
  return <GamesViewerContext value={viewer}>{children}</GamesViewerContext>;
}

export function useGamesViewer(): GamesViewer {
  return use(GamesViewerContext);
}
