import type { CreatePaymentRequest, Payment } from '@croupier/contracts/payments';
import { VALIDATION } from '@croupier/contracts/users';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/app-error.js';
import { lockPlayerMoney } from '../ledger/ledger.service.js';
import type { Transaction } from '../../db/transaction.js';
import type { PlayerPaymentContext } from './payment-context.js';
import { publishPaymentChange } from './payment-events.js';
import { releaseWithdrawal, reserveWithdrawal } from './payment-ledger.js';
import { limitsOf, offeredMethods } from './payment-methods.js';
import {
  amountProblem,
  isPlausibleCryptoAddress,
  isValidIban,
  isValidWalletEmail,
  normaliseIban,
} from './payment-rules.js';
import { isRecallable, presentPayment } from './payment-view.js';
import {
  findPlayerProfile,
  insertPayment,
  lockPayment,
  updatePaymentRow,
  type PaymentRow,
} from './payments.repository.js';

type Destination = Record<string, string>;

/** Where the money goes, per method kind: never a card number (cards pay out to a saved card). */
async function destinationOf(
  tx: Transaction,
  context: PlayerPaymentContext,
  methodId: string,
  type: string,
  body: CreatePaymentRequest,
): Promise<Destination> {
  const fields = body.fields ?? {};
  switch (type) {
    case 'card': {
      if (body.saved_profile_id === undefined) {
        throw AppError.invalid({ saved_profile_id: [VALIDATION.REQUIRED] });
      }
      const profile = await findPlayerProfile(tx, context.player.id, body.saved_profile_id);
      if (!profile || profile.methodId !== methodId) {
        throw AppError.invalid({ saved_profile_id: [VALIDATION.INVALID] });
      }
      return { token: profile.token, last4: profile.last4 };
    }
    case 'crypto': {
      if (!fields.address) throw AppError.invalid({ 'fields.address': [VALIDATION.REQUIRED] });
      if (!isPlausibleCryptoAddress(fields.address)) {
        throw AppError.invalid({ 'fields.address': [VALIDATION.ADDRESS_INVALID] });
      }
      return { address: fields.address.trim() };
    }
    case 'bank_transfer': {
      if (!fields.iban) throw AppError.invalid({ 'fields.iban': [VALIDATION.REQUIRED] });
      if (!isValidIban(fields.iban)) {
        throw AppError.invalid({ 'fields.iban': [VALIDATION.IBAN_INVALID] });
      }
      return { iban: normaliseIban(fields.iban) };
    }
    case 'ewallet': {
      if (!fields.wallet_email) {
        throw AppError.invalid({ 'fields.wallet_email': [VALIDATION.REQUIRED] });
      }
      if (!isValidWalletEmail(fields.wallet_email)) {
        throw AppError.invalid({ 'fields.wallet_email': [VALIDATION.EMAIL_INVALID] });
      }
      return { wallet_email: fields.wallet_email.trim() };
    }
    default:
      throw AppError.invalid({ payment_method_id: [VALIDATION.PAYMENT_METHOD_UNAVAILABLE] });
  }
}

/**
 * A cash-out request (CB-012, CB-021; RG-06, RG-09), in the caller's transaction: KYC first,
 * then method, currency, amount, destination; then the player's money is locked and the amount
 * reserved (`withdrawal_reserve`: 422 "not enough money" when the cash is short) with the
 * payment row, all at once. Self-exclusion does not block a withdrawal (RG-06), so no limit
 * check runs here. The cash-out job approves and sends it later (CASHOUT_HOLD_MS).
 */
export async function openCashout(
  deps: AppDeps,
  tx: Transaction,
  context: PlayerPaymentContext,
  body: CreatePaymentRequest,
): Promise<PaymentRow> {
  const { config, player } = context;
  if (!player.verified) {
    throw new AppError('invalid_input', 'Verify your identity first', {
      fields: { base: [VALIDATION.KYC_REQUIRED] },
    });
  }
  const method = offeredMethods(config, context, 'cashout').find(
    (entry) => entry.id === body.payment_method_id,
  );
  if (!method) {
    throw AppError.invalid({ payment_method_id: [VALIDATION.PAYMENT_METHOD_UNAVAILABLE] });
  }
  if (!context.accountCurrencies.includes(body.currency)) {
    throw AppError.invalid({ currency: [VALIDATION.CURRENCY_UNSUPPORTED] });
  }
  const limits = limitsOf(method, 'cashout', body.currency);
  if (!limits) {
    throw AppError.invalid({ payment_method_id: [VALIDATION.PAYMENT_METHOD_UNAVAILABLE] });
  }
  const problem = amountProblem(body.amount_cents, limits);
  if (problem) throw AppError.invalid({ amount: [problem] });
  const destination = await destinationOf(tx, context, method.id, method.type, body);

  const now = deps.clock.now();
  await lockPlayerMoney(tx, player.id, body.currency, now);
  const row = await insertPayment(tx, {
    playerId: player.id,
    action: 'cashout',
    state: 'pending',
    methodId: method.id,
    provider: method.provider,
    amountCents: body.amount_cents,
    currency: body.currency,
    savedProfileId: body.saved_profile_id ?? null,
    destination,
    createdAt: now,
    updatedAt: now,
  });
  await reserveWithdrawal(tx, row, now);
  await publishPaymentChange(deps, tx, row, config, context);
  return row;
}

/**
 * CB-010: `POST /api/player/payments/{id}/recall`. The row is locked and its state read under
 * the lock; the payout sender takes the same lock, so of a recall and a send racing for one
 * cash-out exactly one wins (WI-12). Another player's id reads as missing (404).
 */
export async function recallCashout(
  deps: AppDeps,
  context: PlayerPaymentContext,
  paymentId: number,
): Promise<Payment> {
  return deps.database.db.transaction(async (tx) => {
    const row = await lockPayment(tx, paymentId, context.player.id);
    if (!row) throw AppError.notFound('No such payment');
    if (!isRecallable(row, context.config, context.licence)) {
      throw new AppError('invalid_input', 'This withdrawal can no longer be recalled', {
        fields: { base: [VALIDATION.NOT_RECALLABLE] },
      });
    }
    const now = deps.clock.now();
    await releaseWithdrawal(tx, row, now, 'recalled');
    const recalled = await updatePaymentRow(tx, row.id, {
      state: 'recalled',
      finishedAt: now,
      updatedAt: now,
    });
    await publishPaymentChange(deps, tx, recalled, context.config, context);
    return presentPayment(recalled, context);
  });
}
