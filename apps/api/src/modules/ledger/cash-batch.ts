import { VALIDATION } from '@croupier/contracts/users';
import { AppError } from '../../lib/app-error.js';
import type { Transaction } from '../../db/transaction.js';
import { transactionHash } from './ledger-hash.js';
import {
  LEDGER_MOVEMENT_TOPIC,
  lockOrOpenPlayerAccounts,
  postingRequestHash,
  validatePosting,
  type BrandAccountKind,
  type LedgerMovementEvent,
  type Leg,
  type PlayerBalance,
} from './ledger.service.js';
import { insertCashBatch, type BatchTransactionRow } from './cash-batch.repository.js';

/**
 * A player's cash movements of one call (the wallet's bets and wins), booked with the same
 * guarantees as `postTransaction` — balanced entries, running balance never below zero, the
 * hash chain on the cash account, one `ledger.movement` event each, all in the caller's
 * transaction — but written together in one statement instead of seven per movement.
 *
 * Holds the player's money lock for its whole life: balances and the chain head are kept in
 * memory from the locked rows, so checks (enough money, the 2^53 cap) and hashes are computed
 * here in booking order and the database only stores them. The caller must know each
 * reference is new under this lock (the wallet checks its action ids); a reference booked
 * anyway fails the write with a unique violation, so nothing is ever booked twice.
 * Movements touch the player's cash account and brand accounts opened before the lock.
 */
export class PlayerCashBatch {
  private pending: { row: BatchTransactionRow; booking: CashBooking }[] = [];
  private cash: number;
  private chainHead: string;
  /** What the database holds (the last write); `cash` runs ahead of it by the pending ones. */
  private writtenCash: number;
  private readonly references = new Set<string>();

  private constructor(
    private readonly lock: {
      playerId: number;
      currency: string;
      cashAccountId: number;
      bonusCents: number;
    },
    private readonly brandAccounts: ReadonlyMap<BrandAccountKind, number>,
    private readonly now: Date,
    cash: number,
    chainHead: string,
  ) {
    this.cash = cash;
    this.writtenCash = cash;
    this.chainHead = chainHead;
  }

  /**
   * Locks the player's accounts in `currency` (the same lock, in the same order, as
   * `lockPlayerMoney`; opening them on first use) and starts a batch on them. `brandAccounts`
   * are the ids of the brand accounts its movements may name, opened before this lock.
   */
  static async lock(
    tx: Transaction,
    input: {
      playerId: number;
      currency: string;
      now: Date;
      brandAccounts: ReadonlyMap<BrandAccountKind, number>;
    },
  ): Promise<PlayerCashBatch> {
    const locked = await lockOrOpenPlayerAccounts(tx, input.playerId, input.currency, input.now);
    const real = locked.find((account) => account.kind === 'player_real');
    const bonus = locked.find((account) => account.kind === 'player_bonus');
    if (!real || real.balance === null) throw new Error('player cash account missing after lock');
    return new PlayerCashBatch(
      {
        playerId: input.playerId,
        currency: input.currency,
        cashAccountId: real.id,
        bonusCents: bonus?.balance ?? 0,
      },
      input.brandAccounts,
      input.now,
      real.balance,
      real.chainHead,
    );
  }

  /** The player's balance after every movement added so far. */
  get balance(): PlayerBalance {
    return {
      currency: this.lock.currency,
      realCents: this.cash,
      bonusCents: this.lock.bonusCents,
    };
  }

  get hasPending(): boolean {
    return this.pending.length > 0;
  }

