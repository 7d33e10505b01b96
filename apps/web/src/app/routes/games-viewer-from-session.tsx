import { useMemo, type ReactNode } from 'react';
import { DESKTOP_QUERY, useMediaQuery } from '../../components/use-media-query';
import { useCurrencies } from '../../features/brand/api/get-currencies';
import { GamesViewerProvider, type GamesViewer } from '../../features/games/games-viewer';
import { isLoggedIn, usePlayer } from '../../features/session/api/get-player';
import { isCryptoCode } from '../../lib/money';

/**
 * The games feature's view of the session (features do not import each other): logged in or
 * not, the wallet currency, whether it is crypto (GM-006), and the device games_filter asks for.
 */
export function useGamesViewerValue(): GamesViewer {
  const { data: player } = usePlayer();
  const { data: currencies } = useCurrencies();
  const isDesktop = useMediaQuery(DESKTOP_QUERY);
  const currency = player?.currency ?? undefined;
  const entry = currencies?.find((candidate) => candidate.code === currency);
  const isCrypto = currency ? (entry ? !entry.fiat : isCryptoCode(currency)) : false;
  const loggedIn = isLoggedIn(player);
  const device = isDesktop ? 'desktop' : 'mobile';
  return useMemo(
    () => ({ isLoggedIn: loggedIn, currency, currencies, isCrypto, device }),
    [loggedIn, currency, currencies, isCrypto, device],
  );
}

export function WithGamesViewer({ children }: { children: ReactNode }) {
  return <GamesViewerProvider viewer={useGamesViewerValue()}>{children}</GamesViewerProvider>;
}
