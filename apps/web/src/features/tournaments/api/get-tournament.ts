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
 * The page's item. `tournaments_statuses` refreshes it (live-refresh); until it is finished it
 * is also read every 30 s, since other players' play (and the close) moves the board without a
 * push to this player. A finished item's board is final: no more reads.
 */
export function useTournament(idOrSlug: string) {
  return useQuery({
    queryKey: tournamentKeys.detail(idOrSlug),
    queryFn: () => getTournament(idOrSlug),
    staleTime: 5_000,
    refetchInterval: (query) => (query.state.data?.finished ? false : 30_000),
    retry: false,
  });
}
