import type { PspCreatePayment } from '@croupier/contracts/psp';
import { nowIso, type PspContext } from '../context.js';
import { fingerprintOf } from '../lib/fingerprint.js';
import { newId } from '../lib/ids.js';
import { isCryptoCurrency } from '../lib/money.js';
import { PspError } from '../lib/psp-error.js';
import type { PaymentRecord } from '../store/records.js';
import { cryptoDetailsFor, ensureCryptoAddress } from '../crypto/crypto.service.js';
import { chargeSavedCard } from './card-payments.service.js';
import { cancelPayment, hostedPageUrl } from './payment-status.js';

function checkMethodAndCurrency(input: PspCreatePayment): void {
  const crypto = isCryptoCurrency(input.currency);
  if (input.method === 'crypto' && !crypto) {
    throw PspError.invalid({ currency: ['Crypto payments take BTC, BCH, ETH, LTC, DOG or USDT'] });
  }
  if (input.method !== 'crypto' && crypto) {
    throw PspError.invalid({ currency: [`${input.currency} is paid with the crypto method`] });
  }
  if (input.saved_token !== undefined && input.method !== 'card') {
    throw PspError.invalid({ saved_token: ['A saved token pays by card only'] });
  }
}

/**
 * `POST /v1/payments`. Idempotent by merchant reference: the same request again answers with
 * the payment as it stands; another request under a used reference is a conflict.
 */
export function createPayment(
  context: PspContext,
  input: PspCreatePayment,
): { payment: PaymentRecord; created: boolean } {
  const fingerprint = fingerprintOf([
    input.method,
    input.amount,
    input.currency,
    input.customer.id,
  ]);
  const existing = context.store.payments.findByKey(input.merchant_reference);
  if (existing) {
    if (existing.fingerprint !== fingerprint) {
      throw PspError.conflict(
        'This merchant_reference was already used for a different payment (method, amount, currency or customer)',
      );
    }
    return { payment: existing, created: false };
  }
  checkMethodAndCurrency(input);
  const profile =
    input.saved_token === undefined ? undefined : context.store.profiles.get(input.saved_token);
  if (input.saved_token !== undefined && (!profile || profile.customer_id !== input.customer.id)) {
    throw PspError.invalid({ saved_token: ['Unknown saved card for this customer'] });
  }

  const id = newId('pay');
  const now = nowIso(context);
  const base: PaymentRecord = {
    id,
    merchant_reference: input.merchant_reference,
    method: input.method,
    amount: input.amount,
    currency: input.currency,
    status: 'requires_action',
    redirect_url: hostedPageUrl(context, id),
    decline_reason: null,
    payment_profile: null,
    crypto: null,
    created_at: now,
    updated_at: now,
    customer: input.customer,
    return_url: input.return_url,
    webhook_url: input.webhook_url,
    description: input.description ?? null,
    locale: input.locale ?? null,
    fingerprint,
    pending_card: null,
    wallet_email: null,
    settled_at: null,
    charged_back_at: null,
  };

  if (input.method === 'crypto') {
    // The customer's one address for the currency; the payment waits for a transfer to it.
    const address = ensureCryptoAddress(context, input.customer, input.currency, input.webhook_url);
    const payment = context.store.payments.put({
      ...base,
      redirect_url: null,
      crypto: cryptoDetailsFor(address),
    });
    return { payment, created: true };
  }

  const payment = context.store.payments.put(base);
  if (profile) return { payment: chargeSavedCard(context, payment, profile), created: true };
  context.jobs.schedule('expire_payment', payment.id, context.env.PAYMENT_EXPIRY_MS);
  return { payment, created: true };
}

export function getPayment(context: PspContext, id: string): PaymentRecord {
  const payment = context.store.payments.get(id);
  if (!payment) throw PspError.notFound('payment');
  return payment;
}

/** Job: a hosted payment nobody finished in PAYMENT_EXPIRY_MS. */
export function expirePayment(context: PspContext, paymentId: string): void {
  const payment = context.store.payments.get(paymentId);
  if (payment && payment.method !== 'crypto') cancelPayment(context, payment);
}
