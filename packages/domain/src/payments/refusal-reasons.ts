/**
 * Why a payment or a payout did not go through, as the api reports it in a payment's `reason`
 * (docs/api.md "Payments"; docs/payments-sandbox.md). The player is shown a sentence that says
 * what to do for each (cashbox `CASHBOX.REASONS.*`), never one of these codes.
 */

/** The provider's `decline_reason` of a payment (docs/payments-sandbox.md "Test cards"). */
export const PSP_DECLINE_REASONS = [
  'card_declined',
  'insufficient_funds',
  'authentication_failed',
  'declined_by_customer',
] as const;
export type PspDeclineReason = (typeof PSP_DECLINE_REASONS)[number];

/** The provider's `failure_reason` of a payout (docs/payments-sandbox.md "Payouts"). */
export const PSP_PAYOUT_FAILURE_REASONS = [
  'account_closed',
  'address_rejected',
  'wallet_unavailable',
  'card_declined',
] as const;
export type PspPayoutFailureReason = (typeof PSP_PAYOUT_FAILURE_REASONS)[number];

/**
 * The casino's own reasons (apps/api payments): the provider refused or did not answer the
 * request, a payout failed without a reason, a deposit was charged back, a payment waits for a
 * review (the api reports every held payment as `under_review`, never the internal detail).
 */
export const CASINO_PAYMENT_REASONS = [
  'provider_rejected',
  'provider_unavailable',
  'payout_failed',
  'charged_back',
  'under_review',
] as const;
export type CasinoPaymentReason = (typeof CASINO_PAYMENT_REASONS)[number];

export type PaymentReason = PspDeclineReason | PspPayoutFailureReason | CasinoPaymentReason;

const KNOWN: ReadonlySet<string> = new Set<string>([
  ...PSP_DECLINE_REASONS,
  ...PSP_PAYOUT_FAILURE_REASONS,
  ...CASINO_PAYMENT_REASONS,
]);

export function isPaymentReason(value: string): value is PaymentReason {
  return KNOWN.has(value);
}

/**
 * The sentence (a `CASHBOX.REASONS.*` key) that tells a player why a payment did not go through
 * and what to do next, for every reason above. A code the site does not know yet reads as the
 * generic sentence (with the payment's number for support), never as the code itself.
 */
const DEPOSIT: Record<PaymentReason, string> = {
  card_declined: 'CASHBOX.REASONS.CARD_DECLINED',
  insufficient_funds: 'CASHBOX.REASONS.INSUFFICIENT_FUNDS',
  authentication_failed: 'CASHBOX.REASONS.AUTHENTICATION_FAILED',
  declined_by_customer: 'CASHBOX.REASONS.DECLINED_BY_CUSTOMER',
  account_closed: 'CASHBOX.REASONS.ACCOUNT_CLOSED',
  address_rejected: 'CASHBOX.REASONS.ADDRESS_REJECTED',
  wallet_unavailable: 'CASHBOX.REASONS.WALLET_UNAVAILABLE',
  provider_rejected: 'CASHBOX.REASONS.PROVIDER_REJECTED',
  provider_unavailable: 'CASHBOX.REASONS.PROVIDER_UNAVAILABLE',
  payout_failed: 'CASHBOX.REASONS.PAYOUT_FAILED',
  charged_back: 'CASHBOX.REASONS.CHARGED_BACK',
  under_review: 'CASHBOX.REASONS.UNDER_REVIEW',
};

/** A withdrawal to a card the bank refused is the payout's failure, not a declined payment. */
const CASHOUT: Partial<Record<PaymentReason, string>> = {
  card_declined: 'CASHBOX.REASONS.PAYOUT_CARD_DECLINED',
  provider_rejected: 'CASHBOX.REASONS.PAYOUT_PROVIDER_REJECTED',
};

export const OTHER_REASON_KEY = 'CASHBOX.REASONS.OTHER';

/** Every key this mapping can answer, for the translation test. */
export const PAYMENT_REASON_KEYS: readonly string[] = [
  ...new Set([...Object.values(DEPOSIT), ...Object.values(CASHOUT), OTHER_REASON_KEY]),
];

export function paymentReasonKey(
  reason: string | null,
  action: 'deposit' | 'cashout',
): string | null {
  if (reason === null || reason.trim() === '') return null;
  if (!isPaymentReason(reason)) return OTHER_REASON_KEY;
  return (action === 'cashout' ? CASHOUT[reason] : undefined) ?? DEPOSIT[reason];
}

/** The cashbox's sentences for refusals the api answers (CASHBOX.REFUSALS.*, with {{amount}}). */
export const CASHBOX_REFUSAL_KEYS = {
  /** A deposit limit still allows `{{amount}}`. */
  limitLeft: 'CASHBOX.REFUSALS.LIMIT_LEFT',
  /** A deposit limit allows nothing more until it resets. */
  limitNoneLeft: 'CASHBOX.REFUSALS.LIMIT_NONE_LEFT',
  /** A withdrawal over what may be cashed out: `{{amount}}` may be withdrawn now. */
  withdrawAtMost: 'CASHBOX.REFUSALS.WITHDRAW_AT_MOST',
  /** 429: too many payment calls. */
  tooMany: 'CASHBOX.REFUSALS.TOO_MANY',
} as const;
