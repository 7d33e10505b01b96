import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlayerSession } from '@croupier/contracts/security';
import { apiRequest } from '../../../lib/api-client';
import { profileKeys } from './profile-keys';

/** GET /api/player/sessions: where the player is signed in (AS-06). */
export async function getSessions(): Promise<PlayerSession[]> {
  const { sessionsResponseSchema } = await import('../../../lib/contracts');
  return apiRequest('/api/player/sessions', { schema: sessionsResponseSchema });
}

export const sessionsQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.sessions(), queryFn: getSessions });

export function useSessions() {
  return useQuery(sessionsQueryOptions());
}
