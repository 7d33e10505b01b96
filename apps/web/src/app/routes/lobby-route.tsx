import { usePlayer, isLoggedIn } from '../../features/session/api/get-player';
import { useCurrencies } from '../../features/brand/api/get-currencies';
import { LobbyScreen } from '../../features/cms/lobby-screen';

/**
 * The lobby with its banner audience (platform-core.md §4 Banner rules): the app layer joins the
 * session and the currency list, since features do not import each other.
 */
export function LobbyRoute() {
  const { data: player } = usePlayer();
  const { data: currencies } = useCurrencies();
  const currency = currencies?.find((entry) => entry.code === player?.currency);
  return (
    <LobbyScreen
      audience={{
        isLoggedIn: isLoggedIn(player),
        isCrypto: currency ? !currency.fiat : false,
        groups: player?.groups ?? [],
      }}
    />
  );
}
