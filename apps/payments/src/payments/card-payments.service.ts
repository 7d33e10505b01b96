import type { PspPaymentProfile } from '@croupier/contracts/psp';
import { nowIso, type PspContext } from '../context.js';
import { newId } from '../lib/ids.js';
import type { CardDetails, PaymentRecord, ProfileRecord } from '../store/records.js';
import { emitPaymentEvent } from '../webhooks/webhooks.service.js';
import { declinePayment, hostedPageUrl, succeedPayment, updatePayment } from './payment-status.js';

const presentProfile = (profile: ProfileRecord): PspPaymentProfile => ({
  token: profile.id,
  brand: profile.brand,
  last4: profile.last4,
  expiry: profile.expiry,
});

/**
 * Charges a card that passed 3-D Secure if it asks for it: the test behaviour decides the outcome. A successful card the
 * player asked to save becomes a `tok_…` profile (brand, last 4, expiry, behaviour; no number).
 */
function chargeCard(
  context: PspContext,
  payment: PaymentRecord,
  card: CardDetails,
  options: { save: boolean; used: ProfileRecord | null },
): PaymentRecord {
  const patch = { pending_card: null };
  if (card.behaviour === 'decline') {
    return declinePayment(context, payment, 'card_declined', {
      ...patch,
      payment_profile: options.used ? presentProfile(options.used) : null,
    });
  }
  if (card.behaviour === 'insufficient_funds') {
    return declinePayment(context, payment, 'insufficient_funds', {
      ...patch,
      payment_profile: options.used ? presentProfile(options.used) : null,
    });
  }
  let profile = options.used;
  if (!profile && options.save) {
    profile = context.store.profiles.put({
      id: newId('tok'),
      customer_id: payment.customer.id,
      created_at: nowIso(context),
      ...card,
    });
  }
  const succeeded = succeedPayment(context, payment, {
    ...patch,
    payment_profile: profile ? presentProfile(profile) : null,
  });
  if (card.behaviour === 'charge_back') {
    context.jobs.schedule('charge_back', succeeded.id, context.env.CHARGEBACK_DELAY_MS);
  }
  return succeeded;
}

/** The hosted card form was filled in correctly. 3-D Secure cards go to the 3-DS step first. */
export function submitCard(
  context: PspContext,
  payment: PaymentRecord,
  card: CardDetails,
  save: boolean,
): PaymentRecord {
  if (card.behaviour === 'three_d_secure') {
    return updatePayment(context, payment, {
      pending_card: { ...card, save, token: null },
      redirect_url: hostedPageUrl(context, payment.id, '/3ds'),
    });
  }
  return chargeCard(context, payment, card, { save, used: null });
}

/** One-click deposit with a saved card: charged now unless the card asks for 3-D Secure. */
export function chargeSavedCard(
  context: PspContext,
  payment: PaymentRecord,
  profile: ProfileRecord,
): PaymentRecord {
  const card: CardDetails = {
    brand: profile.brand,
    last4: profile.last4,
    expiry: profile.expiry,
    behaviour: profile.behaviour,
  };
  if (card.behaviour === 'three_d_secure') {
    const waiting = updatePayment(context, payment, {
      pending_card: { ...card, save: false, token: profile.id },
      payment_profile: presentProfile(profile),
      redirect_url: hostedPageUrl(context, payment.id, '/3ds'),
    });
    context.jobs.schedule('expire_payment', payment.id, context.env.PAYMENT_EXPIRY_MS);
    return waiting;
  }
  return chargeCard(context, payment, card, { save: false, used: profile });
}

/** The 3-D Secure step: passed → the card is charged; failed → declined. */
export function finishThreeDs(
  context: PspContext,
  payment: PaymentRecord,
  passed: boolean,
): PaymentRecord {
  const pending = payment.pending_card;
  if (payment.status !== 'requires_action' || !pending) return payment;
  if (!passed) {
    return declinePayment(context, payment, 'authentication_failed', { pending_card: null });
  }
  const used = pending.token === null ? null : (context.store.profiles.get(pending.token) ?? null);
  const { save, token: _token, ...card } = pending;
  // Authenticated: charged like a plain card; a saved one keeps asking for 3-D Secure next time.
  return chargeCard(context, payment, card, { save, used });
}

/** Job: the charge-back test card's money is taken back after CHARGEBACK_DELAY_MS. */
export function chargeBack(context: PspContext, paymentId: string): void {
  const payment = context.store.payments.get(paymentId);
  if (!payment || payment.status !== 'succeeded' || payment.charged_back_at) return;
  const charged = updatePayment(context, payment, { charged_back_at: nowIso(context) });
  emitPaymentEvent(context, 'payment.charged_back', charged);
}
