import type { BrandConfig } from '@croupier/contracts/brand';
import type { PaymentState } from '@croupier/contracts/payments';
import type { PspPayment, PspPayout } from '@croupier/contracts/psp';
import type { AppDeps } from '../../app-deps.js';
import type { Transaction } from '../../db/transaction.js';
import { publishMethodsChange, publishPaymentChange } from './payment-events.js';
import {
  creditDeposit,
  releaseWithdrawal,
  reverseDeposit,
  settleWithdrawal,
} from './payment-ledger.js';
import { limitsOf, paymentsConfig } from './payment-methods.js';
import { OPEN_DEPOSIT_STATES } from './payment-view.js';
import {
  insertPaymentProfile,
  updatePaymentRow,
  type NewPaymentRow,
  type PaymentRow,
} from './payments.repository.js';

/** What happened to a provider message: booked, nothing to do, or kept for an operator. */
export type UpdateOutcome = 'applied' | 'ignored' | 'held';

export interface UpdateResult {
  row: PaymentRow;
  outcome: UpdateOutcome;
}

interface Change {
  deps: AppDeps;
  tx: Transaction;
  config: BrandConfig;
  row: PaymentRow;
  now: Date;
}

async function save(change: Change, patch: Partial<NewPaymentRow>): Promise<PaymentRow> {
  const row = await updatePaymentRow(change.tx, change.row.id, {
    ...patch,
    updatedAt: change.now,
  });
  await publishPaymentChange(change.deps, change.tx, row, change.config);
  return row;
}

/** WI-11: a message that disagrees with the payment is kept for review; nothing is booked. */
async function hold(change: Change, reason: string): Promise<UpdateResult> {
  const row = await save(change, { heldForReview: true, reason: reason.slice(0, 500) });
  return { row, outcome: 'held' };
}

async function finish(
  change: Change,
  state: PaymentState,
  reason: string | null,
): Promise<UpdateResult> {
  const row = await save(change, { state, reason, finishedAt: change.now });
  return { row, outcome: 'applied' };
}

/**
 * A deposit's provider status applied to our payment (row locked by the caller). Used by the
 * webhook and by the provider's answer to the create call (a saved card can succeed at once):
 * both book `deposit:<id>`, so whichever comes second moves nothing.
 *
 * - the amount and currency must be the payment's, except for crypto, where the coins received
 *   are credited when at least the method's minimum (a player sends what they send);
 * - `declined`/`canceled` only close an open deposit: after `succeeded` they never reverse it
 *   silently, the payment is held for review instead; a reversal is `payment.charged_back`.
 */
