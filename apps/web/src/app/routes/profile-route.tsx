import { lazy, Suspense, useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Player } from '@croupier/contracts/player';
import { isGermanPlayer } from '@croupier/domain/limits/cooling-off';
import type { ProfileTab } from '../../config/paths';
import { usePlayerCountryCodes } from '../../features/brand/api/get-countries';
import { useCurrencies } from '../../features/brand/api/get-currencies';
import { useProject } from '../../features/brand/api/get-project';
import { ComingSoonScreen } from '../../features/coming-soon/coming-soon-screen';
import { LimitsPanel } from '../../features/limits/limits-panel';
import { ProfileScreen, type ProfileTabName } from '../../features/profile/profile-screen';
import { isLoggedIn, usePlayer } from '../../features/session/api/get-player';
import { sessionKeys } from '../../features/session/api/session-keys';

/** platform-core.md §9: the project's default currency, for a player with no account yet. */
const DEFAULT_CURRENCY = 'EUR';

/**
 * The limits (LM-010) for the profile tab and the limits modal: new money limits in the active
 * account's currency; the one-click 24-hour pause for German players (GlüStV §6i(3), RG-07),
 * by the rule the api applies: living in DE or playing under a German licence.
 */
export function LimitsTab() {
  const { data: player } = usePlayer();
  const { data: currencies } = useCurrencies();
  return (
    <LimitsPanel
      currency={player?.currency ?? DEFAULT_CURRENCY}
      currencies={currencies ?? []}
      isGermany={isGermanPlayer({ country: player?.country, licence: player?.license_name })}
    />
  );
}

/** /profile/gifts (GF-033): its own chunk, loaded when the tab opens. */
const GiftsTab = lazy(() => import('./gifts-screens').then((m) => ({ default: m.GiftsTab })));

/** /profile/level (PR-036): the VIP feature's chunk, loaded when the tab opens. */
const LevelTab = lazy(() => import('./vip-screens').then((m) => ({ default: m.LevelTabRoute })));

/** Tabs other issues build; until then each shows its honest coming-soon state. */
const otherTab = (tab: ProfileTab) =>
  tab === 'limits' ? (
    <LimitsTab />
  ) : tab === 'gifts' ? (
    <Suspense fallback={null}>
      <GiftsTab />
    </Suspense>
  ) : tab === 'level' ? (
    <Suspense fallback={null}>
      <LevelTab />
    </Suspense>
  ) : (
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
  const countries = usePlayerCountryCodes();
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
      countries={countries ?? []}
      currencies={currencies ?? []}
      onPlayerChange={onPlayerChange}
      refreshPlayer={refreshPlayer}
      renderOtherTab={otherTab}
    />
  );
}
