import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Gift, GiftChangeAnswer } from '@croupier/contracts/gifts';
import { apiRequest } from '../../../lib/api-client';
import { giftKeys } from './gift-keys';

const familyPath = (gift: Pick<Gift, 'family' | 'id'>) =>
  `/api/player/${gift.family === 'freespins' ? 'freespins' : 'bonuses'}/${gift.id}`;

/** GF-008: POST /api/player/{bonuses,freespins}/{id}/activation. */
export function activateGift(gift: Pick<Gift, 'family' | 'id'>): Promise<GiftChangeAnswer> {
  return apiRequest(`${familyPath(gift)}/activation`, {
    method: 'POST',
    contract: (c) => c.giftChangeAnswerSchema,
  });
}

/** GF-009: DELETE /api/player/{bonuses,freespins}/{id} → stage `canceled`. */
export function cancelGift(gift: Pick<Gift, 'family' | 'id'>): Promise<GiftChangeAnswer> {
  return apiRequest(familyPath(gift), {
    method: 'DELETE',
    contract: (c) => c.giftChangeAnswerSchema,
  });
}

/** Activate or cancel, then the list reloads (GF-008, GF-009), whatever the answer was. */
export function useChangeGift(change: 'activate' | 'cancel') {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: change === 'activate' ? activateGift : cancelGift,
    onSettled: () => queryClient.invalidateQueries({ queryKey: giftKeys.all }),
  });
}
