import { useQuery } from '@tanstack/react-query';
import type { TournamentDetail } from '@croupier/contracts/tournaments';
import { apiRequest } from '../../../lib/api-client';
import { tournamentKeys } from './tournament-keys';

/**
 * GET /api/tournaments/{id} (RT-028: a numeric id or the frontend identifier): the item with
 * its leaderboard and the signed-in player's own row.
 */
export function getTournament(idOrSlug: string): Promise<TournamentDetail> {
  return apiRequest(`/api/tournaments/${encodeURIComponent(idOrSlug)}`, {
    contract: (c) => c.tournamentDetailSchema,
  });
}

/**
 * The page's item. `tournaments_statuses` refreshes it (live-refresh); while it runs it is also
 * read every 30 s, since other players' play moves the board without a push to this player.
 */
export function useTournament(idOrSlug: string, isRunning = false) {
  return useQuery({
    queryKey: tournamentKeys.detail(idOrSlug),
    queryFn: () => getTournament(idOrSlug),
    staleTime: 5_000,
    refetchInterval: isRunning ? 30_000 : false,
    retry: false,
  });
}
