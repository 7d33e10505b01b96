import { useQuery } from '@tanstack/react-query';
import type { TournamentPlayerEntry } from '@croupier/contracts/tournaments';
import { apiRequest } from '../../../lib/api-client';
import { tournamentKeys } from './tournament-keys';

/** GET /api/tournaments/player (TN-008): where the player stands in each running item. */
export function getPlayerTournaments(): Promise<TournamentPlayerEntry[]> {
  return apiRequest('/api/tournaments/player', { contract: (c) => c.tournamentPlayerListSchema });
}

export function usePlayerTournaments(enabled: boolean) {
  return useQuery({
    queryKey: tournamentKeys.player(),
    queryFn: getPlayerTournaments,
    staleTime: 10_000,
    enabled,
  });
}
