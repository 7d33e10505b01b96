import { VALIDATION } from '@croupier/contracts/users';
import { AppError } from '../../lib/app-error.js';
import { enqueueEvent } from '../outbox/outbox.service.js';
import type { Executor, Transaction } from '../../db/transaction.js';
import { requestHash, transactionHash } from './ledger-hash.js';
import {
  applyToBalance,
  ensureBrandLedgerAccount,
  ensurePlayerLedgerAccount,
  findEntriesOfTransaction,
  findPlayerLedgerAccounts,
  findTransactionByReference,
  insertEntries,
  insertTransaction,
  lockLedgerAccount,
  lockPlayerLedgerAccounts,
  setChainHead,
  sumPlayerEntriesSince,
  totalsByKind,
  type LedgerAccountRow,
  type LedgerTransactionRow,
} from './ledger.repository.js';

/** A player's own money: cash and bonus, one of each per currency (DESIGN.md §3). */
export const PLAYER_ACCOUNT_KINDS = ['player_real', 'player_bonus'] as const;
export type PlayerAccountKind = (typeof PLAYER_ACCOUNT_KINDS)[number];

/** The brand's side of every movement; their balances are sums of entries, never cached. */
export const BRAND_ACCOUNT_KINDS = [
  'house',
  'psp_clearing',
  'provider_clearing',
  'withdrawals_pending',
  'jackpot_pool',
  'bonus_liability',
  /** What players owe the brand: a spent win a studio rolled back (wallet roll-back.ts). */
  'player_receivable',
] as const;
export type BrandAccountKind = (typeof BRAND_ACCOUNT_KINDS)[number];

export type LedgerAccountRef =
  { kind: PlayerAccountKind; playerId: number } | { kind: BrandAccountKind };

export interface Leg {
  account: LedgerAccountRef;
  /** Signed minor units: positive credits the account, negative debits it. */
  amount: number;
}

export interface PostingInput {
  /** Business key of the movement, e.g. `deposit:42`; a second posting under it is a replay. */
  reference: string;
  kind: string;
  currency: string;
  legs: readonly Leg[];
  metadata?: Record<string, unknown>;
  now: Date;
}

export interface PlayerBalance {
  currency: string;
  realCents: number;
  bonusCents: number;
}

export interface Posted {
  transactionId: number;
  reference: string;
  kind: string;
  currency: string;
  createdAt: Date;
  /** True when this reference was already booked with the same content: nothing moved now. */
  replayed: boolean;
  /** The player's balances in the currency after the movement (null for a brand-only movement). */
  balance: PlayerBalance | null;
}

/** The `ledger.movement` outbox payload every consumer of play and payments reads (DESIGN.md §3). */
export interface LedgerMovementEvent {
  transactionId: number;
  reference: string;
  kind: string;
  currency: string;
  playerId: number | null;
  /** The player's legs: account kind → signed amount. */
  playerLegs: Partial<Record<PlayerAccountKind, number>>;
  balance: PlayerBalance | null;
  metadata: Record<string, unknown>;
  createdAt: string;
}
export const LEDGER_MOVEMENT_TOPIC = 'ledger.movement';

function isPlayerRef(ref: LedgerAccountRef): ref is { kind: PlayerAccountKind; playerId: number } {
  return 'playerId' in ref;
}

function keyOf(ref: LedgerAccountRef): string {
  return isPlayerRef(ref) ? `${ref.kind}:${ref.playerId}` : ref.kind;
}

/**
 * What a replay under the same reference must repeat (kind, currency, legs): every path that
 * books a movement hashes it this way, so a replay through either path is recognised.
 */
export function postingRequestHash(input: Pick<PostingInput, 'kind' | 'currency' | 'legs'>) {
  return requestHash({
    kind: input.kind,
    currency: input.currency,
    legs: input.legs.map((leg) => [keyOf(leg.account), leg.amount]).sort(),
  });
}

/** Refuses a malformed posting before it touches the database (invariants 1, 6). */
export function validatePosting(input: PostingInput): number | null {
  if (input.legs.length < 2) throw new Error('a ledger transaction needs at least two legs');
  const keys = new Set<string>();
  let sum = 0;
  let playerId: number | null = null;
  for (const leg of input.legs) {
    if (!Number.isSafeInteger(leg.amount) || leg.amount === 0) {
      throw new Error(`ledger leg amount must be a non-zero safe integer, got ${leg.amount}`);
    }
    const key = keyOf(leg.account);
    if (keys.has(key)) throw new Error(`ledger account ${key} appears twice in one transaction`);
    keys.add(key);
    sum += leg.amount;
    if (isPlayerRef(leg.account)) {
      if (playerId !== null && playerId !== leg.account.playerId) {
        throw new Error('a ledger transaction moves the money of one player at most');
      }
      playerId = leg.account.playerId;
    }
  }
  if (sum !== 0) throw new Error(`ledger legs must sum to zero, got ${sum}`);
  return playerId;
}

