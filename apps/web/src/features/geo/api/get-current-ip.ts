import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { logError } from '../../../lib/logger';

export interface Geo {
  country: string;
  /** The visitor's country is restricted (451): login and registration are blocked (RT-053). */
  restricted: boolean;
}

export const geoKeys = {
  all: ['geo'] as const,
  currentIp: () => [...geoKeys.all, 'current-ip'] as const,
  clientContext: () => [...geoKeys.all, 'client-context'] as const,
};

/** The country a 451 body names, if it names one: the body of a refusal is not a contract. */
function countryOf451(body: unknown): string {
  const country =
    typeof body === 'object' && body !== null && 'country_code' in body
      ? body.country_code
      : undefined;
  return typeof country === 'string' ? country.toUpperCase() : '';
}

/**
 * GET /api/current_ip. A 451 answer is itself the restriction signal; any other failure gives
 * null (unknown geo, nothing blocked) and is logged.
 */
export async function getCurrentIp(): Promise<Geo | null> {
  try {
    const body = await apiRequest('/api/current_ip', {
      contract: (c) => c.currentIpResponseSchema,
    });
    return { country: body.country_code.toUpperCase(), restricted: body.restricted };
  } catch (error) {
    if (error instanceof ApiError && error.status === 451) {
      return { country: countryOf451(error.body), restricted: true };
    }
    logError('LOAD_CURRENT_IP_ERROR', error);
    return null;
  }
}

/** Awaited during boot, before the router renders, so guards read it synchronously (RT-064). */
export const currentIpQueryOptions = () =>
  queryOptions({ queryKey: geoKeys.currentIp(), queryFn: getCurrentIp, staleTime: Infinity });

export function useGeo(): Geo | undefined {
  return useQuery(currentIpQueryOptions()).data ?? undefined;
}
