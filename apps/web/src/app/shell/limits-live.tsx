import type { ReactNode } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useLocation } from 'react-router';
import { applyLimitsPush } from '../../features/limits/api/apply-limits-push';
import { useLimits } from '../../features/limits/api/get-limits';
import { GameLimitsGate } from '../../features/limits/game-limits-gate';
import { LimitReachedWarning } from '../../features/limits/limit-reached-warning';
import { RealityCheckPrompt } from '../../features/limits/reality-check-prompt';
import { useRealtimeEvent } from '../../features/realtime/realtime-provider';
import { isLoggedIn, usePlayer } from '../../features/session/api/get-player';
import { useSignOut } from '../../features/session/api/sign-out';

/**
 * The signed-in player's limits kept live for the whole site (LM-006, LM-007): `game_limits`
 * pushes replace the cached list, and the persistent warning shows while any limit is reached.
 * The reality check prompt (RG-05) counts the session here too; its Log out is the header's.
 */
export function LimitsLive({ isLoggedIn }: { isLoggedIn: boolean }) {
  const queryClient = useQueryClient();
  const { data: limits } = useLimits(isLoggedIn);
  const { data: player } = usePlayer();
  const signOut = useSignOut();
  useRealtimeEvent(
    'game_limits',
    (message) => void applyLimitsPush(queryClient, message.data),
    'updated',
  );
  return (
    <>
      {isLoggedIn ? <LimitReachedWarning limits={limits} /> : null}
      <RealityCheckPrompt
        // While the player loads, the session start is kept rather than reset.
        isLoggedIn={player === undefined ? undefined : isLoggedIn}
        limits={isLoggedIn ? limits : []}
        onLogOut={() => void signOut()}
      />
    </>
  );
}

/**
 * RT-057 around the game page: a signed-in player with a reached limit goes to profile limits.
 * Keyed by the path, so entering another game checks again.
 */
export function GameLimitsGuard({ children }: { children: ReactNode }) {
  const { data: player } = usePlayer();
  const { pathname } = useLocation();
  // Boot loads the player first; should it still be unknown, the game waits rather than start.
  if (player === undefined) return null;
  return (
    <GameLimitsGate key={pathname} isLoggedIn={isLoggedIn(player)}>
      {children}
    </GameLimitsGate>
  );
}
