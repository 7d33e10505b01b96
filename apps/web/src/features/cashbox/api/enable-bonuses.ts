import type { Player } from '@croupier/contracts/player';
import { apiRequest } from '../../../lib/api-client';

/** GF-021 PATCH /api/player/update_bonus_settings `{can_issue:true}` → the player. */
export function enableBonuses(): Promise<Player> {
  return apiRequest('/api/player/update_bonus_settings', {
    method: 'PATCH',
    body: { can_issue: true },
    contract: (c) => c.playerSchema,
  });
}