export async function applyProviderPayment(
  deps: AppDeps,
  tx: Transaction,
  input: { config: BrandConfig; row: PaymentRow; payment: PspPayment; chargedBack?: boolean },
): Promise<UpdateResult> {
  const { config, payment } = input;
  const change: Change = { deps, tx, config, row: input.row, now: deps.clock.now() };
  const row = input.row;
  if (row.action !== 'deposit') return hold(change, 'provider payment for a cash-out');
  if (row.providerPaymentId === null) {
    change.row = await updatePaymentRow(tx, row.id, { providerPaymentId: payment.id });
  } else if (row.providerPaymentId !== payment.id) {
    return hold(change, `provider payment ${payment.id} does not match ${row.providerPaymentId}`);
  }

  const isCrypto = payment.method === 'crypto';
  if (payment.currency !== row.currency) {
    return hold(change, `currency_mismatch: provider ${payment.currency}, ours ${row.currency}`);
  }
  if (!isCrypto && payment.amount !== row.amountCents) {
    return hold(change, `amount_mismatch: provider ${payment.amount}, ours ${row.amountCents}`);
  }

  if (input.chargedBack) {
    if (row.state !== 'succeeded' || row.reason?.startsWith('charged_back')) {
      return { row: change.row, outcome: 'ignored' };
    }
    const { shortfallCents } = await reverseDeposit(tx, change.row, change.now);
    const saved = await save(change, {
      reason: shortfallCents > 0 ? `charged_back; shortfall ${shortfallCents}` : 'charged_back',
      heldForReview: shortfallCents > 0,
    });
    return { row: saved, outcome: 'applied' };
  }

  const open = OPEN_DEPOSIT_STATES.includes(row.state as PaymentState);
  switch (payment.status) {
    case 'requires_action':
      return { row: change.row, outcome: 'ignored' };
    case 'processing':
      if (row.state !== 'pending') return { row: change.row, outcome: 'ignored' };
      return { row: await save(change, { state: 'processing' }), outcome: 'applied' };
    case 'succeeded': {
      if (row.state === 'succeeded') return { row: change.row, outcome: 'ignored' };
      let amount = row.amountCents;
      if (isCrypto) {
        const minimum = paymentsConfig(config).methods.find((m) => m.id === row.methodId);
        const floor = minimum ? limitsOf(minimum, 'deposit', row.currency)?.min_cents : undefined;
        if (floor !== undefined && payment.amount < floor) {
          return hold(change, `below_minimum: received ${payment.amount}, minimum ${floor}`);
        }
        amount = payment.amount;
      }
      await creditDeposit(tx, { ...change.row, amountCents: amount }, amount, change.now);
      if (payment.payment_profile) {
        const isNew = await insertPaymentProfile(tx, {
          playerId: row.playerId,
          provider: row.provider,
          methodId: row.methodId,
          token: payment.payment_profile.token,
          brand: payment.payment_profile.brand,
          last4: payment.payment_profile.last4,
          expiry: payment.payment_profile.expiry,
          createdAt: change.now,
          lastUsedAt: change.now,
        });
        if (isNew) await publishMethodsChange(tx, row.playerId, 'card_saved');
      }
      const saved = await save(change, {
        state: 'succeeded',
        amountCents: amount,
        reason: null,
        finishedAt: change.now,
        redirectUrl: null,
      });
      return { row: saved, outcome: 'applied' };
    }
    case 'declined':
    case 'canceled': {
      if (open) return finish(change, payment.status, payment.decline_reason);
      if (row.state === 'succeeded') {
        return hold(change, `late_${payment.status}_after_succeeded`);
      }
      return { row: change.row, outcome: 'ignored' };
    }
  }
}

/**
 * A payout's provider status applied to our cash-out (row locked by the caller): `paid` settles
 * the reserve, `failed` releases it to the player, each once (WI-12). A payout for a cash-out we
 * no longer consider in flight (recalled, already settled) is held for review.
 */
export async function applyProviderPayout(
  deps: AppDeps,
  tx: Transaction,
  input: { config: BrandConfig; row: PaymentRow; payout: PspPayout },
): Promise<UpdateResult> {
  const { payout } = input;
  const change: Change = { deps, tx, config: input.config, row: input.row, now: deps.clock.now() };
  const row = input.row;
  if (row.action !== 'cashout') return hold(change, 'provider payout for a deposit');
  if (row.providerPaymentId === null) {
    change.row = await updatePaymentRow(tx, row.id, { providerPaymentId: payout.id });
  } else if (row.providerPaymentId !== payout.id) {
    return hold(change, `provider payout ${payout.id} does not match ${row.providerPaymentId}`);
  }
  if (payout.amount !== row.amountCents || payout.currency !== row.currency) {
    return hold(
      change,
      `amount_mismatch: provider ${payout.amount} ${payout.currency}, ours ${row.amountCents} ${row.currency}`,
    );
  }
  if (payout.status === 'pending' || payout.status === 'processing') {
    return { row: change.row, outcome: 'ignored' };
  }
  if (row.state !== 'processing') {
    const settledAlready =
      (payout.status === 'paid' && row.state === 'succeeded') ||
      (payout.status === 'failed' && row.state === 'rejected');
    if (settledAlready) return { row: change.row, outcome: 'ignored' };
    return hold(change, `payout_${payout.status}_while_${row.state}`);
  }
  if (payout.status === 'paid') {
    await settleWithdrawal(tx, change.row, change.now);
    return finish(change, 'succeeded', null);
  }
  await releaseWithdrawal(tx, change.row, change.now, 'rejected');
  return finish(change, 'rejected', payout.failure_reason ?? 'payout_failed');
}
