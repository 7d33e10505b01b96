import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ExchangeAnswer, RedeemableReward } from '@croupier/contracts/comp-points';
import { apiRequest } from '../../../lib/api-client';
import { compPointKeys } from './comp-point-keys';

export interface ExchangeOrder {
  reward: Pick<RedeemableReward, 'type' | 'group' | 'rate_id' | 'price_points'>;
  quantity: number;
  /** One key per order: a retried request is applied once (CP-028). */
  idempotencyKey: string;
}

/**
 * POST /api/comp_points/exchange/{type} (CP-005, CP-006): `points` is the unit price times the
 * quantity, at the price the card showed (a discounted one is refused once the sale is over).
 */
export function exchangeReward({ reward, quantity, idempotencyKey }: ExchangeOrder) {
  return apiRequest(`/api/comp_points/exchange/${reward.type}`, {
    method: 'POST',
    body: {
      exchange: {
        points: reward.price_points * quantity,
        group: reward.group,
        rate_id: reward.rate_id,
        quantity,
      },
    },
    idempotencyKey,
    contract: (c) => c.exchangeAnswerSchema,
  });
}

/** The exchange, then the balance, the cards and whatever the reward fills reload. */
export function useExchangeReward(onExchanged?: (answer: ExchangeAnswer) => void) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: exchangeReward,
    onSuccess: (answer) => {
      queryClient.setQueryData(compPointKeys.balance(), answer.comp_points);
      onExchanged?.(answer);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: compPointKeys.all }),
  });
}
