import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AdventureState } from '@croupier/contracts/adventures';
import { apiRequest } from '../../../lib/api-client';
import { adventureKeys } from './adventure-keys';

/** The browser's IANA zone ("today" is the player's date there), or null when it has none. */
export function browserTimeZone(): string | null {
  try {
    return Intl.DateTimeFormat().resolvedOptions().timeZone || null;
  } catch {
    return null;
  }
}

let reportedZone: string | null = null;

/**
 * The player's calendar. The first load of a page session reports the browser's zone (PUT
 * /api/player/adventures/time_zone answers the calendar too), so a player who travels gets the
 * day of where they are; later loads only read it.
 */
export async function getAdventure(): Promise<AdventureState> {
  const zone = browserTimeZone();
  if (zone && zone !== reportedZone) {
    const state = await apiRequest('/api/player/adventures/time_zone', {
      method: 'PUT',
      body: { time_zone: zone },
      contract: (c) => c.adventureStateSchema,
    });
    reportedZone = zone;
    return state;
  }
  return apiRequest('/api/player/adventures', { contract: (c) => c.adventureStateSchema });
}

/** Tests start each case as a fresh page. */
export function forgetReportedZone(): void {
  reportedZone = null;
}

export const adventureQueryOptions = () =>
  queryOptions({ queryKey: adventureKeys.state(), queryFn: getAdventure, staleTime: 30_000 });

export function useAdventure() {
  return useQuery(adventureQueryOptions());
}
