import { usePlayer, isLoggedIn } from '../../features/session/api/get-player';
import { useCurrencies } from '../../features/brand/api/get-currencies';
import { useProject } from '../../features/brand/api/get-project';
import { useFeConfig } from '../../features/brand/api/get-fe-config';
import { LobbyGameRows } from '../../features/games/lobby-rows';
import { LobbyScreen } from '../../features/cms/lobby-screen';
import { getCookie } from '../../lib/cookies';
import { WithGamesViewer } from './games-viewer-from-session';
import { LobbyExtras } from './lobby-extras';

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
  const { data: widgets, isPending: areRowsPending } = useFeConfig('main-widget-config');
  return (
    <LobbyScreen
      audience={{
        isLoggedIn: isLoggedIn(player),
        isCrypto: currency ? !currency.fiat : false,
        groups: player?.groups ?? [],
      }}
      stag={getCookie('stag')}
      welcomePackGroup={project?.groups.welcomePack}
    >
      <LobbyExtras />
      <WithGamesViewer>
        <LobbyGameRows rows={widgets?.lobby} isPending={areRowsPending} />
      </WithGamesViewer>
    </LobbyScreen>
  );
}
