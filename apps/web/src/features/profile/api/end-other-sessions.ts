import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { profileKeys } from './profile-keys';

/** DELETE /api/player/sessions → 204; every session but this one ends (AS-06). */
export async function endOtherSessions(): Promise<void> {
  await apiRequest('/api/player/sessions', { method: 'DELETE' });
}

export function useEndOtherSessions() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endOtherSessions,
    onSettled: () => queryClient.invalidateQueries({ queryKey: profileKeys.sessions() }),
  });
}
