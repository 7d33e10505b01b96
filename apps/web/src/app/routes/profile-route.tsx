import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Player } from '@croupier/contracts/player';
import type { ProfileTab } from '../../config/paths';
import { useCountries } from '../../features/brand/api/get-countries';
import { useCurrencies } from '../../features/brand/api/get-currencies';
import { useProject } from '../../features/brand/api/get-project';
import { ComingSoonScreen } from '../../features/coming-soon/coming-soon-screen';
import { ProfileScreen, type ProfileTabName } from '../../features/profile/profile-screen';
import { isLoggedIn, usePlayer } from '../../features/session/api/get-player';
import { sessionKeys } from '../../features/session/api/session-keys';

/** Tabs other issues build; until then each shows its honest coming-soon state. */
const otherTab = (tab: ProfileTab) => (
  <ComingSoonScreen
    variant="section"
    titleKey={`APP.SCREENS.PROFILE_${tab.toUpperCase().replace('-', '_')}`}
  />
);

/**
 * The profile with what it needs from other features (features do not import each other): the
 * session's player and how to replace it after an edit, and the brand's groups and countries.
 */
export function ProfileRoute({ tab, basePath }: { tab: ProfileTabName; basePath: string }) {
  const queryClient = useQueryClient();
  const { data: player } = usePlayer();
  const { data: project } = useProject();
  const { data: countries } = useCountries();
  const { data: currencies } = useCurrencies();
  const onPlayerChange = useCallback(
    (next: Player) => queryClient.setQueryData(sessionKeys.player(), next),
    [queryClient],
  );
  const refreshPlayer = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: sessionKeys.player() }),
    [queryClient],
  );
  // The route guard sends guests to registration (RT-046) before this renders.
  if (!player || !isLoggedIn(player)) return null;
  return (
    <ProfileScreen
      tab={tab}
      basePath={basePath}
      player={player}
      brandGroups={project?.groups}
      countries={countries?.map((country) => country.code) ?? []}
      currencies={currencies ?? []}
      onPlayerChange={onPlayerChange}
      refreshPlayer={refreshPlayer}
      renderOtherTab={otherTab}
    />
  );
}
