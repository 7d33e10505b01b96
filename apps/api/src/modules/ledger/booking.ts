import { VALIDATION } from '@croupier/contracts/users';
import { AppError } from '../../lib/app-error.js';
import type { SqlRows } from '../../db/client.js';
import { guardHolds, type Statement } from '../../db/inline-sql.js';
import type { Transaction } from '../../db/transaction.js';
import { transactionHash } from './ledger-hash.js';
import {
  ensurePlayerLedgerAccount,
  lockLedgerAccount,
  lockPlayerLedgerAccounts,
  type LedgerAccountRow,
} from './ledger.repository.js';
import {
  LEDGER_MOVEMENT_TOPIC,
  PLAYER_ACCOUNT_KINDS,
  isPlayerRef,
  keyOf,
  type BrandAccountKind,
  type LedgerMovementEvent,
  type MovementKind,
  type MovementPlay,
  type Leg,
  type PlayerAccountKind,
  type PlayerBalance,
} from './ledger-types.js';
import { postingRequestHash, validatePosting } from './posting-rules.js';
import {
  bookingsStatement,
  bookingsWritten,
  type AccountChange,
  type BookedTransactionRow,
  type BookingsRow,
} from './booking.repository.js';

/**
 * The one booking engine (DESIGN.md §3; decision 0504): every movement, a deposit through
 * `postTransaction` or a wallet call's bets and wins, is booked here with the same guarantees —
 * balanced entries, player balances never below zero nor past 2^53 - 1, the hash chain, one
 * `ledger.movement` event each (with its `play` context when given), all in the caller's
 * transaction — computed in memory under the lock and written in one statement.
 *
 * A booking holds its lock for its whole life: the player's real and bonus accounts in the
 * currency (the chain runs through the real one), or for a movement with no player the brand
 * account its chain runs through. Balances and the chain head are kept from the locked rows,
 * so checks and hashes are computed here in booking order and the database only stores them.
 * Brand accounts are opened before the lock (one order for every caller: no deadlock).
 *
 * The caller must know each reference is new under this lock (`postTransaction` reads it; the
 * wallet checks its action ids). A reference booked anyway makes `write` book nothing and throw
 * `DuplicateReference`, so nothing is ever booked twice.
 */
export class Booking {
  private pending: { row: BookedTransactionRow; booked: Booked }[] = [];
  private readonly references = new Set<string>();
  private chainHead: string;

  private constructor(
    private readonly scope: { playerId: number | null; currency: string; now: Date },
    /** Player accounts by kind: id, balance now, balance in the database. */
    private readonly player: Map<
      PlayerAccountKind,
      { id: number; balance: number; written: number }
    >,
    private readonly brandAccounts: ReadonlyMap<BrandAccountKind, number>,
    private readonly chainAccountId: number,
    chainHead: string,
  ) {
    this.chainHead = chainHead;
  }

  /**
   * Locks the player's real and bonus accounts in `currency` (in id order, opening them on
   * first use) and starts a booking on them. `brandAccounts` are the ids of the brand accounts
   * its movements may name, opened before this lock.
   */
  static async lock(
    tx: Transaction,
    input: {
      playerId: number;
      currency: string;
      now: Date;
      brandAccounts: ReadonlyMap<BrandAccountKind, number>;
    },
  ): Promise<Booking> {
    const locked = await lockOrOpenPlayerAccounts(tx, input.playerId, input.currency, input.now);
    return Booking.fromLocked({
      ...input,
      accounts: locked.map((account) => ({ ...account, balance: account.balance ?? 0 })),
    });
  }

  /**
   * A booking on the player's accounts that the caller has just locked itself (FOR UPDATE, as
   * `lockPlayerLedgerAccounts` does; the wallet locks them in its first message).
   */
  static fromLocked(input: {
    playerId: number;
    currency: string;
    now: Date;
    brandAccounts: ReadonlyMap<BrandAccountKind, number>;
    accounts: readonly { id: number; kind: string; balance: number; chainHead: string }[];
  }): Booking {
    const player = new Map<PlayerAccountKind, { id: number; balance: number; written: number }>();
    for (const account of input.accounts) {
      const { balance } = account;
      player.set(account.kind as PlayerAccountKind, { id: account.id, balance, written: balance });
    }
    const real = input.accounts.find((account) => account.kind === 'player_real');
    if (!real) throw new Error('player cash account missing after lock');
    return new Booking(
      { playerId: input.playerId, currency: input.currency, now: input.now },
      player,
      input.brandAccounts,
      real.id,
      real.chainHead,
    );
  }

