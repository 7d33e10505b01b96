import type { PspContext } from '../context.js';
import type { PaymentRecord } from '../store/records.js';
import { emitPaymentEvent } from '../webhooks/webhooks.service.js';
import { declinePayment, succeedPayment, updatePayment } from './payment-status.js';

/** Test vouchers: any code starting `VOUCHER-OK-` pays the full amount. */
export function isValidTestVoucher(code: string): boolean {
  return /^VOUCHER-OK-\S*$/i.test(code.trim());
}

export function redeemVoucher(context: PspContext, payment: PaymentRecord): PaymentRecord {
  return succeedPayment(context, payment);
}

/** SandboxWallet: signing in only remembers the account; approving pays. */
export function signInToWallet(
  context: PspContext,
  payment: PaymentRecord,
  email: string,
): PaymentRecord {
  return updatePayment(context, payment, { wallet_email: email });
}

export function decideWalletPayment(
  context: PspContext,
  payment: PaymentRecord,
  approved: boolean,
): PaymentRecord {
  return approved
    ? succeedPayment(context, payment)
    : declinePayment(context, payment, 'declined_by_customer');
}

/**
 * The player says the transfer is made: the payment is `processing` until the bank settles it
 * BANK_TRANSFER_MS later (nothing left to do on the hosted page).
 */
export function confirmBankTransfer(context: PspContext, payment: PaymentRecord): PaymentRecord {
  const processing = updatePayment(context, payment, { status: 'processing', redirect_url: null });
  emitPaymentEvent(context, 'payment.processing', processing);
  context.jobs.schedule('settle_bank_transfer', processing.id, context.env.BANK_TRANSFER_MS);
  return processing;
}

/** Job: the bank transfer arrived. */
export function settleBankTransfer(context: PspContext, paymentId: string): void {
  const payment = context.store.payments.get(paymentId);
  if (payment?.status === 'processing') succeedPayment(context, payment);
}

/** The sandbox's bank details and a reference that finds the payment in a statement. */
export const SANDBOX_BANK = {
  beneficiary: 'Croupier Pay Sandbox Ltd',
  iban: 'DE89 3704 0044 0532 0130 00',
  bic: 'COBADEFFXXX',
} as const;

export function bankReferenceOf(payment: PaymentRecord): string {
  return `CP-${payment.id.slice(4, 14).toUpperCase()}`;
}
