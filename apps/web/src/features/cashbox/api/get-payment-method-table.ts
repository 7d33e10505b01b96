import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PaymentMethodTableRow } from '@croupier/contracts/payments';
import { apiRequest } from '../../../lib/api-client';
import { orEmpty } from '../../../lib/logger';
import { cashboxKeys } from './cashbox-keys';

/** GET /api/payment_methods/table (public; CB-015): every method with its limits, for the payments page. */
export const getPaymentMethodTable = (): Promise<PaymentMethodTableRow[]> =>
  orEmpty(
    'LOAD_PAYMENT_METHODS_TABLE_ERROR',
    async () => {
      return apiRequest('/api/payment_methods/table', {
        contract: (c) => c.paymentMethodTableSchema,
      });
    },
    [],
  );

export const paymentMethodTableQueryOptions = () =>
  queryOptions({
    queryKey: cashboxKeys.methodTable(),
    queryFn: getPaymentMethodTable,
    staleTime: 5 * 60_000,
  });

export function usePaymentMethodTable() {
  return useQuery(paymentMethodTableQueryOptions());
}
