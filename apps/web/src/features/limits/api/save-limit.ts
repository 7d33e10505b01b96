import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreateLimitRequest, UserLimit } from '@croupier/contracts/limits';
import { apiRequest } from '../../../lib/api-client';
import { limitsKeys, upsertLimit } from './limits-keys';

/**
 * POST /api/user_limits (LM-002): creates a limit or changes the live one of that type and
 * period. A decrease answers `active`; a raise answers `pending_confirmation` (mailed link).
 * Errors are rethrown for the form to show (LM-005).
 */
export async function saveLimit(request: CreateLimitRequest): Promise<UserLimit> {
  return apiRequest('/api/user_limits', {
    method: 'POST',
    body: request,
    contract: (c) => c.userLimitSchema,
  });
}

export function useSaveLimit() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveLimit,
    // The answer shows at once (a pause blocks the panel without waiting for a second read);
    // the used amounts of the other limits come from the server: read the list again too.
    onSuccess: (limit) => upsertLimit(queryClient, limit),
    onSettled: () => queryClient.invalidateQueries({ queryKey: limitsKeys.all }),
  });
}
