import type { Player } from '@croupier/contracts/player';
import { apiRequest } from '../../../lib/api-client';

export interface ResetPasswordInput {
  reset_password_token: string;
  password: string;
  password_confirmation: string;
  otp_attempt?: string;
}

/**
 * PUT /api/users/password (SS-018): the new password, signed in, other sessions ended. With
 * two-factor on, a missing or wrong code answers 422 `otp_required` / `otp_invalid` and the
 * token stays usable (AS-09).
 */
export async function resetPassword(user: ResetPasswordInput): Promise<Player> {
  return apiRequest('/api/users/password', {
    method: 'PUT',
    body: { user },
    contract: (c) => c.playerSchema,
  });
}
