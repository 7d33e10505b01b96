import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UserLimit } from '@croupier/contracts/limits';
import { apiRequest } from '../../../lib/api-client';
import { limitsKeys } from './limits-keys';

/**
 * POST /api/user_limits/confirm `{token}` (LM-004, RT-012): the mailed link's positive confirm
 * of a raise or removal (RG-02). Answers the limit, now `pending_increase` until the
 * cooling-off ends (or already changed when it has). A used or expired token is a 4xx.
 */
export async function confirmLimit(token: string): Promise<UserLimit> {
  return apiRequest('/api/user_limits/confirm', {
    method: 'POST',
    body: { token },
    contract: (c) => c.userLimitSchema,
  });
}

export function useConfirmLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmLimit,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: limitsKeys.all }),
  });
}
