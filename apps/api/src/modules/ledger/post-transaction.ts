import { VALIDATION } from '@croupier/contracts/users';
import { AppError } from '../../lib/app-error.js';
import type { Transaction } from '../../db/transaction.js';
import { Booking, DuplicateReference } from './booking.js';
import {
  ensureBrandLedgerAccount,
  findTransactionByReference,
  type LedgerTransactionRow,
} from './ledger.repository.js';
import {
  isPlayerRef,
  type BrandAccountKind,
  type PlayerBalance,
  type Posted,
  type PostingInput,
} from './ledger-types.js';
import { postingRequestHash, validatePosting } from './posting-rules.js';

/**
 * Books one movement through the booking engine (booking.ts): balanced entries, running
 * balances, the hash chain and the outbox event, all in the caller's transaction so they commit
 * together or not at all.
 *
 * Idempotent by `reference`: the same content again answers the first booking and moves
 * nothing; other content under the same reference is a 409. The reference is checked after the
 * player's accounts (with no player: the chain account) are locked, so two concurrent copies
 * serialise and the second sees the first; copies the locks do not serialise (two players) are
 * answered the same way once the first commits.
 * A debit below zero is a 422 `insufficient_funds` (`errors.amount`), checked under the lock;
 * the CHECK constraint stays as the last line of defence. A credit taking a player balance past
 * 2^53 - 1 is a 422 `MAX_VALUE` (`errors.amount`).
 */
export async function postTransaction(tx: Transaction, input: PostingInput): Promise<Posted> {
  const playerId = validatePosting(input);
  const hashOfRequest = postingRequestHash(input);

  // Opened in one fixed order: two first movements of a new currency naming the same brand
  // accounts in opposite orders would otherwise deadlock on each other's uncommitted rows.
  const brandKinds = input.legs
    .flatMap((leg) => (isPlayerRef(leg.account) ? [] : [leg.account.kind]))
    .sort();
  const brandAccounts = new Map<BrandAccountKind, number>();
  for (const kind of brandKinds) {
    brandAccounts.set(kind, await ensureBrandLedgerAccount(tx, kind, input.currency, input.now));
  }
  // Both player accounts are locked even if one is untouched, so the balance we report is
  // current. With no player, the chain account (the first brand account) is the lock; it too
  // is taken before the reference check, or a concurrent copy would miss the first.
  const booking =
    playerId === null
      ? await Booking.lockBrandChain(tx, {
          currency: input.currency,
          now: input.now,
          brandAccounts,
          chainAccountId: Math.min(...brandAccounts.values()),
        })
      : await Booking.lock(tx, {
          playerId,
          currency: input.currency,
          now: input.now,
          brandAccounts,
        });
  // The balance under the lock, before this movement: what a replay reports.
  const locked: PlayerBalance | null = playerId === null ? null : booking.balance;

  const answerBooked = (existing: LedgerTransactionRow): Posted => {
    if (existing.requestHash !== hashOfRequest) {
      throw new AppError('conflict', 'This movement was already booked with other content', {
        fields: { reference: [VALIDATION.IDEMPOTENCY_CONFLICT] },
        internal: `ledger reference ${input.reference} replayed with different content`,
      });
    }
    return {
      transactionId: existing.id,
      reference: existing.reference,
      // The request hash covers the kind: a replay is of the same kind.
      kind: input.kind,
      currency: existing.currency,
      createdAt: existing.createdAt,
      replayed: true,
      balance: locked,
    };
  };
  const existing = await findTransactionByReference(tx, input.reference);
  if (existing) return answerBooked(existing);

  const booked = booking.add(input);
  try {
    await booking.write(tx);
  } catch (error) {
    if (!(error instanceof DuplicateReference)) throw error;
    // Booked meanwhile under another lock: nothing was written; answer that booking.
    const raced = await findTransactionByReference(tx, input.reference);
    if (!raced) throw new Error(`ledger reference ${input.reference} vanished after a conflict`);
    return answerBooked(raced);
  }
  if (booked.transactionId === null) throw new Error(`${input.reference} was not booked`);
  return {
    transactionId: booked.transactionId,
    reference: input.reference,
    kind: input.kind,
    currency: input.currency,
    createdAt: input.now,
    replayed: false,
    balance: playerId === null ? null : booked.balance,
  };
}
