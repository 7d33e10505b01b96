import { useMutation } from '@tanstack/react-query';
import type { Player } from '@croupier/contracts/player';
import { apiRequest } from '../../../lib/api-client';

/** DELETE /api/player/clear_bonus_code → the player without a code (EP-110; PR-038). */
export async function clearBonusCode(): Promise<Player> {
  return apiRequest('/api/player/clear_bonus_code', {
    method: 'DELETE',
    contract: (c) => c.playerSchema,
  });
}

export function useClearBonusCode(onCleared: (player: Player) => void) {
  return useMutation({ mutationFn: clearBonusCode, onSuccess: onCleared });
}
