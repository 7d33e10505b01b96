import type { PspPayment } from '@croupier/contracts/psp';
import type { PaymentRecord } from '../store/records.js';

/** The merchant's view of a payment: never the provider's internals (customer, pending card). */
export function presentPayment(payment: PaymentRecord): PspPayment {
  return {
    id: payment.id,
    merchant_reference: payment.merchant_reference,
    method: payment.method,
    amount: payment.amount,
    currency: payment.currency,
    status: payment.status,
    redirect_url: payment.redirect_url,
    decline_reason: payment.decline_reason,
    payment_profile: payment.payment_profile,
    crypto: payment.crypto,
    created_at: payment.created_at,
    updated_at: payment.updated_at,
  };
}
