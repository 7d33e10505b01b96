import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/player/groups `{groups: {add}}` (PR-015): the api takes only groups the brand marks
 * player-settable (DESIGN.md §5). Used for the Lithuanian-IBAN group (CB-024).
 */
export async function addPlayerGroup(group: number): Promise<void> {
  await apiRequest('/api/player/groups', { method: 'POST', body: { groups: { add: [group] } } });
}
