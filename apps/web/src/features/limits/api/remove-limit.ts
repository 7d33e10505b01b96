import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserLimit } from '@croupier/contracts/limits';
import { apiRequest } from '../../../lib/api-client';
import { dropLimit, limitsKeys, upsertLimit } from './limits-keys';

/**
 * DELETE /api/user_limits/{id} (LM-003). A removal counts as a raise (RG-02): it answers the
 * limit in `pending_confirmation`; an answer without a body means it is gone.
 */
export async function removeLimit(id: number): Promise<UserLimit | null> {
  const body = await apiRequest(`/api/user_limits/${id}`, {
    method: 'DELETE',
    contract: (c) => c.userLimitSchema.nullable().optional(),
  });
  return body ?? null;
}

export function useRemoveLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: removeLimit,
    onSuccess: (limit, id) =>
      limit ? upsertLimit(queryClient, limit) : dropLimit(queryClient, id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: limitsKeys.all }),
  });
}
