import { useMutation } from '@tanstack/react-query';
import type { Player } from '@croupier/contracts/player';
import type { PlayerUpdateRequest } from '@croupier/contracts/profile';
import { apiRequest } from '../../../lib/api-client';

/**
 * PATCH /api/player `{user, context?}` → the whole player (PR-004, PR-005, PR-037). With a
 * context the server also requires that context's fields; without one (the state auto-fill of
 * PR-009) it saves just what is sent.
 */
export async function updatePlayer(request: PlayerUpdateRequest): Promise<Player> {
  return apiRequest('/api/player', {
    method: 'PATCH',
    body: request,
    contract: (c) => c.playerSchema,
  });
}

export function useUpdatePlayer(onSaved: (player: Player) => void) {
  return useMutation({ mutationFn: updatePlayer, onSuccess: onSaved });
}