  /**
   * Adds a movement, refusing it as `postTransaction` would: malformed legs throw, a debit
   * below zero is a 422 `insufficient_funds`, a credit past 2^53 - 1 a 422 `invalid_input`.
   * Its transaction id is known once `write` has run.
   */
  add(movement: {
    reference: string;
    kind: string;
    legs: readonly Leg[];
    metadata: Record<string, unknown>;
    /** What a bet, win or rollback was played on (its event's `play`). */
    play?: Record<string, unknown>;
  }): CashBooking {
    const { playerId, currency, cashAccountId } = this.lock;
    const input = { ...movement, currency, now: this.now };
    if (validatePosting(input) !== playerId) {
      throw new Error('a cash batch books movements of its own player');
    }
    if (this.references.has(movement.reference)) {
      throw new Error(`ledger reference ${movement.reference} appears twice in one batch`);
    }
    let change = 0;
    const accounts = movement.legs.map((leg) => {
      if ('playerId' in leg.account) {
        if (leg.account.kind !== 'player_real') {
          throw new Error('a cash batch moves the player_real account only');
        }
        change += leg.amount;
        return cashAccountId;
      }
      const id = this.brandAccounts.get(leg.account.kind);
      if (id === undefined) throw new Error(`ledger account ${leg.account.kind} was not opened`);
      return id;
    });
    const cashAfter = this.cash + change;
    if (cashAfter < 0) {
      throw new AppError('insufficient_funds', 'Not enough money', {
        fields: { amount: [VALIDATION.NOT_ENOUGH_MONEY] },
      });
    }
    // Balances are JS numbers: past 2^53 - 1 they would be reported rounded.
    if (cashAfter > Number.MAX_SAFE_INTEGER) {
      throw AppError.invalid({ amount: [VALIDATION.MAX_VALUE] });
    }

    const entries = movement.legs.map((leg, index) => ({
      accountId: accounts[index] as number,
      amount: leg.amount,
    }));
    const prevHash = this.chainHead;
    const hash = transactionHash({
      prevHash,
      reference: movement.reference,
      kind: movement.kind,
      currency,
      playerId,
      createdAt: this.now,
      entries,
    });
    const balance: PlayerBalance = { ...this.balance, realCents: cashAfter };
    const event: Omit<LedgerMovementEvent, 'transactionId'> = {
      reference: movement.reference,
      kind: movement.kind,
      currency,
      playerId,
      playerLegs: { player_real: change },
      balance,
      metadata: movement.metadata,
      createdAt: this.now.toISOString(),
      ...(movement.play ? { play: movement.play } : {}),
    };
    const booking: CashBooking = { reference: movement.reference, transactionId: null, balance };
    this.pending.push({
      booking,
      row: {
        ord: this.pending.length,
        reference: movement.reference,
        kind: movement.kind,
        request_hash: postingRequestHash(input),
        metadata: movement.metadata,
        prev_hash: prevHash,
        hash,
        legs: entries.map((entry, idx) => ({
          idx,
          account_id: entry.accountId,
          amount: entry.amount,
          balance_after: entry.accountId === cashAccountId ? cashAfter : null,
        })),
        payload: event as unknown as Record<string, unknown>,
      },
    });
    this.references.add(movement.reference);
    this.cash = cashAfter;
    this.chainHead = hash;
    return booking;
  }

  /**
   * Writes the movements added since the last write, in one statement, and fills in their
   * transaction ids. Checks that the database's balance is the one computed here.
   */
  async write(tx: Transaction): Promise<void> {
    if (this.pending.length === 0) return;
    const batch = this.pending;
    this.pending = [];
    const written = await insertCashBatch(tx, {
      playerId: this.lock.playerId,
      currency: this.lock.currency,
      cashAccountId: this.lock.cashAccountId,
      delta: this.cash - this.writtenCash,
      chainHead: this.chainHead,
      topic: LEDGER_MOVEMENT_TOPIC,
      now: this.now,
      rows: batch.map((item) => item.row),
    });
    if (written.balance !== this.cash) {
      throw new Error(
        `cash account ${this.lock.cashAccountId} holds ${written.balance}, expected ${this.cash}`,
      );
    }
    for (const { booking } of batch) {
      const id = written.ids.get(booking.reference);
      if (id === undefined) throw new Error(`ledger reference ${booking.reference} not booked`);
      booking.transactionId = id;
    }
    this.writtenCash = this.cash;
  }
}

/** A movement added to a batch; `transactionId` is set when the batch is written. */
export interface CashBooking {
  reference: string;
  transactionId: number | null;
  /** The player's balance right after this movement. */
  balance: PlayerBalance;
}
