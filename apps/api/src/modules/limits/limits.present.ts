import { limitPeriodSchema, limitTypeSchema, type UserLimit } from '@croupier/contracts/limits';
import { isBlockType } from '@croupier/domain/limits/rules';
import { timeZoneFor } from '@croupier/domain/limits/time-zones';
import type { AppDeps } from '../../app-deps.js';
import type { Executor } from '../../db/transaction.js';
import type { PlayerRow } from '../player/player.service.js';
import { moneyLimitAt, pendingOf, pendingStateOf } from './limit-rows.js';
import { minutesSince, moneyUsage, sessionStartedAt } from './limit-usage.js';
import type { LimitRow } from './limits.repository.js';

/**
 * LM-008's limit model for the player: each live limit with what its window has used, whether
 * it is reached and, for a parked raise or removal, what waits and until when.
 */
export async function presentLimits(
  deps: AppDeps,
  db: Executor,
  player: Pick<PlayerRow, 'id' | 'country' | 'currentSignInAt'>,
  rows: readonly LimitRow[],
  now: Date,
): Promise<UserLimit[]> {
  const timeZone = timeZoneFor(player.country);
  let sessionStart: Date | null | undefined;
  const views: UserLimit[] = [];
  for (const row of rows) {
    if (row.status !== 'active') continue;
    let used = 0;
    let reached = false;
    let endsAt = row.endsAt;
    const money = moneyLimitAt(row, now);
    if (money) {
      const usage = await moneyUsage(db, { playerId: player.id, limit: money, timeZone, now });
      used = usage.usedCents;
      reached = used >= money.amountCents;
      endsAt = usage.window.end;
    } else if (row.type === 'session' && row.minutes !== null) {
      sessionStart ??= await sessionStartedAt(deps, db, player);
      if (sessionStart) {
        used = minutesSince(sessionStart, now);
        reached = now.getTime() - sessionStart.getTime() >= row.minutes * 60_000;
        endsAt = new Date(sessionStart.getTime() + row.minutes * 60_000);
      }
    } else if (isBlockType(row.type)) {
      reached = row.endsAt === null || row.endsAt > now;
    }
    views.push(presentLimit(row, { used, reached, endsAt, now }));
  }
  return views;
}

export function presentLimit(
  row: LimitRow,
  state: { used: number; reached: boolean; endsAt: Date | null; now: Date },
): UserLimit {
  const pending = pendingOf(row);
  const pendingState = pendingStateOf(row, state.now);
  const waiting = pending !== null && pendingState !== 'lapsed' && pendingState !== 'due';
  return {
    id: row.id,
    type: limitTypeSchema.parse(row.type),
    period: limitPeriodSchema.nullable().parse(row.period),
    amount_cents: row.amountCents,
    minutes: row.minutes,
    currency: row.currency,
    status: !waiting
      ? 'active'
      : pendingState === 'cooling_off'
        ? 'pending_increase'
        : 'pending_confirmation',
    value_used_cents: state.used,
    reached: state.reached,
    starts_at: row.startsAt.toISOString(),
    ends_at: state.endsAt?.toISOString() ?? null,
    confirm_expires_at:
      waiting && pending.confirmedAt === null
        ? (pending.tokenExpiresAt?.toISOString() ?? null)
        : null,
    pending: waiting
      ? {
          amount_cents: row.type === 'session' ? null : pending.value,
          minutes: row.type === 'session' ? pending.value : null,
          removal: pending.removal,
          effective_at: pending.effectiveAt.toISOString(),
          confirmed: pending.confirmedAt !== null,
        }
      : null,
  };
}
