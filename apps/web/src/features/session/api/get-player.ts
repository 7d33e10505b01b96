import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { logError } from '../../../lib/logger';
import type { Player } from '@croupier/contracts/player';
import { sessionKeys } from './session-keys';

/** A guest's profile: no id (platform-core.md §4 Session). */
export const GUEST: Player = {};

/**
 * GET /api/player: a guest gets `{}`. A failed load also gives the guest profile: the failure
 * is logged (ERR-001) and the site stays usable; a 401 is the auth-error path, not logged.
 */
export async function getPlayer(): Promise<Player> {
  try {
    // Contracts (and zod) load beside the first requests, not in the entry (DESIGN.md §11).
    return await apiRequest('/api/player', { contract: (c) => c.playerSchema });
  } catch (error) {
    if (!(error instanceof ApiError && error.status === 401)) logError('LOAD_PLAYER_ERROR', error);
    return GUEST;
  }
}

export const playerQueryOptions = () =>
  queryOptions({ queryKey: sessionKeys.player(), queryFn: getPlayer, staleTime: 30_000 });

export function usePlayer() {
  return useQuery(playerQueryOptions());
}

/** Logged in = the profile carries an id (platform-core.md §4 Session). */
export function isLoggedIn(player: Player | undefined): boolean {
  return typeof player?.id === 'number';
}

export function useIsLoggedIn(): boolean {
  const { data } = usePlayer();
  return isLoggedIn(data);
}
