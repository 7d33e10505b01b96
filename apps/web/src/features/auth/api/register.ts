import type { Player } from '@croupier/contracts/player';
import type { RegistrationRequest } from '@croupier/contracts/users';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/users (SS-012, SS-013): 201 with the player, signed in; a 422 goes back to the form. */
export async function register(user: RegistrationRequest['user']): Promise<Player> {
  return apiRequest('/api/users', {
    method: 'POST',
    body: { user },
    contract: (c) => c.playerSchema,
  });
}
