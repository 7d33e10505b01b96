import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import type { promoAnswerSchema } from '@croupier/contracts/gifts';
import { apiRequest } from '../../../lib/api-client';
import { giftKeys } from './gift-keys';

export type PromoAnswer = z.infer<typeof promoAnswerSchema>;

/**
 * GF-019 POST /api/bonuses/coupon `{coupon_code}`: 200 `{status:'activated', bonus}`, or 422
 * `{errors:{coupon_code:[reason]}}` with a reason of PROMO_REFUSALS (GF-025).
 */
export function redeemCoupon(code: string): Promise<PromoAnswer> {
  return apiRequest('/api/bonuses/coupon', {
    method: 'POST',
    body: { coupon_code: code },
    contract: (c) => c.promoAnswerSchema,
  });
}

export function useRedeemCoupon() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: redeemCoupon,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: giftKeys.all }),
  });
}
