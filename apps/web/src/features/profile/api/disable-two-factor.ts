import { useMutation } from '@tanstack/react-query';
import type { TwoFactorDisableRequest } from '@croupier/contracts/security';
import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/player/two_factor `{current_password?, otp}` → 204; `otp` may be a recovery code (PR-031, AS-08). */
export async function disableTwoFactor(request: TwoFactorDisableRequest): Promise<void> {
  await apiRequest('/api/player/two_factor', { method: 'DELETE', body: request });
}

export function useDisableTwoFactor() {
  return useMutation({ mutationFn: disableTwoFactor });
}
