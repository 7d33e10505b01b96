/**
 * The rules of responsible-gaming limits (platform-core.md §7 Limits; requirements LM-008;
 * RELIABILITY RG-01..RG-07, §3.2 invariants 7 and 8), free of storage and clocks: callers pass
 * `now`.
 */

export type MoneyLimitType = 'deposit' | 'loss' | 'wager';
export type BlockType = 'cooling_off' | 'self_exclusion' | 'panic';

export const MONEY_LIMIT_TYPES: readonly MoneyLimitType[] = ['deposit', 'loss', 'wager'];
export const BLOCK_TYPES: readonly BlockType[] = ['cooling_off', 'self_exclusion', 'panic'];

export function isMoneyLimitType(type: string): type is MoneyLimitType {
  return (MONEY_LIMIT_TYPES as readonly string[]).includes(type);
}

export function isBlockType(type: string): type is BlockType {
  return (BLOCK_TYPES as readonly string[]).includes(type);
}

// ---- raising and lowering ---------------------------------------------------------------------

/**
 * A change to a money or session limit: a lower (or equal) value tightens and acts at once
 * (RG-01); a higher value or a removal (`null`) relaxes and must wait (RG-02).
 */
export function isTightening(current: number, requested: number | null): boolean {
  return requested !== null && requested <= current;
}

/** A raise or removal parked on a limit until cooling-off and confirmation both hold. */
export interface PendingChange {
  /** The new value; null with `removal`. */
  value: number | null;
  removal: boolean;
  /** Requested + cooling-off. */
  effectiveAt: Date;
  confirmedAt: Date | null;
  /** When the mailed confirmation link stops working. */
  tokenExpiresAt: Date | null;
}

export type PendingState =
  /** Waiting for the player's confirmation. */
  | 'awaiting_confirmation'
  /** Confirmed, waiting for the cooling-off to end. */
  | 'cooling_off'
  /** Both hold: the change applies from now on. */
  | 'due'
  /** Never confirmed and the link has expired: the change is dropped, the old value stays. */
  | 'lapsed';

/**
 * Where a pending change stands at `now`. It is due only when confirmed **and** the cooling-off
 * is over, to the second: at `effectiveAt - 1 s` the old value still holds (RG-02).
 */
export function pendingState(pending: PendingChange, now: Date): PendingState {
  const at = now.getTime();
  if (pending.confirmedAt === null || pending.confirmedAt.getTime() > at) {
    const expires = pending.tokenExpiresAt?.getTime();
    return expires !== undefined && expires <= at ? 'lapsed' : 'awaiting_confirmation';
  }
  return pending.effectiveAt.getTime() <= at ? 'due' : 'cooling_off';
}

/** The value in force at `now`: the pending one once due, else the current one (null = none). */
export function valueInForce(
  current: number | null,
  pending: PendingChange | null,
  now: Date,
): number | null {
  if (pending === null || pendingState(pending, now) !== 'due') return current;
  return pending.removal ? null : pending.value;
}

// ---- blocks (time-out, self-exclusion, panic) -------------------------------------------------

/** A block is in force from its start until its end; `null` end = until removed (permanent). */
export function isBlockInForce(endsAt: Date | null, now: Date): boolean {
  return endsAt === null || endsAt.getTime() > now.getTime();
}

/**
 * A block can only be lengthened while in force (RG-06, RG-07): a request ending later (or a
 * permanent one) extends it at once; the same end or an earlier one is refused.
 */
export function extendsBlock(currentEnd: Date | null, requestedEnd: Date | null): boolean {
  if (currentEnd === null) return false;
  return requestedEnd === null || requestedEnd.getTime() > currentEnd.getTime();
}

// ---- usage of money limits --------------------------------------------------------------------

/** Signed sums of the player's postings in one window and currency, by ledger kind. */
export interface WindowSums {
  /** Σ `deposit` postings (positive). */
  deposits: number;
  /** Σ `bet` postings (negative: stakes leave the player). */
  bets: number;
  /** Σ `win` postings (positive). */
  wins: number;
  /** Σ `rollback` postings (either sign). */
  rollbacks: number;
}

/**
 * What a window has used of a limit of `type`:
 * - deposit: gross deposits, plus deposits requested and not yet settled; withdrawals never
 *   give allowance back (RG-03);
 * - wager: the stakes placed (a rolled-back stake still counts: the allowance is not refilled);
 * - loss: stakes minus wins and rollbacks, never below zero in a window.
 */
export function usedInWindow(type: MoneyLimitType, sums: WindowSums, pendingCents = 0): number {
  switch (type) {
    case 'deposit':
      return Math.max(0, sums.deposits) + Math.max(0, pendingCents);
    case 'wager':
      return Math.max(0, -sums.bets);
    case 'loss':
      return Math.max(0, -(sums.bets + sums.wins + sums.rollbacks));
  }
}

/** Left of one limit; never negative. */
export function remainingOf(limit: { amountCents: number; usedCents: number }): number {
  return Math.max(0, limit.amountCents - limit.usedCents);
}

/**
 * With several limits of one type (a day, a week and a month limit), the lowest remaining
 * allowance wins (RELIABILITY §5 "lowest wins"). Null when there is no limit.
 */
export function lowestRemaining(
  limits: readonly { amountCents: number; usedCents: number }[],
): number | null {
  if (limits.length === 0) return null;
  return Math.min(...limits.map(remainingOf));
}

/**
 * Whether a movement of `amountCents` fits: a deposit adds to the deposits, a stake to the
 * wager and (if it is lost) to the loss, so each must stay within the lowest remaining
 * allowance (invariant 7: the window total never passes the limit).
 */
export function fitsWithin(amountCents: number, remaining: number | null): boolean {
  return remaining === null || amountCents <= remaining;
}
