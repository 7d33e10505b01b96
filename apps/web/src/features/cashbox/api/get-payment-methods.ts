import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentAction, PaymentMethod } from '@croupier/contracts/payments';
import { apiRequest } from '../../../lib/api-client';
import { cashboxKeys } from './cashbox-keys';

/** CB-007 (engagement.md §4 Payments, §9): an empty list is asked for again, up to 3 times. */
export const METHOD_LIST_RETRIES = 3;
export const METHOD_RETRY_DELAY_MS = 1_000;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * GET /api/player/payment_methods?action=&currency= (CB-008, CB-011): the methods this player
 * may use for the action in that currency, with limits, step and saved cards.
 */
export async function getPaymentMethods(
  action: PaymentAction,
  currency: string,
  retryDelayMs = METHOD_RETRY_DELAY_MS,
): Promise<PaymentMethod[]> {
  const query = new URLSearchParams({ action, currency });
  for (let attempt = 0; ; attempt += 1) {
    const methods = await apiRequest(`/api/player/payment_methods?${query.toString()}`, {
      contract: (c) => c.paymentMethodsResponseSchema,
    });
    if (methods.length > 0 || attempt >= METHOD_LIST_RETRIES) return methods;
    await sleep(retryDelayMs * (attempt + 1));
  }
}

export const paymentMethodsQueryOptions = (action: PaymentAction, currency: string) =>
  queryOptions({
    queryKey: cashboxKeys.methodList(action, currency),
    queryFn: () => getPaymentMethods(action, currency),
    staleTime: 60_000,
  });

export function usePaymentMethods(action: PaymentAction, currency: string | undefined) {
  return useQuery({
    ...paymentMethodsQueryOptions(action, currency ?? ''),
    enabled: currency !== undefined && currency !== '',
  });
}
