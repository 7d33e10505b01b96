import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Payment } from '@croupier/contracts/payments';
import { apiRequest } from '../../../lib/api-client';
import { cashboxKeys } from './cashbox-keys';

/** GET /api/player/payments: the history, newest first, deposits and cash-outs (CB-004). */
export async function getPayments(): Promise<Payment[]> {
  return apiRequest('/api/player/payments', { contract: (c) => c.paymentsResponseSchema });
}

/** States a payment can still leave: a screen showing one keeps asking until it settles. */
export const OPEN_STATES: ReadonlySet<Payment['state']> = new Set([
  'pending',
  'processing',
  'reserved',
]);
export const PAYMENT_POLL_MS = 3_000;

export const paymentsQueryOptions = () =>
  queryOptions({ queryKey: cashboxKeys.payments(), queryFn: getPayments, staleTime: 10_000 });

/**
 * The history. With `watchId` the list is asked for again every few seconds while that payment
 * is open (the `payments_changes` push usually arrives first).
 */
export function usePayments(watchId?: number) {
  return useQuery({
    ...paymentsQueryOptions(),
    refetchInterval: (query) => {
      if (watchId === undefined) return false;
      const payment = query.state.data?.find((item) => item.id === watchId);
      return !payment || OPEN_STATES.has(payment.state) ? PAYMENT_POLL_MS : false;
    },
  });
}