  /**
   * A booking of movements with no player leg: the chain runs through the brand account
   * `chainAccountId` (one of `brandAccounts`), locked here.
   */
  static async lockBrandChain(
    tx: Transaction,
    input: {
      currency: string;
      now: Date;
      brandAccounts: ReadonlyMap<BrandAccountKind, number>;
      chainAccountId: number;
    },
  ): Promise<Booking> {
    const chain = await lockLedgerAccount(tx, input.chainAccountId);
    if (!chain) throw new Error(`ledger account ${input.chainAccountId} missing`);
    return new Booking(
      { playerId: null, currency: input.currency, now: input.now },
      new Map(),
      input.brandAccounts,
      chain.id,
      chain.chainHead,
    );
  }

  /** The player's balance after every movement added so far (zero without a player). */
  get balance(): PlayerBalance {
    return {
      currency: this.scope.currency,
      realCents: this.player.get('player_real')?.balance ?? 0,
      bonusCents: this.player.get('player_bonus')?.balance ?? 0,
    };
  }

  get hasPending(): boolean {
    return this.pending.length > 0;
  }

  /**
   * Adds a movement, refusing it as the ledger always has: malformed legs throw, a debit below
   * zero is a 422 `insufficient_funds`, a credit past 2^53 - 1 a 422 `invalid_input`. Its
   * transaction id is known once `write` has run.
   */
  add(movement: {
    reference: string;
    kind: MovementKind;
    legs: readonly Leg[];
    metadata?: Record<string, unknown>;
    play?: MovementPlay | undefined;
  }): Booked {
    const { playerId, currency, now } = this.scope;
    const metadata = movement.metadata ?? {};
    if (validatePosting(movement) !== playerId) {
      throw new Error('a booking moves the money of its own player (or, without one, none)');
    }
    if (this.references.has(movement.reference)) {
      throw new Error(`ledger reference ${movement.reference} appears twice in one booking`);
    }
    const after = new Map<PlayerAccountKind, number>();
    const playerLegs: Partial<Record<PlayerAccountKind, number>> = {};
    const entries = movement.legs.map((leg) => {
      if (isPlayerRef(leg.account)) {
        const account = this.player.get(leg.account.kind);
        if (!account) throw new Error(`ledger account ${keyOf(leg.account)} was not locked`);
        after.set(leg.account.kind, account.balance + leg.amount);
        playerLegs[leg.account.kind] = leg.amount;
        return { accountId: account.id, amount: leg.amount };
      }
      const id = this.brandAccounts.get(leg.account.kind);
      if (id === undefined) throw new Error(`ledger account ${leg.account.kind} was not opened`);
      return { accountId: id, amount: leg.amount };
    });
    for (const balance of after.values()) {
      if (balance < 0) {
        throw new AppError('insufficient_funds', 'Not enough money', {
          fields: { amount: [VALIDATION.NOT_ENOUGH_MONEY] },
        });
      }
    }
    // Balances are JS numbers: past 2^53 - 1 they would be reported rounded (and past 2^63
    // the UPDATE would fail), so such a credit is refused like any out-of-range amount.
    for (const balance of after.values()) {
      if (balance > Number.MAX_SAFE_INTEGER) {
        throw AppError.invalid({ amount: [VALIDATION.MAX_VALUE] });
      }
    }

    const prevHash = this.chainHead;
    const hash = transactionHash({
      prevHash,
      reference: movement.reference,
      kind: movement.kind,
      currency,
      playerId,
      createdAt: now,
      entries,
    });
    for (const [kind, balance] of after) {
      const account = this.player.get(kind);
      if (account) account.balance = balance;
    }
    const balance = playerId === null ? null : this.balance;
    const event: Omit<LedgerMovementEvent, 'transactionId'> = {
      reference: movement.reference,
      kind: movement.kind,
      currency,
      playerId,
      playerLegs,
      balance,
      metadata,
      createdAt: now.toISOString(),
      ...(movement.play ? { play: movement.play } : {}),
    };
    const booked: Booked = {
      reference: movement.reference,
      transactionId: null,
      balance: balance ?? this.balance,
    };
    this.pending.push({
      booked,
      row: {
        ord: this.pending.length,
        reference: movement.reference,
        kind: movement.kind,
        request_hash: postingRequestHash({ ...movement, currency }),
        metadata,
        prev_hash: prevHash,
        hash,
        legs: entries.map((entry, idx) => ({
          idx,
          account_id: entry.accountId,
          amount: entry.amount,
          balance_after: this.balanceAfter(entry.accountId, after),
        })),
        payload: event as unknown as Record<string, unknown>,
      },
    });
    this.references.add(movement.reference);
    this.chainHead = hash;
    return booked;
  }

  private balanceAfter(accountId: number, after: Map<PlayerAccountKind, number>): number | null {
    for (const [kind, account] of this.player) {
      if (account.id === accountId) return after.get(kind) ?? null;
    }
    return null;
  }

