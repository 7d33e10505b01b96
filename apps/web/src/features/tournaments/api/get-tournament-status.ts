import { useQuery } from '@tanstack/react-query';
import type { TournamentPlayerStatus } from '@croupier/contracts/tournaments';
import { apiRequest } from '../../../lib/api-client';
import { tournamentKeys } from './tournament-keys';

/** GET /api/tournaments/{id}/status (TN-008): the player's place, points and confirmation. */
export function getTournamentStatus(id: number): Promise<TournamentPlayerStatus> {
  return apiRequest(`/api/tournaments/${id}/status`, {
    contract: (c) => c.tournamentPlayerStatusSchema,
  });
}

/**
 * A signed-in player's status in one item. TN-011: a failed status is no status (the item still
 * renders, without progress), so it is not retried here.
 */
export function useTournamentStatus(id: number | undefined, enabled: boolean) {
  return useQuery({
    queryKey: tournamentKeys.status(id ?? 0),
    queryFn: () => getTournamentStatus(id ?? 0),
    enabled: enabled && id !== undefined,
    staleTime: 5_000,
    retry: false,
  });
}
