import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/player/clear_bonus_code: the stored deposit code goes (CB-019). */
export async function clearBonusCode(): Promise<void> {
  await apiRequest('/api/player/clear_bonus_code', {
    method: 'DELETE',
    contract: (c) => c.bonusCodeResponseSchema,
  });
}
