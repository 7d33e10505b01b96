import type { Player } from '@croupier/contracts/player';
import type { SignInRequest } from '@croupier/contracts/users';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/users/sign_in (SS-007): 200 with the player and the session cookie. A 422 carries
 * `invalid_credentials`, `captcha_required` / `captcha_invalid` or `otp_required` /
 * `otp_invalid`; it is rethrown to the form (platform-core.md §8).
 */
export async function signIn(user: SignInRequest['user']): Promise<Player> {
  return apiRequest('/api/users/sign_in', {
    method: 'POST',
    body: { user },
    contract: (c) => c.playerSchema,
  });
}
