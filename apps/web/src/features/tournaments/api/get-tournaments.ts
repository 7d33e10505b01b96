import { queryOptions, useQuery } from '@tanstack/react-query';
import type { TournamentList } from '@croupier/contracts/tournaments';
import { apiRequest } from '../../../lib/api-client';
import { tournamentKeys } from './tournament-keys';

/**
 * GET /api/tournaments (TN-007, TN-008): the running and upcoming items the player may see
 * (their `group_ids`, `nonvisible` left out by the server), tournaments, quests and
 * achievements alike.
 */
export function getTournaments(): Promise<TournamentList> {
  return apiRequest('/api/tournaments', { contract: (c) => c.tournamentListSchema });
}

export const tournamentsQueryOptions = () =>
  queryOptions({ queryKey: tournamentKeys.list(), queryFn: getTournaments, staleTime: 30_000 });

export function useTournaments(enabled = true) {
  return useQuery({ ...tournamentsQueryOptions(), enabled });
}

/** GET /api/tournaments/recent: the last ten archived items (the archive tab, the page's list). */
export function getRecentTournaments(): Promise<TournamentList> {
  return apiRequest('/api/tournaments/recent', { contract: (c) => c.tournamentListSchema });
}

export function useRecentTournaments(enabled = true) {
  return useQuery({
    queryKey: tournamentKeys.recent(),
    queryFn: getRecentTournaments,
    staleTime: 60_000,
    enabled,
  });
}
