import { useMutation } from '@tanstack/react-query';
import type { TwoFactorEnrolRequest, TwoFactorEnrolResponse } from '@croupier/contracts/security';
import { apiRequest } from '../../../lib/api-client';

/** POST /api/player/two_factor `{current_password?}` → the new secret and its QR (PR-031). */
export async function startTwoFactor(
  request: TwoFactorEnrolRequest,
): Promise<TwoFactorEnrolResponse> {
  return apiRequest('/api/player/two_factor', {
    method: 'POST',
    body: request,
    contract: (c) => c.twoFactorEnrolResponseSchema,
  });
}

export function useStartTwoFactor() {
  return useMutation({ mutationFn: startTwoFactor });
}
