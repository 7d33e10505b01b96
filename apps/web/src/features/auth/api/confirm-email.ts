import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Player } from '@croupier/contracts/player';
import { apiRequest } from '../../../lib/api-client';
import { authKeys } from './auth-keys';

/**
 * GET /api/users/confirmation?confirmation_token= (SS-019): the player (or `{}` for a guest)
 * with `confirmed_at` set; a bad, used or expired token is a 422 rethrown to the screen.
 */
export async function confirmEmail(token: string): Promise<Player> {
  const query = new URLSearchParams({ confirmation_token: token });
  return apiRequest(`/api/users/confirmation?${query.toString()}`, {
    contract: (c) => c.playerSchema,
  });
}

/**
 * The token is single-use: one cached answer per token, so a second mount (StrictMode, a
 * re-render) shows the first result instead of spending the token twice.
 */
export const confirmationQueryOptions = (token: string) =>
  queryOptions({
    queryKey: authKeys.confirmation(token),
    queryFn: () => confirmEmail(token),
    staleTime: Infinity,
    gcTime: Infinity,
    retry: false,
  });

export function useEmailConfirmation(token: string) {
  return useQuery({ ...confirmationQueryOptions(token), enabled: token.length > 0 });
}
