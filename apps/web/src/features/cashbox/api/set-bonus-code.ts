import { apiRequest } from '../../../lib/api-client';

/**
 * PATCH /api/player/set_bonus_code `{deposit_bonus_code}` (PR-038): a valid code is kept for the
 * next deposit; an invalid one answers 422 `errors.deposit_bonus_code` and nothing is stored.
 */
export async function setBonusCode(code: string): Promise<string | null> {
  const answer = await apiRequest('/api/player/set_bonus_code', {
    method: 'PATCH',
    body: { deposit_bonus_code: code },
    contract: (c) => c.bonusCodeResponseSchema,
  });
  return answer.deposit_bonus_code;
}
