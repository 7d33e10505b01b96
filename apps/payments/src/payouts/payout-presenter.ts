import type { PspPayout } from '@croupier/contracts/psp';
import type { PayoutRecord } from '../store/records.js';

export function presentPayout(payout: PayoutRecord): PspPayout {
  return {
    id: payout.id,
    merchant_reference: payout.merchant_reference,
    method: payout.method,
    amount: payout.amount,
    currency: payout.currency,
    status: payout.status,
    failure_reason: payout.failure_reason,
    created_at: payout.created_at,
    updated_at: payout.updated_at,
  };
}
