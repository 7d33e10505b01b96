import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/player/two_factor/confirm `{otp}` → the ten recovery codes, shown once (PR-031,
 * AS-07). Two-factor is on from here.
 */
export async function confirmTwoFactor(otp: string): Promise<string[]> {
  const answer = await apiRequest('/api/player/two_factor/confirm', {
    method: 'POST',
    body: { otp },
    contract: (c) => c.recoveryCodesResponseSchema,
  });
  return answer.recovery_codes;
}

export function useConfirmTwoFactor() {
  return useMutation({ mutationFn: confirmTwoFactor });
}
