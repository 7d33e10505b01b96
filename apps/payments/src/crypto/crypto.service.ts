import type { PspCryptoAddress, PspPayment } from '@croupier/contracts/psp';
import { nowIso, type PspContext } from '../context.js';
import { newId } from '../lib/ids.js';
import { PspError } from '../lib/psp-error.js';
import type { CryptoAddressRecord, PaymentRecord, PspCustomerRecord } from '../store/records.js';
import { emitPaymentEvent } from '../webhooks/webhooks.service.js';
import { succeedPayment, updatePayment } from '../payments/payment-status.js';
import { confirmationsRequired, generateAddress } from './crypto-addresses.js';

/** The customer's deposit address for the currency: made once, the same ever after. */
export function ensureCryptoAddress(
  context: PspContext,
  customer: PspCustomerRecord,
  currency: string,
  webhookUrl: string,
): CryptoAddressRecord {
  const id = `${customer.id}|${currency}`;
  const existing = context.store.addresses.get(id);
  if (existing) {
    // Deposits nobody announced go to the latest webhook URL the merchant gave.
    if (existing.webhook_url === webhookUrl) return existing;
    return context.store.addresses.put({ ...existing, webhook_url: webhookUrl });
  }
  let generated = generateAddress(currency);
  while (context.store.addresses.findByKey(generated.address))
    generated = generateAddress(currency);
  return context.store.addresses.put({
    id,
    customer,
    currency,
    address: generated.address,
    network: generated.network,
    memo: null,
    webhook_url: webhookUrl,
    created_at: nowIso(context),
  });
}

export function presentAddress(address: CryptoAddressRecord): PspCryptoAddress {
  return {
    address: address.address,
    network: address.network,
    memo: address.memo,
    currency: address.currency,
  };
}

export function cryptoDetailsFor(
  address: CryptoAddressRecord,
  confirmations = 0,
): NonNullable<PspPayment['crypto']> {
  return {
    address: address.address,
    network: address.network,
    memo: address.memo,
    confirmations,
    confirmations_required: confirmationsRequired(address.currency),
  };
}

/** The latest crypto payment of that customer and currency still waiting for coins. */
function awaitingPayment(
  context: PspContext,
  address: CryptoAddressRecord,
): PaymentRecord | undefined {
  return context.store.payments
    .values()
    .filter(
      (payment) =>
        payment.method === 'crypto' &&
        payment.status === 'requires_action' &&
        payment.customer.id === address.customer.id &&
        payment.currency === address.currency,
    )
    .sort((a, b) => b.created_at.localeCompare(a.created_at))[0];
}

/**
 * Sandbox: coins arrive at an address. They pay the customer's waiting crypto payment, or become
 * an unsolicited deposit (`unsolicited:<id>`); the amount is what arrived. Confirmations then
 * follow every CRYPTO_CONFIRMATION_MS, each with a `payment.processing` webhook.
 */
export function receiveCryptoTransfer(
  context: PspContext,
  addressText: string,
  amount: number,
): PaymentRecord {
  const address = context.store.addresses.findByKey(addressText.trim());
  if (!address) throw PspError.notFound('crypto address');
  const waiting = awaitingPayment(context, address);
  let payment: PaymentRecord;
  if (waiting) {
    payment = updatePayment(context, waiting, {
      amount,
      status: 'processing',
      crypto: cryptoDetailsFor(address),
    });
  } else {
    const id = newId('pay');
    const now = nowIso(context);
    payment = context.store.payments.put({
      id,
      merchant_reference: `unsolicited:${id}`,
      method: 'crypto',
      amount,
      currency: address.currency,
      status: 'processing',
      redirect_url: null,
      decline_reason: null,
      payment_profile: null,
      crypto: cryptoDetailsFor(address),
      created_at: now,
      updated_at: now,
      customer: address.customer,
      return_url: null,
      webhook_url: address.webhook_url,
      description: null,
      locale: null,
      fingerprint: '',
      pending_card: null,
      wallet_email: null,
      settled_at: null,
      charged_back_at: null,
    });
  }
  emitPaymentEvent(context, 'payment.processing', payment);
  context.jobs.schedule('confirm_crypto', payment.id, context.env.CRYPTO_CONFIRMATION_MS);
  return payment;
}

/** Job: one more block confirms the transfer; the last one settles the payment. */
export function confirmCryptoTransfer(context: PspContext, paymentId: string): void {
  const payment = context.store.payments.get(paymentId);
  if (!payment || payment.status !== 'processing' || !payment.crypto) return;
  const crypto = { ...payment.crypto, confirmations: payment.crypto.confirmations + 1 };
  if (crypto.confirmations >= crypto.confirmations_required) {
    succeedPayment(context, payment, { crypto });
    return;
  }
  const confirmed = updatePayment(context, payment, { crypto });
  emitPaymentEvent(context, 'payment.processing', confirmed);
  context.jobs.schedule('confirm_crypto', payment.id, context.env.CRYPTO_CONFIRMATION_MS);
}
