import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SecurityEvent } from '@croupier/contracts/security';
import { apiRequest } from '../../../lib/api-client';
import { profileKeys } from './profile-keys';

/** GET /api/player/security_events: the last 50, newest first (AS-06 "last login shown"). */
export async function getSecurityEvents(): Promise<SecurityEvent[]> {
  return apiRequest('/api/player/security_events', {
    contract: (c) => c.securityEventsResponseSchema,
  });
}

export const securityEventsQueryOptions = () =>
  queryOptions({ queryKey: profileKeys.securityEvents(), queryFn: getSecurityEvents });

export function useSecurityEvents() {
  return useQuery(securityEventsQueryOptions());
}
