import type { PspDeclineReason } from '@croupier/contracts/psp';
import { nowIso, type PspContext } from '../context.js';
import type { PaymentRecord } from '../store/records.js';
import { emitPaymentEvent } from '../webhooks/webhooks.service.js';

/** A new state of a payment, stamped and journaled. */
export function updatePayment(
  context: PspContext,
  payment: PaymentRecord,
  patch: Partial<PaymentRecord>,
): PaymentRecord {
  return context.store.payments.put({ ...payment, ...patch, updated_at: nowIso(context) });
}

export function hostedPageUrl(context: PspContext, paymentId: string, step = ''): string {
  return `${context.env.PUBLIC_URL}/pay/${paymentId}${step}`;
}

/** The player left the hosted page (Cancel) or it expired: only a payment still waiting on them. */
export function cancelPayment(context: PspContext, payment: PaymentRecord): PaymentRecord {
  if (payment.status !== 'requires_action') return payment;
  const canceled = updatePayment(context, payment, {
    status: 'canceled',
    redirect_url: null,
    pending_card: null,
  });
  emitPaymentEvent(context, 'payment.canceled', canceled);
  return canceled;
}

/** Where the hosted page sends the player back: `?payment=<id>&status=<status>` appended. */
export function returnUrlOf(payment: PaymentRecord): string | null {
  if (!payment.return_url) return null;
  const url = new URL(payment.return_url);
  url.searchParams.set('payment', payment.id);
  url.searchParams.set('status', payment.status);
  return url.toString();
}

/** A payment reached `succeeded`: stamp the settlement time and tell the merchant. */
export function succeedPayment(
  context: PspContext,
  payment: PaymentRecord,
  patch: Partial<PaymentRecord> = {},
): PaymentRecord {
  const succeeded = updatePayment(context, payment, {
    ...patch,
    status: 'succeeded',
    redirect_url: null,
    decline_reason: null,
    settled_at: nowIso(context),
  });
  emitPaymentEvent(context, 'payment.succeeded', succeeded);
  return succeeded;
}

export function declinePayment(
  context: PspContext,
  payment: PaymentRecord,
  reason: PspDeclineReason,
  patch: Partial<PaymentRecord> = {},
): PaymentRecord {
  const declined = updatePayment(context, payment, {
    ...patch,
    status: 'declined',
    redirect_url: null,
    decline_reason: reason,
  });
  emitPaymentEvent(context, 'payment.declined', declined);
  return declined;
}