  /**
   * Writes the movements added since the last write, in one statement, and fills in their
   * transaction ids. Checks that the database's balances are the ones computed here.
   */
  async write(tx: Transaction): Promise<void> {
    const write = this.prepareWrite();
    if (!write) return;
    const result = await tx.execute(write.statement);
    write.apply((result as unknown as { rows: SqlRows }).rows);
  }

  /**
   * `write` in parts, for a caller that sends the statement in a message with others
   * (the wallet's last message, with its COMMIT): the statement; a guard, SQL that fails the
   * message (SQLSTATE 40001, so the caller runs its call again) unless the database then holds
   * what this booking computed — the chain head (written only when every movement was new) and
   * each player balance — so a COMMIT sent after it never commits a partial booking; and
   * `apply`, which reads the statement's answer as `write` does. Null with nothing to write.
   */
  prepareWrite(): { statement: Statement; guard: string; apply(rows: SqlRows): void } | null {
    if (this.pending.length === 0) return null;
    const batch = this.pending;
    this.pending = [];
    const changes: AccountChange[] = [...this.player.values()]
      .filter(
        (account) => account.balance !== account.written || account.id === this.chainAccountId,
      )
      .map((account) => ({
        id: account.id,
        delta: account.balance - account.written,
        chain_head: account.id === this.chainAccountId ? this.chainHead : null,
      }));
    if (!changes.some((change) => change.id === this.chainAccountId)) {
      changes.push({ id: this.chainAccountId, delta: null, chain_head: this.chainHead });
    }
    const statement = bookingsStatement({
      playerId: this.scope.playerId,
      currency: this.scope.currency,
      chainAccountId: this.chainAccountId,
      accounts: changes,
      topic: LEDGER_MOVEMENT_TOPIC,
      now: this.scope.now,
      rows: batch.map((item) => item.row),
    });
    return {
      statement,
      guard: this.guard(),
      apply: (rows) => {
        const written = bookingsWritten(rows as unknown as BookingsRow[]);
        const missing = batch.filter(({ booked }) => !written.ids.has(booked.reference));
        if (missing.length > 0) {
          throw new DuplicateReference(missing.map(({ booked }) => booked.reference));
        }
        for (const account of this.player.values()) {
          if (!written.balances.has(account.id)) continue;
          const stored = written.balances.get(account.id);
          if (stored !== account.balance) {
            throw new Error(
              `ledger account ${account.id} holds ${stored}, expected ${account.balance}`,
            );
          }
          account.written = account.balance;
        }
        for (const { booked } of batch) {
          booked.transactionId = written.ids.get(booked.reference) ?? null;
        }
      },
    };
  }

  /** See `prepareWrite`: numbers and the hex chain head only, so no quoting is involved. */
  private guard(): string {
    if (!/^[0-9a-f]+$/.test(this.chainHead)) throw new Error('chain head is not hex');
    // Per account: its balance (player accounts) and, on the chain account, the chain head.
    const conditions = new Map<number, string[]>();
    const expect = (id: number, condition: string) =>
      conditions.set(id, [...(conditions.get(id) ?? []), condition]);
    for (const account of this.player.values()) expect(account.id, `balance = ${account.balance}`);
    expect(this.chainAccountId, `chain_head = '${this.chainHead}'`);
    const expected = [...conditions].map(
      ([id, holds]) => `(id = ${id} AND ${holds.join(' AND ')})`,
    );
    return guardHolds(
      `(SELECT count(*) FROM ledger_accounts WHERE ${expected.join(' OR ')}) = ${expected.length}`,
      '40001',
      'ledger booking not written as computed',
    );
  }
}

/** A movement added to a booking; `transactionId` is set when the booking is written. */
export interface Booked {
  reference: string;
  transactionId: number | null;
  /** The player's balance right after this movement. */
  balance: PlayerBalance;
}

/**
 * References already booked when a booking was written: nothing was written. Carries the
 * unique-violation code, so a caller that runs its whole call again on one (the wallet) does.
 */
export class DuplicateReference extends Error {
  readonly code = '23505';
  constructor(readonly references: readonly string[]) {
    super(`ledger references already booked: ${references.join(', ')}`);
  }
}

/**
 * Locks the player's real and bonus accounts in `currency`, opening them first when this is the
 * player's first movement in it (the usual case is one locking read).
 */
export async function lockOrOpenPlayerAccounts(
  tx: Transaction,
  playerId: number,
  currency: string,
  now: Date,
): Promise<LedgerAccountRow[]> {
  const locked = await lockPlayerLedgerAccounts(tx, playerId, PLAYER_ACCOUNT_KINDS, currency);
  if (locked.length === PLAYER_ACCOUNT_KINDS.length) return locked;
  for (const kind of PLAYER_ACCOUNT_KINDS) {
    await ensurePlayerLedgerAccount(tx, playerId, kind, currency, now);
  }
  return lockPlayerLedgerAccounts(tx, playerId, PLAYER_ACCOUNT_KINDS, currency);
}
