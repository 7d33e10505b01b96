import { usedInWindow, type MoneyLimitType, type WindowSums } from '@croupier/domain/limits/rules';
import { windowOf, type LimitWindow } from '@croupier/domain/limits/windows';
import type { AppDeps } from '../../app-deps.js';
import { liveSessions } from '../auth/sessions.service.js';
import { sumPlayerMovementsSince } from '../ledger/ledger.service.js';
import type { Executor } from '../../db/transaction.js';
import type { PlayerRow } from '../player/player.service.js';
import type { MoneyLimit } from './limit-rows.js';

/** The ledger kinds each money limit sums (DESIGN.md §3: the games wallet posts bet/win/rollback). */
export const KINDS: Readonly<Record<MoneyLimitType, readonly string[]>> = {
  deposit: ['deposit'],
  wager: ['bet'],
  loss: ['bet', 'win', 'rollback'],
};

export interface MoneyUsage {
  window: LimitWindow;
  usedCents: number;
}

/**
 * What the current window of `limit` has used, in the limit's currency. Read with the caller's
 * executor: inside a money transaction that holds `lockPlayerMoney`, the sum cannot change
 * under the check (RELIABILITY RG-04).
 */
export async function moneyUsage(
  db: Executor,
  input: {
    playerId: number;
    limit: MoneyLimit;
    timeZone: string;
    now: Date;
    pendingCents?: number;
  },
): Promise<MoneyUsage> {
  const window = windowOf(input.limit.period, input.now, input.timeZone);
  const total = await sumPlayerMovementsSince(db, {
    playerId: input.playerId,
    currency: input.limit.currency,
    kinds: KINDS[input.limit.type],
    since: window.start,
  });
  // One query per limit: a loss limit reads the signed net of stakes, wins and rollbacks.
  const sums: WindowSums =
    input.limit.type === 'deposit'
      ? { deposits: total, bets: 0, wins: 0, rollbacks: 0 }
      : { deposits: 0, bets: total, wins: 0, rollbacks: 0 };
  return { window, usedCents: usedInWindow(input.limit.type, sums, input.pendingCents ?? 0) };
}

/**
 * When the player's current session began, for the session limit: the earliest of their live
 * sessions (a second device does not restart the clock), else their latest sign-in (play in
 * the game iframe does not keep the site session from going idle). Null if never signed in.
 */
export async function sessionStartedAt(
  deps: AppDeps,
  db: Executor,
  player: Pick<PlayerRow, 'id' | 'currentSignInAt'>,
): Promise<Date | null> {
  const sessions = await liveSessions(deps, player.id, db);
  let earliest: Date | null = null;
  for (const session of sessions) {
    if (earliest === null || session.createdAt < earliest) earliest = session.createdAt;
  }
  return earliest ?? player.currentSignInAt;
}

/** Whole minutes since `start` (0 before it). */
export function minutesSince(start: Date, now: Date): number {
  return Math.max(0, Math.floor((now.getTime() - start.getTime()) / 60_000));
}
