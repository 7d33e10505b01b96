import { useMutation } from '@tanstack/react-query';
import type { Player } from '@croupier/contracts/player';
import type { EmailChangeRequest } from '@croupier/contracts/security';
import { apiRequest } from '../../../lib/api-client';

/**
 * PUT /api/player/email (AS-08: the current password re-authenticates) → the player with the
 * new, unconfirmed address; the confirmation mail goes to it, a notice to the old one.
 */
export async function changeEmail(request: EmailChangeRequest): Promise<Player> {
  return apiRequest('/api/player/email', {
    method: 'PUT',
    body: request,
    contract: (c) => c.playerSchema,
  });
}

export function useChangeEmail(onChanged: (player: Player) => void) {
  return useMutation({ mutationFn: changeEmail, onSuccess: onChanged });
}
