import { useMutation } from '@tanstack/react-query';
import type { RecoveryCodesRequest } from '@croupier/contracts/security';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/player/two_factor/recovery_codes `{current_password?, otp}` → ten new codes; the old
 * ones stop working.
 */
export async function regenerateRecoveryCodes(request: RecoveryCodesRequest): Promise<string[]> {
  const answer = await apiRequest('/api/player/two_factor/recovery_codes', {
    method: 'POST',
    body: request,
    contract: (c) => c.recoveryCodesResponseSchema,
  });
  return answer.recovery_codes;
}

export function useRegenerateRecoveryCodes() {
  return useMutation({ mutationFn: regenerateRecoveryCodes });
}
