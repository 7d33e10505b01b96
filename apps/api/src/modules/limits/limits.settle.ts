import { isBlockInForce, isBlockType } from '@croupier/domain/limits/rules';
import type { AppDeps } from '../../app-deps.js';
import type { RequestContext } from '../../lib/request-context.js';
import { recordSecurityEvent } from '../audit/security-events.js';
import type { Executor } from '../../db/transaction.js';
import { pendingOf, pendingStateOf } from './limit-rows.js';
import {
  findLiveLimits,
  lockPlayerLimits,
  updateLimit,
  type LimitPatch,
  type LimitRow,
} from './limits.repository.js';

/** Clears a parked change (applied, lapsed or replaced). */
export const NO_PENDING: LimitPatch = {
  pendingAmountCents: null,
  pendingMinutes: null,
  pendingRemoval: false,
  pendingRequestedAt: null,
  pendingEffectiveAt: null,
  pendingConfirmedAt: null,
  pendingTokenHash: null,
  pendingTokenExpiresAt: null,
};

/**
 * Writes what time alone has changed (the lazy application of RG-02): a confirmed raise or
 * removal whose cooling-off is over takes effect, an unconfirmed one whose link expired lapses,
 * an ended block ends. Nothing is applied early: the checks read the same rules without writing,
 * so a row not settled yet is enforced exactly as a settled one. Returns the live rows and
 * whether anything changed.
 */
export async function settleLimits(
  deps: AppDeps,
  tx: Executor,
  rows: readonly LimitRow[],
  now: Date,
): Promise<{ rows: LimitRow[]; changed: boolean }> {
  const live: LimitRow[] = [];
  let changed = false;
  for (const row of rows) {
    if (row.status !== 'active') continue;
    const settled = await settleOne(deps, tx, row, now);
    if (settled !== row) changed = true;
    if (settled.status === 'active') live.push(settled);
  }
  return { rows: live, changed };
}

/**
 * Settles every live limit of the player (reads, the periodic job), under the player's limits
 * lock: a change the player makes meanwhile is never overwritten by a stale settlement.
 */
export async function settlePlayerLimits(
  deps: AppDeps,
  tx: Executor,
  playerId: number,
  now: Date,
): Promise<{ rows: LimitRow[]; changed: boolean }> {
  await lockPlayerLimits(tx, playerId);
  return settleLimits(deps, tx, await findLiveLimits(tx, playerId), now);
}

async function settleOne(deps: AppDeps, tx: Executor, row: LimitRow, now: Date): Promise<LimitRow> {
  if (isBlockType(row.type)) {
    if (isBlockInForce(row.endsAt, now)) return row;
    const ended = await updateLimit(tx, row.id, { status: 'ended', updatedAt: now });
    await logChange(deps, tx, ended, 'ended');
    return ended;
  }
  const pending = pendingOf(row);
  const state = pendingStateOf(row, now);
  if (pending === null || state === null) return row;
  if (state === 'lapsed') {
    const lapsed = await updateLimit(tx, row.id, { ...NO_PENDING, updatedAt: now });
    await logChange(deps, tx, lapsed, 'change_lapsed');
    return lapsed;
  }
  if (state !== 'due') return row;

  // It took effect when both conditions first held: the cooling-off end or the confirmation.
  const effective =
    pending.confirmedAt && pending.confirmedAt > pending.effectiveAt
      ? pending.confirmedAt
      : pending.effectiveAt;
  const applied = await updateLimit(tx, row.id, {
    ...NO_PENDING,
    ...(pending.removal
      ? { status: 'ended' }
      : row.type === 'session'
        ? { minutes: pending.value, startsAt: effective }
        : { amountCents: pending.value, startsAt: effective }),
    updatedAt: now,
  });
  await logChange(deps, tx, applied, pending.removal ? 'removed' : 'raised');
  return applied;
}

/** IN-06: one compliance event per limit action, by the player or by time. */
export async function logChange(
  deps: AppDeps,
  tx: Executor,
  row: LimitRow,
  action: string,
  context?: RequestContext,
): Promise<void> {
  await recordSecurityEvent(deps, tx, {
    playerId: row.playerId,
    type: 'limit_changed',
    ...(context ? { context } : {}),
    details: {
      action,
      limit_id: row.id,
      limit_type: row.type,
      period: row.period,
      amount_cents: row.amountCents,
      minutes: row.minutes,
      currency: row.currency,
      ends_at: row.endsAt?.toISOString() ?? null,
      pending_amount_cents: row.pendingAmountCents,
      pending_minutes: row.pendingMinutes,
      pending_removal: row.pendingRemoval,
      pending_effective_at: row.pendingEffectiveAt?.toISOString() ?? null,
    },
  });
}
