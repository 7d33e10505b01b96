import { usePlayer, isLoggedIn } from '../../features/session/api/get-player';
import { useCurrencies } from '../../features/brand/api/get-currencies';
import { useProject } from '../../features/brand/api/get-project';
import { LobbyScreen } from '../../features/cms/lobby-screen';
import { getCookie } from '../../lib/cookies';

/**
 * The lobby with its banner audience (platform-core.md §4 Banner rules): the app layer joins the
 * session, the currency list and the brand's welcome-pack group (CMS-013), since features do not
 * import each other.
 */
export function LobbyRoute() {
  const { data: player } = usePlayer();
  const { data: currencies } = useCurrencies();
  const { data: project } = useProject();
  const currency = currencies?.find((entry) => entry.code === player?.currency);
  return (
    <LobbyScreen
      audience={{
        isLoggedIn: isLoggedIn(player),
        isCrypto: currency ? !currency.fiat : false,
        groups: player?.groups ?? [],
      }}
      stag={getCookie('stag')}
      welcomePackGroup={project?.groups.welcomePack}
    />
  );
}
