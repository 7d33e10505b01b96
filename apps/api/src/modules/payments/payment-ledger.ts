import type { Transaction } from '../../db/transaction.js';
import { lockPlayerMoney, postTransaction, type Posted } from '../ledger/ledger.service.js';
import type { PaymentRow } from './payments.repository.js';

/**
 * The cashbox's movements in the ledger (DESIGN.md §3). Each is idempotent by a reference
 * derived from the payment id, so a webhook, its redelivery and the provider's create answer
 * can all try to book the same deposit and only the first moves money.
 */
const metadataOf = (row: PaymentRow) => ({ paymentId: row.id, method: row.methodId });

/** Deposit: PSP clearing → the player's cash (`deposit:<id>`). */
export function creditDeposit(
  tx: Transaction,
  row: PaymentRow,
  amountCents: number,
  now: Date,
): Promise<Posted> {
  return postTransaction(tx, {
    reference: `deposit:${row.id}`,
    kind: 'deposit',
    currency: row.currency,
    legs: [
      { account: { kind: 'psp_clearing' }, amount: -amountCents },
      { account: { kind: 'player_real', playerId: row.playerId }, amount: amountCents },
    ],
    // The gifts module issues the deposit gift chosen in the cashbox (`giftTemplateId`) or the
    // bonus code's gift (`bonusCode`) on this movement.
    metadata: { ...metadataOf(row), ...giftChoiceOf(row) },
    now,
  });
}

function giftChoiceOf(row: PaymentRow): { giftTemplateId?: number; bonusCode?: string } {
  if (row.action !== 'deposit') return {};
  if (row.giftTemplateId !== null) return { giftTemplateId: row.giftTemplateId };
  return row.bonusCode ? { bonusCode: row.bonusCode } : {};
}

/**
 * A charge-back (WI-11): the deposit's money goes back to PSP clearing, but a player's balance
 * never goes below zero, so only what is there is taken; the rest is the shortfall an operator
 * recovers (recorded on the payment).
 */
export async function reverseDeposit(
  tx: Transaction,
  row: PaymentRow,
  now: Date,
): Promise<{ reversedCents: number; shortfallCents: number }> {
  const balance = await lockPlayerMoney(tx, row.playerId, row.currency, now);
  const reversedCents = Math.min(balance.realCents, row.amountCents);
  if (reversedCents > 0) {
    await postTransaction(tx, {
      reference: `deposit_reversal:${row.id}`,
      kind: 'deposit_reversal',
      currency: row.currency,
      legs: [
        { account: { kind: 'player_real', playerId: row.playerId }, amount: -reversedCents },
        { account: { kind: 'psp_clearing' }, amount: reversedCents },
      ],
      metadata: { ...metadataOf(row), shortfallCents: row.amountCents - reversedCents },
      now,
    });
  }
  return { reversedCents, shortfallCents: row.amountCents - reversedCents };
}

/** Cash-out requested: the player's cash is set aside (`withdrawal_reserve:<id>`); 422 when short. */
export function reserveWithdrawal(tx: Transaction, row: PaymentRow, now: Date): Promise<Posted> {
  return postTransaction(tx, {
    reference: `withdrawal_reserve:${row.id}`,
    kind: 'withdrawal_reserve',
    currency: row.currency,
    legs: [
      { account: { kind: 'player_real', playerId: row.playerId }, amount: -row.amountCents },
      { account: { kind: 'withdrawals_pending' }, amount: row.amountCents },
    ],
    metadata: metadataOf(row),
    now,
  });
}

/** Paid out: the reserve leaves through PSP clearing (`withdrawal_settle:<id>`). */
export function settleWithdrawal(tx: Transaction, row: PaymentRow, now: Date): Promise<Posted> {
  return postTransaction(tx, {
    reference: `withdrawal_settle:${row.id}`,
    kind: 'withdrawal_settle',
    currency: row.currency,
    legs: [
      { account: { kind: 'withdrawals_pending' }, amount: -row.amountCents },
      { account: { kind: 'psp_clearing' }, amount: row.amountCents },
    ],
    metadata: metadataOf(row),
    now,
  });
}

/** Recalled or failed: the reserve goes back to the player (`withdrawal_release:<id>`). */
export function releaseWithdrawal(
  tx: Transaction,
  row: PaymentRow,
  now: Date,
  why: 'recalled' | 'rejected',
): Promise<Posted> {
  return postTransaction(tx, {
    reference: `withdrawal_release:${row.id}`,
    kind: 'withdrawal_release',
    currency: row.currency,
    legs: [
      { account: { kind: 'withdrawals_pending' }, amount: -row.amountCents },
      { account: { kind: 'player_real', playerId: row.playerId }, amount: row.amountCents },
    ],
    metadata: { ...metadataOf(row), why },
    now,
  });
}
