import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlayerSession } from '@croupier/contracts/security';
import { apiRequest } from '../../../lib/api-client';
import { profileKeys } from './profile-keys';

/** GET /api/player/sessions: where the player is signed in (AS-06). */
export async function getSessions(): Promise<PlayerSession[]> {
  return apiRequest('/api/player/sessions', { contract: (c) => c.sessionsResponseSchema });
}

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.sessions(), queryFn: getSessions });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
