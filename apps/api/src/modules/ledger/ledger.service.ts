import type { Executor, Transaction } from '../../db/transaction.js';
import { lockOrOpenPlayerAccounts } from './booking.js';
import {
  ensureBrandLedgerAccount,
  findEntriesOfTransaction,
  findPlayerLedgerAccounts,
  sumPlayerEntriesSince,
  totalsByKind,
} from './ledger.repository.js';
import { PLAYER_ACCOUNT_KINDS, type BrandAccountKind, type PlayerBalance } from './ledger-types.js';
import { balanceFrom } from './posting-rules.js';

/**
 * The ledger's entry points (DESIGN.md §3). Every movement is booked by one engine
 * (booking.ts); `postTransaction` books one movement through it, the wallet a call's movements.
 */
export * from './ledger-types.js';
export { postTransaction } from './post-transaction.js';
export { postingRequestHash, validatePosting } from './posting-rules.js';
export { lockOrOpenPlayerAccounts } from './booking.js';

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
