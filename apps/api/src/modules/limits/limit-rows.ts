import {
  isBlockInForce,
  isBlockType,
  isMoneyLimitType,
  pendingState,
  valueInForce,
  type BlockType,
  type MoneyLimitType,
  type PendingChange,
  type PendingState,
} from '@croupier/domain/limits/rules';
import type { LimitPeriod } from '@croupier/domain/limits/windows';
import type { LimitRow } from './limits.repository.js';

/**
 * Reading a `user_limits` row through the domain rules: what value holds at `now`, whether a
 * parked change waits, whether a block is in force. Pure: the same answer whether the lazy
 * application of a due change has been written yet or not.
 */

/** The limit's own number: cents for money limits, minutes for a session limit. */
export function currentValue(row: LimitRow): number | null {
  return row.type === 'session' ? row.minutes : row.amountCents;
}

export function pendingOf(row: LimitRow): PendingChange | null {
  if (row.pendingEffectiveAt === null) return null;
  return {
    value: row.type === 'session' ? row.pendingMinutes : row.pendingAmountCents,
    removal: row.pendingRemoval,
    effectiveAt: row.pendingEffectiveAt,
    confirmedAt: row.pendingConfirmedAt,
    tokenExpiresAt: row.pendingTokenExpiresAt,
  };
}

export function pendingStateOf(row: LimitRow, now: Date): PendingState | null {
  const pending = pendingOf(row);
  return pending ? pendingState(pending, now) : null;
}

/** The value enforced at `now` (a due raise counts, a due removal leaves none). */
export function valueAt(row: LimitRow, now: Date): number | null {
  return valueInForce(currentValue(row), pendingOf(row), now);
}

export interface MoneyLimit {
  row: LimitRow;
  type: MoneyLimitType;
  period: LimitPeriod;
  currency: string;
  amountCents: number;
}

function isPeriod(value: string | null): value is LimitPeriod {
  return value === 'day' || value === 'week' || value === 'month';
}

/** A live money limit of `currency` with the amount enforced at `now`, else null. */
export function moneyLimitAt(row: LimitRow, now: Date, currency?: string): MoneyLimit | null {
  if (row.status !== 'active' || !isMoneyLimitType(row.type) || !isPeriod(row.period)) return null;
  if (row.currency === null || (currency !== undefined && row.currency !== currency)) return null;
  const amountCents = valueAt(row, now);
  if (amountCents === null) return null;
  return { row, type: row.type, period: row.period, currency: row.currency, amountCents };
}

export interface Block {
  row: LimitRow;
  type: BlockType;
  /** Null = permanent. */
  until: Date | null;
}

/** The time-outs, self-exclusions and panic blocks in force at `now`. */
export function blocksAt(rows: readonly LimitRow[], now: Date): Block[] {
  const blocks: Block[] = [];
  for (const row of rows) {
    if (row.status !== 'active' || !isBlockType(row.type)) continue;
    if (!isBlockInForce(row.endsAt, now)) continue;
    blocks.push({ row, type: row.type, until: row.endsAt });
  }
  return blocks;
}

/** The block that lasts longest (a permanent one first): the one to name to the player. */
export function longestBlock(blocks: readonly Block[]): Block | null {
  let longest: Block | null = null;
  for (const block of blocks) {
    if (longest === null) longest = block;
    else if (longest.until !== null && (block.until === null || block.until > longest.until))
      longest = block;
  }
  return longest;
}
