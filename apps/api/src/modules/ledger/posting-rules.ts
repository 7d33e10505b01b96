import { requestHash } from './ledger-hash.js';
import type { LedgerAccountRow } from './ledger.repository.js';
import {
  isPlayerRef,
  keyOf,
  type PlayerAccountKind,
  type PlayerBalance,
  type PostingInput,
} from './ledger-types.js';

/**
 * What a replay under the same reference must repeat (kind, currency, legs): every movement is
 * hashed this way, so a replay is recognised whichever caller books it.
 */
export function postingRequestHash(input: Pick<PostingInput, 'kind' | 'currency' | 'legs'>) {
  return requestHash({
    kind: input.kind,
    currency: input.currency,
    legs: input.legs.map((leg) => [keyOf(leg.account), leg.amount]).sort(),
  });
}

/**
 * Refuses a malformed posting before it touches the database (invariants 1, 6). Returns the
 * player it moves money of, or null for a brand-only movement.
 */
export function validatePosting(input: Pick<PostingInput, 'legs'>): number | null {
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

export function balanceFrom(
  accounts: readonly LedgerAccountRow[],
  currency: string,
): PlayerBalance {
  const of = (kind: PlayerAccountKind) =>
    accounts.find((account) => account.kind === kind && account.currency === currency)?.balance ??
    0;
  return { currency, realCents: of('player_real'), bonusCents: of('player_bonus') };
}
