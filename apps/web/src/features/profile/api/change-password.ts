import { useMutation } from '@tanstack/react-query';
import type { PasswordChangeRequest } from '@croupier/contracts/security';
import { apiRequest } from '../../../lib/api-client';

/**
 * PUT /api/player/password (AS-06, AS-08): the current password re-authenticates when the
 * sign-in is older than 10 minutes; the api ends the player's other sessions (unless
 * `end_other_sessions: false`) and mails a `password_changed` notice.
 */
export async function changePassword(request: PasswordChangeRequest): Promise<void> {
  await apiRequest('/api/player/password', { method: 'PUT', body: request });
}

export function useChangePassword(onChanged: (request: PasswordChangeRequest) => void) {
  return useMutation({
    mutationFn: changePassword,
    onSuccess: (_answer, request) => onChanged(request),
  });
}
