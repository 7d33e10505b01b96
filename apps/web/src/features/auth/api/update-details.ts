import type { Player } from '@croupier/contracts/player';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/auth_providers/update_details (SS-022, SS-023): completes what `auth_fields_missed`
 * lists (accepting the terms, an e-mail); answers the updated player.
 */
export async function updateDetails(user: { terms_acceptance?: true; email?: string }) {
  return apiRequest('/api/auth_providers/update_details', {
    method: 'POST',
    body: { user },
    contract: (c) => c.playerSchema,
  }) as Promise<Player>;
}
