import type { LimitRefusal } from '@croupier/contracts/errors';
import { VALIDATION } from '@croupier/contracts/users';
import {
  fitsWithin,
  lowestRemaining,
  usedInWindow,
  type BlockType,
  type MoneyLimitType,
} from '@croupier/domain/limits/rules';
import { timeZoneFor } from '@croupier/domain/limits/time-zones';
import { windowOf } from '@croupier/domain/limits/windows';
import type { AppDeps } from '../../app-deps.js';
import { AppError } from '../../lib/app-error.js';
import type { Executor, Transaction } from '../../db/transaction.js';
import { getPlayerRow } from '../player/player.service.js';
import {
  blocksAt,
  longestBlock,
  moneyLimitAt,
  valueAt,
  type Block,
  type MoneyLimit,
} from './limit-rows.js';
import { sumPlayerMovementsSince } from '../ledger/ledger.service.js';
import { KINDS, moneyUsage, sessionStartedAt } from './limit-usage.js';
import { findLiveLimits, type LimitRow } from './limits.repository.js';

/**
 * The one limit check money paths call (issue: "expose one limit check the wallet will call"),
 * inside their transaction, after `lockPlayerMoney` has locked the player's accounts so two
 * movements cannot both pass against the same window (RELIABILITY RG-04, invariant 7).
 */
export interface DepositCheck {
  playerId: number;
  currency: string;
  amountCents: number;
  /** Deposits already requested but not yet settled: they count against the window too. */
  pendingCents: number;
  now: Date;
}

export interface BetCheck {
  playerId: number;
  currency: string;
  /** The stake. */
  amountCents: number;
  now: Date;
}

/** What blocks play, bonuses and deposits right now (RG-06, RG-07). */
export interface PlayBlock {
  blocked: true;
  type: BlockType;
  /** Null = permanent self-exclusion. */
  until: Date | null;
}

/**
 * Refuses a deposit while a time-out, self-exclusion or panic block is in force (403
 * `blocked_by_exclusion`), or when it would take a deposit window past the lowest remaining
 * allowance (422 `limit_reached`, `errors.amount`). Withdrawals never call this (RG-06).
 */
export async function assertCanDeposit(
  tx: Transaction,
  deps: AppDeps,
  input: DepositCheck,
): Promise<void> {
  const rows = await findLiveLimits(tx, input.playerId);
  if (rows.length === 0) return;
  assertNotBlocked(rows, input.now);
  await assertMoneyLimits(tx, deps, rows, ['deposit'], input);
}

/**
 * Refuses a stake while a block is in force (403 `blocked_by_exclusion`), after the session
 * limit's minutes (RG-05), or when the stake would pass a wager or loss limit's lowest
 * remaining allowance (422 `limit_reached`). Wins and rollbacks never call this (invariant 8).
 */
export async function assertCanBet(tx: Transaction, deps: AppDeps, input: BetCheck): Promise<void> {
  const limits = await readBetLimits(tx, deps, input);
  limits.assertStake(input.amountCents, {});
}

/** The signed amounts a wallet call has moved so far on the player's accounts, by kind. */
export type CallMovements = Partial<Record<'bet' | 'win' | 'rollback', number>>;

/** A call's stake limits: each window's booked sum, read once before the call's movements. */
export interface BetLimits {
  /**
   * Refuses a stake (422 `limit_reached`) that, with the call's own earlier movements added in
   * memory to what was booked before the call, would pass a wager or loss limit.
   */
  assertStake(amountCents: number, moved: CallMovements): void;
}

/** The limits of a player with none live: every stake fits. */
export const NO_BET_LIMITS: BetLimits = { assertStake: () => undefined };

/**
 * Reads what a stake is checked against, once per call, under the player's money lock (so no
 * other movement can land in a window meanwhile, RG-04): a block or an exhausted session limit
 * refuse at once; each wager and loss window's booked sum is kept for `assertStake`.
 */
