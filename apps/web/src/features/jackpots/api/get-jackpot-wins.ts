import { useQuery } from '@tanstack/react-query';
import type { JackpotWin } from '@croupier/contracts/jackpots';
import { apiRequest } from '../../../lib/api-client';
import { logError } from '../../../lib/logger';
import { jackpotKeys } from './jackpot-keys';

export type WinnersSort = 'biggest' | 'latest';

/** GET /api/jackpot_wins (JP-005): 5 per list; names come masked from the server (JP-006). */
export async function getJackpotWins(sort: WinnersSort, jackpot?: string): Promise<JackpotWin[]> {
  const query = new URLSearchParams({ sort, limit: '5', ...(jackpot ? { jackpot } : {}) });
  try {
    return await apiRequest(`/api/jackpot_wins?${query.toString()}`, {
      contract: (c) => c.jackpotWinsResponseSchema,
    });
  } catch (error) {
    // JP-008: logged; the query keeps the list it had (a failed refetch keeps its data).
    logError('GET_JACKPOT_WINNERS_ERROR', error);
    throw error;
  }
}

export function useJackpotWins(sort: WinnersSort, jackpot?: string) {
  return useQuery({
    queryKey: jackpotKeys.wins(sort, jackpot),
    queryFn: () => getJackpotWins(sort, jackpot),
    staleTime: 5_000,
    retry: false,
  });
}
