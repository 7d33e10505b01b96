import type { FraudCheckRequest, FraudCheckResponse } from '@croupier/contracts/payments';
import { apiRequest } from '../../../lib/api-client';

/**
 * POST /api/users/transaction (CB-016, CB-017): asked before every payment; `allowed: false`
 * stops the payment with a "something went wrong" warning.
 */
export async function checkTransaction(request: FraudCheckRequest): Promise<FraudCheckResponse> {
  return apiRequest('/api/users/transaction', {
    method: 'POST',
    body: request,
    contract: (c) => c.fraudCheckResponseSchema,
  });
}
