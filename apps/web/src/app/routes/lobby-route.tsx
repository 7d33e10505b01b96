import { heroCategories } from '@croupier/domain/cms/banner-rules';
import { useFeConfig } from '../../features/brand/api/get-fe-config';
import { LobbyGameRows } from '../../features/games/lobby-rows';
import { LobbyScreen } from '../../features/cms/lobby-screen';
import { useBannerViewer } from './banner-viewer';
import { WithGamesViewer } from './games-viewer-from-session';
import { LobbyExtras } from './lobby-extras';

/**
 * The lobby with its banner audience and button targets (platform-core.md §4 Banner rules;
 * useBannerViewer): the app layer joins them, since features do not import each other.
 */
export function LobbyRoute() {
  const viewer = useBannerViewer(heroCategories);
  const { data: widgets, isPending: areRowsPending } = useFeConfig('main-widget-config');
  return (
    <LobbyScreen
      audience={viewer.audience}
      stag={viewer.stag}
      welcomePackGroup={viewer.welcomePackGroup}
      bannerTargets={viewer.targets}
    >
      <LobbyExtras />
      <WithGamesViewer>
        <LobbyGameRows rows={widgets?.lobby} isPending={areRowsPending} />
      </WithGamesViewer>
    </LobbyScreen>
  );
}
