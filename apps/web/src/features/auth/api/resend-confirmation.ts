import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/users/confirmation (SS-020): sends the confirmation mail again. 200 `{}` for known
 * and unknown addresses alike; 422 `VALIDATION.ALREADY_CONFIRMED` only for the signed-in
 * player's own confirmed address.
 */
export async function resendConfirmation(user: { email: string; captcha?: string }) {
  await apiRequest('/api/users/confirmation', { method: 'POST', body: { user } });
}
