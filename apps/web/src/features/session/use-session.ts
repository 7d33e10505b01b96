import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { Player } from '@croupier/contracts/player';
import { sessionKeys } from './api/session-keys';
import { startUserSession, updateCachedPlayer } from './user-data';

/** Signs the client in with the player an auth call answered (SS-004). */
export function useStartSession(): (player: Player) => void {
  const queryClient = useQueryClient();
  return useCallback((player: Player) => startUserSession(queryClient, player), [queryClient]);
}

/** Takes a newer player answer (confirmation, accepted terms) or, for `{}`, reloads the player. */
export function useUpdatePlayer(): (player: Player) => void {
  const queryClient = useQueryClient();
  return useCallback(
    (player: Player) => {
      if (typeof player.id === 'number') updateCachedPlayer(queryClient, player);
      else void queryClient.invalidateQueries({ queryKey: sessionKeys.player() });
    },
    [queryClient],
  );
}
