import type { PspCreatePayout, PspPayoutFailureReason } from '@croupier/contracts/psp';
import { nowIso, type PspContext } from '../context.js';
import { fingerprintOf } from '../lib/fingerprint.js';
import { newId } from '../lib/ids.js';
import { isCryptoCurrency } from '../lib/money.js';
import { PspError } from '../lib/psp-error.js';
import type { PayoutRecord } from '../store/records.js';
import { emitPayoutEvent } from '../webhooks/webhooks.service.js';

type Destination = PspCreatePayout['destination'];

/** Which destination field each method pays to. */
const DESTINATION_FIELD = {
  card: 'token',
  crypto: 'address',
  bank_transfer: 'iban',
  ewallet: 'wallet_email',
} as const satisfies Partial<Record<PspCreatePayout['method'], keyof Destination>>;

/**
 * Test destinations that fail (docs/payments-sandbox.md): an IBAN containing FAIL, an address
 * ending in `fail`, a wallet e-mail starting with `fail`, a saved card that declines.
 */
function failureOf(context: PspContext, input: PspCreatePayout): PspPayoutFailureReason | null {
  const { destination } = input;
  switch (input.method) {
    case 'bank_transfer':
      return destination.iban?.toUpperCase().includes('FAIL') ? 'account_closed' : null;
    case 'crypto':
      return destination.address?.toLowerCase().endsWith('fail') ? 'address_rejected' : null;
    case 'ewallet':
      return destination.wallet_email?.toLowerCase().startsWith('fail')
        ? 'wallet_unavailable'
        : null;
    case 'card': {
      const behaviour = context.store.profiles.get(destination.token ?? '')?.behaviour;
      return behaviour === 'decline' || behaviour === 'insufficient_funds' ? 'card_declined' : null;
    }
    default:
      return null;
  }
}

function checkPayout(context: PspContext, input: PspCreatePayout): void {
  if (input.method === 'voucher') {
    throw PspError.invalid({ method: ['Payouts to vouchers are not supported'] });
  }
  const crypto = isCryptoCurrency(input.currency);
  if ((input.method === 'crypto') !== crypto) {
    throw PspError.invalid({
      currency: [`${input.currency} cannot be paid out by ${input.method}`],
    });
  }
  const field = DESTINATION_FIELD[input.method];
  const value = input.destination[field]?.trim();
  if (!value) throw PspError.invalid({ [`destination.${field}`]: ['Required for this method'] });
  if (input.method === 'card') {
    const profile = context.store.profiles.get(value);
    if (!profile || profile.customer_id !== input.customer.id) {
      throw PspError.invalid({ 'destination.token': ['Unknown saved card for this customer'] });
    }
  }
  if (input.method === 'ewallet' && !/^[^\s@]+@[^\s@]+$/.test(value)) {
    throw PspError.invalid({ 'destination.wallet_email': ['Not an e-mail address'] });
  }
}

/**
 * `POST /v1/payouts`: money the casino has already reserved. `pending` now, `processing` after
 * PAYOUT_PROCESSING_MS, then `paid` (or `failed`) after PAYOUT_DELAY_MS more, with a webhook at
 * each step. Idempotent by merchant reference like payments.
 */
export function createPayout(
  context: PspContext,
  input: PspCreatePayout,
): { payout: PayoutRecord; created: boolean } {
  const fingerprint = fingerprintOf([
    input.method,
    input.amount,
    input.currency,
    input.customer.id,
    input.destination,
  ]);
  const existing = context.store.payouts.findByKey(input.merchant_reference);
  if (existing) {
    if (existing.fingerprint !== fingerprint) {
      throw PspError.conflict('This merchant_reference was already used for a different payout');
    }
    return { payout: existing, created: false };
  }
  checkPayout(context, input);
  const now = nowIso(context);
  const payout = context.store.payouts.put({
    id: newId('po'),
    merchant_reference: input.merchant_reference,
    method: input.method,
    amount: input.amount,
    currency: input.currency,
    status: 'pending',
    failure_reason: null,
    created_at: now,
    updated_at: now,
    customer: input.customer,
    destination: input.destination,
    webhook_url: input.webhook_url,
    fingerprint,
    will_fail_with: failureOf(context, input),
    paid_at: null,
  });
  context.jobs.schedule('process_payout', payout.id, context.env.PAYOUT_PROCESSING_MS);
  return { payout, created: true };
}

export function getPayout(context: PspContext, id: string): PayoutRecord {
  const payout = context.store.payouts.get(id);
  if (!payout) throw PspError.notFound('payout');
  return payout;
}

/** Job: the payout leaves the queue for the bank or the chain. */
export function processPayout(context: PspContext, payoutId: string): void {
  const payout = context.store.payouts.get(payoutId);
  if (payout?.status !== 'pending') return;
  const processing = context.store.payouts.put({
    ...payout,
    status: 'processing',
    updated_at: nowIso(context),
  });
  emitPayoutEvent(context, 'payout.processing', processing);
  context.jobs.schedule('complete_payout', payoutId, context.env.PAYOUT_DELAY_MS);
}

/** Job: the destination accepted the money, or refused it. */
export function completePayout(context: PspContext, payoutId: string): void {
  const payout = context.store.payouts.get(payoutId);
  if (payout?.status !== 'processing') return;
  const now = nowIso(context);
  if (payout.will_fail_with) {
    const failed = context.store.payouts.put({
      ...payout,
      status: 'failed',
      failure_reason: payout.will_fail_with,
      updated_at: now,
    });
    emitPayoutEvent(context, 'payout.failed', failed);
    return;
  }
  const paid = context.store.payouts.put({
    ...payout,
    status: 'paid',
    paid_at: now,
    updated_at: now,
  });
  emitPayoutEvent(context, 'payout.paid', paid);
}
