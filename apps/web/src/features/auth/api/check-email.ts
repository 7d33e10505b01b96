import { apiRequest } from '../../../lib/api-client';

/** POST /check-email (SS-014, SS-015; no /api prefix): whether an account uses this address. */
export async function checkEmail(email: string): Promise<boolean> {
  const { exists } = await apiRequest('/check-email', {
    method: 'POST',
    body: { email },
    contract: (c) => c.checkEmailResponseSchema,
  });
  return exists;
}
