import { useMutation } from '@tanstack/react-query';
import type { Player } from '@croupier/contracts/player';
import { apiRequest } from '../../../lib/api-client';

/**
 * PATCH /api/player/set_bonus_code `{deposit_bonus_code}` → the player (EP-109; PR-038). The
 * bonus module serves it; a 404 means promo codes are not open yet.
 */
export async function setBonusCode(code: string): Promise<Player> {
  return apiRequest('/api/player/set_bonus_code', {
    method: 'PATCH',
    body: { deposit_bonus_code: code },
    contract: (c) => c.playerSchema,
  });
}

export function useSetBonusCode(onSaved: (player: Player) => void) {
  return useMutation({ mutationFn: setBonusCode, onSuccess: onSaved });
}
