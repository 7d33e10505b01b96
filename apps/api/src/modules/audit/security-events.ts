import type { AppDeps } from '../../app-deps.js';
import type { RequestContext } from '../../lib/request-context.js';
import type { Executor } from '../../db/transaction.js';
import {
  insertSecurityEvent,
  listSecurityEvents,
  type SecurityEventRow,
} from './security-events.repository.js';

/** The security events the audit log records (DESIGN.md §5). Append-only. */
export type SecurityEventType =
  | 'sign_up'
  | 'sign_in'
  | 'sign_in_failed'
  | 'sign_out'
  | 'session_ended'
  | 'password_changed'
  | 'password_reset_requested'
  | 'password_reset'
  | 'email_confirmed'
  | 'email_changed'
  | 'two_factor_enabled'
  | 'two_factor_disabled'
  | 'recovery_code_used'
  | 'recovery_codes_regenerated'
  | 'reauth_failed'
  | 'kyc_uploaded'
  | 'kyc_reviewed'
  | 'groups_added'
  | 'profile_updated'
  /** Responsible-gaming limits: every set, raise, removal, confirmation, end (IN-06). */
  | 'limit_changed'
  /** Gifts changed by an operator command: issue, cancel, template or promo code created. */
  | 'gift_operator'
  /** The VIP programme changed by an operator command: thresholds, a status, the expiry. */
  | 'vip_operator'
  /** Comp points changed by an operator command: rates, weights, mart prices, a player's points. */
  | 'comp_points_operator'
  /** Tournaments changed by an operator command: created from a file, cancelled, closed. */
  | 'tournaments_operator'
  /** Lotteries changed by an operator command: created from a file, cancelled, drawn. */
  | 'lotteries_operator'
  /** Jackpots changed by an operator command: a level's contribution for future bets. */
  | 'jackpots_operator';

export async function recordSecurityEvent(
  deps: AppDeps,
  db: Executor,
  event: {
    playerId: number | null;
    type: SecurityEventType;
    context?: RequestContext;
    details?: Record<string, unknown>;
  },
): Promise<void> {
  await insertSecurityEvent(db, {
    playerId: event.playerId,
    type: event.type,
    ip: event.context?.ip ?? null,
    userAgent: event.context?.userAgent?.slice(0, 512) ?? null,
    details: event.details ?? {},
    createdAt: deps.clock.now(),
  });
}

export function recentSecurityEvents(
  deps: AppDeps,
  playerId: number,
  limit = 50,
): Promise<SecurityEventRow[]> {
  return listSecurityEvents(deps.database.db, playerId, limit);
}

/** What an operator command changed, in the audit log under its module's type. */
export async function recordOperatorEvent(
  deps: AppDeps,
  type: SecurityEventType,
  playerId: number | null,
  details: Record<string, unknown>,
): Promise<void> {
  await recordSecurityEvent(deps, deps.database.db, {
    playerId,
    type,
    details: { by: 'operator-command', ...details },
  });
}
