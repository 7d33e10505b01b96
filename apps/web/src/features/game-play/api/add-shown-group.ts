import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/player/groups `{groups: {add}}` (PR-015): the api takes only the brand's
 * player-settable groups, which include every new-provider popup's "already shown" group.
 */
export async function addShownGroup(group: number): Promise<void> {
  await apiRequest('/api/player/groups', { method: 'POST', body: { groups: { add: [group] } } });
}
