import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { CompPointRate } from '@croupier/contracts/comp-points';
import { apiRequest } from '../../../lib/api-client';
import { lotteryKeys } from './lottery-keys';

/** GET /api/comp_points/rates/lotteries: who sells tickets of which lottery, at what price. */
export function getTicketRates(): Promise<CompPointRate[]> {
  return apiRequest('/api/comp_points/rates/lotteries', {
    contract: (c) => c.compPointRatesResponseSchema,
  });
}

export function useTicketRates() {
  return useQuery(
    queryOptions({ queryKey: lotteryKeys.rates(), queryFn: getTicketRates, staleTime: 60_000 }),
  );
}

export interface TicketOrder {
  lotteryId: number;
  count: number;
  group: CompPointRate['group'];
  /** One key per order: a retried request is applied once (CP-028). */
  idempotencyKey: string;
}

/** POST /api/comp_points/exchange/lotteries (CP-006): `{tickets_count, lottery_id, group}`. */
export function buyTickets(order: TicketOrder) {
  return apiRequest('/api/comp_points/exchange/lotteries', {
    method: 'POST',
    body: {
      exchange: { tickets_count: order.count, lottery_id: order.lotteryId, group: order.group },
    },
    idempotencyKey: order.idempotencyKey,
    contract: (c) => c.exchangeAnswerSchema,
  });
}

/** The purchase, then the lottery, the balance and the points reload. */
export function useBuyTickets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: buyTickets,
    onSettled: async () => {
      await queryClient.invalidateQueries({ queryKey: lotteryKeys.all });
      // The comp-point balance lives in the rewards mart's feature; its key starts so.
      await queryClient.invalidateQueries({ queryKey: ['comp-points'] });
    },
  });
}
