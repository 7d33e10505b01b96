import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Payment } from '@croupier/contracts/payments';
import { apiRequest } from '../../../lib/api-client';
import { cashboxKeys } from './cashbox-keys';

/**
 * POST /api/player/payments/{id}/recall (CB-010): a withdrawal not yet sent goes back to the
 * balance; 422 NOT_RECALLABLE once it has left.
 */
export async function recallPayment(id: number): Promise<Payment> {
  return apiRequest(`/api/player/payments/${id}/recall`, {
    method: 'POST',
    contract: (c) => c.paymentSchema,
  });
}

export function useRecallPayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: recallPayment,
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: cashboxKeys.payments() });
      void queryClient.invalidateQueries({ queryKey: cashboxKeys.accounts() });
    },
  });
}
