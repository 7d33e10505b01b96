import type { BrandConfig } from '@croupier/contracts/brand';
import type { Licence } from '@croupier/contracts/info';
import {
  paymentActionSchema,
  paymentStateSchema,
  type Payment,
  type PaymentState,
} from '@croupier/contracts/payments';
import { isPaymentReason } from '@croupier/domain/payments/refusal-reasons';
import { localisedText } from '../brand/brand.service.js';
import { paymentsConfig } from './payment-methods.js';
import type { PaymentRow } from './payments.repository.js';

/**
 * CB-013: the two state machines. A deposit goes pending → processing → succeeded, declined or
 * canceled; a cash-out pending → reserved → processing → succeeded or rejected, or from pending
 * or reserved to recalled. Terminal states never change again (a charge-back is a new ledger
 * movement, not a state change).
 */
export const OPEN_DEPOSIT_STATES: readonly PaymentState[] = ['pending', 'processing'];
export const RECALLABLE_STATES: readonly PaymentState[] = ['pending', 'reserved'];
export const TERMINAL_STATES: readonly PaymentState[] = [
  'succeeded',
  'declined',
  'canceled',
  'rejected',
  'recalled',
];

/** CB-010: the licence allows recall (some regulators forbid reversing a withdrawal). */
export function licenceAllowsRecall(config: BrandConfig, licence: Licence): boolean {
  return paymentsConfig(config).recallableWithdrawalLicences.includes(licence);
}

export function isRecallable(row: PaymentRow, config: BrandConfig, licence: Licence): boolean {
  return (
    row.action === 'cashout' &&
    RECALLABLE_STATES.includes(paymentStateSchema.parse(row.state)) &&
    licenceAllowsRecall(config, licence)
  );
}

/** CB-005: a payment as the player's history and the `payments_changes` push show it. */
export function presentPayment(
  row: PaymentRow,
  context: { config: BrandConfig; licence: Licence; locale: string },
): Payment {
  const method = paymentsConfig(context.config).methods.find((entry) => entry.id === row.methodId);
  return {
    id: row.id,
    action: paymentActionSchema.parse(row.action),
    state: paymentStateSchema.parse(row.state),
    finished_at: row.finishedAt ? row.finishedAt.toISOString() : null,
    recallable: isRecallable(row, context.config, context.licence),
    amount_cents: row.amountCents,
    currency: row.currency,
    payment_method_id: row.methodId,
    method_title: method ? localisedText(method.title, context.locale) : row.methodId,
    created_at: row.createdAt.toISOString(),
    reason: publicReason(row),
  };
}

/**
 * The `reason` a player is sent: the provider's or the casino's code (packages/domain
 * payments/refusal-reasons), each of which the site turns into a sentence. A payment held for
 * review says only `under_review`; its internal detail (amounts that disagree, a charge-back's
 * shortfall) stays with the operator.
 */
export function publicReason(row: Pick<PaymentRow, 'reason' | 'heldForReview'>): string | null {
  if (row.reason === null) return null;
  const code = row.reason.split(/[;:\s]/, 1)[0] ?? '';
  if (isPaymentReason(code)) return code;
  return row.heldForReview ? 'under_review' : 'provider_rejected';
}