export async function readBetLimits(
  tx: Transaction,
  deps: AppDeps,
  input: Omit<BetCheck, 'amountCents'>,
): Promise<BetLimits> {
  const rows = await findLiveLimits(tx, input.playerId);
  if (rows.length === 0) return NO_BET_LIMITS;
  assertNotBlocked(rows, input.now);

  const session = rows.find((row) => row.type === 'session' && row.status === 'active');
  const minutes = session ? valueAt(session, input.now) : null;
  const limits = rows
    .map((row) => moneyLimitAt(row, input.now, input.currency))
    .filter(
      (limit): limit is MoneyLimit =>
        limit !== null && (limit.type === 'wager' || limit.type === 'loss'),
    );
  const player =
    minutes !== null || limits.length > 0 ? await getPlayerRow(deps, input.playerId, tx) : null;
  if (minutes !== null) {
    const start = player ? await sessionStartedAt(deps, tx, player) : null;
    if (start && input.now.getTime() - start.getTime() >= minutes * 60_000) {
      throw limitReached(
        `session limit of ${minutes} min reached (session since ${start.toISOString()})`,
      );
    }
  }
  const timeZone = timeZoneFor(player?.country);
  const windows: { type: MoneyLimitType; amountCents: number; bookedCents: number }[] = [];
  for (const limit of limits) {
    const window = windowOf(limit.period, input.now, timeZone);
    const bookedCents = await sumPlayerMovementsSince(tx, {
      playerId: input.playerId,
      currency: limit.currency,
      kinds: KINDS[limit.type],
      since: window.start,
    });
    windows.push({ type: limit.type, amountCents: limit.amountCents, bookedCents });
  }
  return {
    assertStake(amountCents, moved) {
      for (const type of ['wager', 'loss'] as const) {
        const ofType = windows.filter((window) => window.type === type);
        if (ofType.length === 0) continue;
        const callCents = KINDS[type].reduce(
          (sum, kind) => sum + (moved[kind as keyof CallMovements] ?? 0),
          0,
        );
        const remaining = lowestRemaining(
          ofType.map((window) => ({
            amountCents: window.amountCents,
            usedCents: usedInWindow(type, {
              deposits: 0,
              bets: window.bookedCents + callCents,
              wins: 0,
              rollbacks: 0,
            }),
          })),
        );
        if (!fitsWithin(amountCents, remaining)) {
          throw limitReached(`${type} limit: ${remaining ?? 0} left, ${amountCents} asked`, {
            type,
            remaining_cents: Math.max(0, remaining ?? 0),
            currency: input.currency,
          });
        }
      }
    },
  };
}

/**
 * The block in force for bonus grants and game launch, or null (RG-06, invariant 8). Reads
 * through `db`: a transaction's own executor or the pool.
 */
export async function playBlock(
  db: Executor,
  playerId: number,
  now: Date,
): Promise<PlayBlock | null> {
  const block = longestBlock(blocksAt(await findLiveLimits(db, playerId), now));
  return block ? { blocked: true, type: block.type, until: block.until } : null;
}

function assertNotBlocked(rows: readonly LimitRow[], now: Date): void {
  const block = longestBlock(blocksAt(rows, now));
  if (block) throw blockedByExclusion(block);
}

async function assertMoneyLimits(
  tx: Transaction,
  deps: AppDeps,
  rows: readonly LimitRow[],
  types: readonly string[],
  input: {
    playerId: number;
    currency: string;
    amountCents: number;
    now: Date;
    pendingCents?: number;
  },
): Promise<void> {
  const limits = rows
    .map((row) => moneyLimitAt(row, input.now, input.currency))
    .filter((limit): limit is MoneyLimit => limit !== null && types.includes(limit.type));
  if (limits.length === 0) return;

  const player = await getPlayerRow(deps, input.playerId, tx);
  const timeZone = timeZoneFor(player?.country);
  for (const type of types) {
    const ofType = limits.filter((limit) => limit.type === type);
    const used = [];
    for (const limit of ofType) {
      const usage = await moneyUsage(tx, {
        playerId: input.playerId,
        limit,
        timeZone,
        now: input.now,
        pendingCents: input.pendingCents ?? 0,
      });
      used.push({ amountCents: limit.amountCents, usedCents: usage.usedCents });
    }
    const remaining = lowestRemaining(used);
    if (!fitsWithin(input.amountCents, remaining)) {
      throw limitReached(`${type} limit: ${remaining ?? 0} left, ${input.amountCents} asked`, {
        type: type as LimitRefusal['type'],
        remaining_cents: Math.max(0, remaining ?? 0),
        currency: input.currency,
      });
    }
  }
}

/** `limit` tells the player what is still allowed (contracts/errors limitRefusalSchema). */
function limitReached(internal: string, limit?: LimitRefusal): AppError {
  return new AppError('limit_reached', 'This would go over your limit', {
    fields: { amount: [VALIDATION.LIMIT_REACHED] },
    internal,
    ...(limit ? { details: { limit } } : {}),
  });
}

function blockedByExclusion(block: Block): AppError {
  return new AppError('blocked_by_exclusion', 'Play and deposits are blocked for now', {
    fields: { base: [VALIDATION.SELF_EXCLUDED] },
    internal: `${block.type} until ${block.until?.toISOString() ?? 'removed'}`,
  });
}
