import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CreatePaymentRequest, CreatePaymentResponse } from '@croupier/contracts/payments';
import { apiRequest } from '../../../lib/api-client';
import { cashboxKeys } from './cashbox-keys';

export interface CreatePaymentInput {
  request: CreatePaymentRequest;
  /** One UUID per attempt (DESIGN.md §3): a retried request cannot pay twice. */
  idempotencyKey: string;
}

/**
 * POST /api/player/payments (CB-012) with `Idempotency-Key` → the payment, with the hosted page
 * to go to (`redirect_url`) or the crypto address to pay to. A cash-out is reserved at once.
 */
export async function createPayment({
  request,
  idempotencyKey,
}: CreatePaymentInput): Promise<CreatePaymentResponse> {
  return apiRequest('/api/player/payments', {
    method: 'POST',
    body: request,
    idempotencyKey,
    contract: (c) => c.createPaymentResponseSchema,
  });
}

export function useCreatePayment() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createPayment,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: cashboxKeys.payments() });
      void queryClient.invalidateQueries({ queryKey: cashboxKeys.accounts() });
    },
  });
}