function balanceFrom(accounts: readonly LedgerAccountRow[], currency: string): PlayerBalance {
  const of = (kind: PlayerAccountKind) =>
    accounts.find((account) => account.kind === kind && account.currency === currency)?.balance ??
    0;
  return { currency, realCents: of('player_real'), bonusCents: of('player_bonus') };
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

/**
 * Books one movement: balanced entries, running balances, the hash chain and the outbox event,
 * all in the caller's transaction so they commit together or not at all.
 *
 * Idempotent by `reference`: the same content again answers the first booking and moves
 * nothing; other content under the same reference is a 409. The reference is checked after the
 * player's accounts (with no player: the chain account) are locked, so two concurrent copies
 * serialise and the second sees the first.
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
  const brandIds = new Map<string, number>();
  for (const kind of brandKinds) {
    brandIds.set(kind, await ensureBrandLedgerAccount(tx, kind, input.currency, input.now));
  }
  // Both player accounts are locked even if one is untouched, so the balance we report is current.
  const locked =
    playerId === null
      ? []
      : await lockOrOpenPlayerAccounts(tx, playerId, input.currency, input.now);
  // With no player, the chain account (the first brand account) is the lock; it too is taken
  // before the reference check, or a concurrent copy would miss the first and fail on the
  // reference's unique index instead of being answered as a replay.
  const brandChainAccount =
    playerId === null ? await lockLedgerAccount(tx, Math.min(...brandIds.values())) : undefined;

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
      kind: existing.kind,
      currency: existing.currency,
      createdAt: existing.createdAt,
      replayed: true,
      balance: playerId === null ? null : balanceFrom(locked, input.currency),
    };
  };
  const existing = await findTransactionByReference(tx, input.reference);
  if (existing) return answerBooked(existing);

  const accountIdOf = (ref: LedgerAccountRef): number => {
    const id = isPlayerRef(ref)
      ? locked.find((account) => account.kind === ref.kind)?.id
      : brandIds.get(ref.kind);
    if (id === undefined) throw new Error(`ledger account ${keyOf(ref)} was not opened`);
    return id;
  };

  for (const leg of input.legs) {
    if (!isPlayerRef(leg.account) || leg.amount > 0) continue;
    const { kind } = leg.account;
    const account = locked.find((row) => row.kind === kind);
    if ((account?.balance ?? 0) + leg.amount < 0) {
      throw new AppError('insufficient_funds', 'Not enough money', {
        fields: { amount: [VALIDATION.NOT_ENOUGH_MONEY] },
      });
    }
  }
  // Balances are read as JS numbers: one past 2^53 - 1 would be reported rounded (and past
  // 2^63 the UPDATE would fail), so such a credit is refused like any out-of-range amount.
  for (const leg of input.legs) {
    if (!isPlayerRef(leg.account) || leg.amount < 0) continue;
    const { kind } = leg.account;
    const account = locked.find((row) => row.kind === kind);
    if ((account?.balance ?? 0) + leg.amount > Number.MAX_SAFE_INTEGER) {
      throw AppError.invalid({ amount: [VALIDATION.MAX_VALUE] });
    }
  }

  // The chain runs through the player's real account when there is one, else the first brand account.
  const chainAccount =
    playerId !== null
      ? locked.find((account) => account.kind === 'player_real')
      : brandChainAccount;
  if (!chainAccount) throw new Error('no chain account for a ledger transaction');

  const entries = input.legs.map((leg) => ({
    accountId: accountIdOf(leg.account),
    amount: leg.amount,
  }));
  const hash = transactionHash({
    prevHash: chainAccount.chainHead,
    reference: input.reference,
    kind: input.kind,
    currency: input.currency,
    playerId,
    createdAt: input.now,
    entries,
  });
  const transaction = await insertTransaction(tx, {
    reference: input.reference,
    kind: input.kind,
    currency: input.currency,
    playerId,
    requestHash: hashOfRequest,
    metadata: input.metadata ?? {},
    chainAccountId: chainAccount.id,
    prevHash: chainAccount.chainHead,
    hash,
    createdAt: input.now,
  });
  if (!transaction) {
    const booked = await findTransactionByReference(tx, input.reference);
    if (!booked) throw new Error(`ledger reference ${input.reference} vanished after a conflict`);
    return answerBooked(booked);
  }

  const balances = new Map<number, number>();
  for (const leg of input.legs) {
    if (!isPlayerRef(leg.account)) continue;
    const id = accountIdOf(leg.account);
    balances.set(
      id,
      await applyToBalance(tx, id, leg.amount, id === chainAccount.id ? hash : undefined),
    );
  }
  if (!balances.has(chainAccount.id)) await setChainHead(tx, chainAccount.id, hash);

  await insertEntries(
    tx,
    entries.map((entry) => ({
      transactionId: transaction.id,
      accountId: entry.accountId,
      amount: entry.amount,
      kind: input.kind,
      currency: input.currency,
      balanceAfter: balances.get(entry.accountId) ?? null,
      createdAt: input.now,
    })),
  );

  const after = locked.map((account) => ({
    ...account,
    balance: balances.get(account.id) ?? account.balance,
  }));
  const balance = playerId === null ? null : balanceFrom(after, input.currency);
  const playerLegs: Partial<Record<PlayerAccountKind, number>> = {};
  for (const leg of input.legs) {
    if (isPlayerRef(leg.account)) playerLegs[leg.account.kind] = leg.amount;
  }
  const event: LedgerMovementEvent = {
    transactionId: transaction.id,
    reference: input.reference,
    kind: input.kind,
    currency: input.currency,
    playerId,
    playerLegs,
    balance,
    metadata: input.metadata ?? {},
    createdAt: input.now.toISOString(),
  };
  await enqueueEvent(tx, LEDGER_MOVEMENT_TOPIC, event);

  return {
    transactionId: transaction.id,
    reference: input.reference,
    kind: input.kind,
    currency: input.currency,
    createdAt: input.now,
    replayed: false,
    balance,
  };
}

/** The player's balances per currency (accounts with no movement yet read as zero). */
export async function playerBalances(db: Executor, playerId: number): Promise<PlayerBalance[]> {
  const accounts = await findPlayerLedgerAccounts(db, playerId);
  const currencies = [...new Set(accounts.map((account) => account.currency))];
  return currencies.map((currency) => balanceFrom(accounts, currency));
}

/**
 * Locks the player's accounts in `currency` for the rest of the caller's transaction and returns
 * the balance: money checks that must not race (a withdrawal against the balance, a limit
 * against a window's sum) take this lock first, as `postTransaction` does.
 */
export async function lockPlayerMoney(
  tx: Transaction,
  playerId: number,
  currency: string,
  now: Date,
): Promise<PlayerBalance> {
  const locked = await lockOrOpenPlayerAccounts(tx, playerId, currency, now);
  return balanceFrom(locked, currency);
}

/**
 * Σ of the player's postings of `kinds` in `currency` since `since`, on their real and bonus
 * accounts (signed: deposits positive, bets negative). Limit windows read this.
 */
export async function sumPlayerMovementsSince(
  db: Executor,
  input: { playerId: number; currency: string; kinds: readonly string[]; since: Date },
): Promise<number> {
  return sumPlayerEntriesSince(db, {
    playerId: input.playerId,
    currency: input.currency,
    accountKinds: PLAYER_ACCOUNT_KINDS,
    entryKinds: input.kinds,
    since: input.since,
  });
}

export interface PlayerMoneyStats {
  depositsCount: number;
  depositsSumCents: number;
  cashoutsSumCents: number;
  betsSumCents: number;
}

/**
 * PR-012 from the ledger: deposits net of charge-backs, cash-outs reserved and not released
 * (paid or on their way), stakes placed.
 */
export async function playerMoneyStats(
  db: Executor,
  playerId: number,
  currency: string,
): Promise<PlayerMoneyStats> {
  const totals = await totalsByKind(db, playerId, currency);
  const of = (kind: string) => totals.find((row) => row.kind === kind);
  return {
    depositsCount: of('deposit')?.transactions ?? 0,
    depositsSumCents: (of('deposit')?.total ?? 0) + (of('deposit_reversal')?.total ?? 0),
    cashoutsSumCents: -(
      (of('withdrawal_reserve')?.total ?? 0) + (of('withdrawal_release')?.total ?? 0)
    ),
    betsSumCents: -(of('bet')?.total ?? 0),
  };
}

/** The entries of a booked transaction (tests, audits). */
export async function entriesOf(db: Executor, transactionId: number) {
  return findEntriesOfTransaction(db, transactionId);
}

/**
 * The brand's account of `kind` in `currency` (opened when missing). Callers that lock a
 * player's accounts open it BEFORE that lock, in the same order as `postTransaction`.
 */
export async function openBrandAccount(
  tx: Transaction,
  kind: BrandAccountKind,
  currency: string,
  now: Date,
): Promise<number> {
  return ensureBrandLedgerAccount(tx, kind, currency, now);
}
