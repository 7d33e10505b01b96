import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/player/groups `{groups: {add}}`: only groups the brand marks player-settable are
 * accepted (DESIGN.md §5); the api ignores a second tester split (SS-027).
 */
export async function addPlayerGroups(groups: readonly number[]): Promise<void> {
  await apiRequest('/api/player/groups', { method: 'POST', body: { groups: { add: groups } } });
}
