import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/users/password (SS-017, SS-018): always 200 `{}` so nobody learns which addresses
 * have accounts; a mail goes only to a known one. Errors (captcha) are rethrown to the form.
 */
export async function requestPasswordReset(user: { email: string; captcha?: string }) {
  await apiRequest('/api/users/password', { method: 'POST', body: { user } });
}
