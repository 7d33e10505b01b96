import type { FreespinIssueAnswer, FreespinIssueRequest } from '@croupier/contracts/gifts';
import type { StudioContext } from '../context.js';
import { slotConfigOf } from '../games/slot-game.js';
import { CasinoCallError } from '../lib/studio-error.js';
import { limitsFor } from '../sessions/session-view.js';
import type { FreespinIssueRecord, SessionRecord } from '../store/records.js';
import type { FreespinsView } from '../shared/client-api.js';

export type FreespinIssueStatus = FreespinIssueAnswer['status'];

/** Canceled first, then used up, then past `valid_until`; otherwise the spins are offered. */
export function issueStatus(issue: FreespinIssueRecord, now = Date.now()): FreespinIssueStatus {
  if (issue.canceled_at !== null) return 'canceled';
  if (issue.left <= 0) return 'used';
  if (Date.parse(issue.valid_until) <= now) return 'expired';
  return 'active';
}

export function presentIssue(issue: FreespinIssueRecord, now = Date.now()): FreespinIssueAnswer {
  return {
    issue_id: issue.id,
    user_id: issue.user_id,
    currency: issue.currency,
    games: [...issue.games],
    freespins_quantity: issue.total,
    freespins_left: issue.left,
    bet_level: issue.bet_level,
    valid_until: issue.valid_until,
    status: issueStatus(issue, now),
  };
}

/**
 * The same issue id must carry the same spins (player, currency, games, count, bet): a replay
 * answers the issue as it stands, anything else is a 409. `valid_until` may differ (a retry
 * computes it again): the first one stands.
 */
function sameIssue(issue: FreespinIssueRecord, request: FreespinIssueRequest): boolean {
  return (
    issue.user_id === request.user_id &&
    issue.currency === request.currency &&
    issue.total === request.freespins_quantity &&
    issue.bet_level === request.bet_level &&
    issue.games.length === request.games.length &&
    issue.games.every((game, index) => game === request.games[index])
  );
}

/**
 * Every game of the issue must be one of this studio's slots, offered in the currency, whose
 * stake can be the bet level (a multiple of its credits per spin, within its limits): spins the
 * game cannot play are refused at issue, not discovered by the player.
 */
function assertPlayable(ctx: StudioContext, request: FreespinIssueRequest): void {
  for (const identifier of request.games) {
    const game = ctx.catalog.game(identifier);
    if (!game) throw new CasinoCallError(422, 'unknown_game', `No game ${identifier}`);
    const config = slotConfigOf(game);
    if (!config || game.live) {
      throw new CasinoCallError(422, 'not_a_slot', `${identifier} is not a slot: no free spins`);
    }
    if (!game.bet_limits[request.currency]) {
      throw new CasinoCallError(
        422,
        'invalid_currency',
        `${identifier} is not offered in ${request.currency}`,
      );
    }
    const limits = limitsFor(game, request.currency);
    if (
      request.bet_level % config.betCredits !== 0 ||
      request.bet_level < limits.min ||
      request.bet_level > limits.max
    ) {
      throw new CasinoCallError(
        422,
        'invalid_bet_level',
        `${identifier} stakes multiples of ${config.betCredits} between ${limits.min} and ${limits.max} in ${request.currency}`,
      );
    }
  }
}

/** `POST /freespins/issue`: stores the issue once; the same request again answers it unchanged. */
export function issueFreespins(
  ctx: StudioContext,
  request: FreespinIssueRequest,
  now = Date.now(),
): FreespinIssueAnswer {
  const existing = ctx.store.freespins.get(request.issue_id);
  if (existing) {
    if (!sameIssue(existing, request)) {
      throw new CasinoCallError(
        409,
        'issue_conflict',
        `Issue ${request.issue_id} was issued with other content`,
      );
    }
    return presentIssue(existing, now);
  }
  assertPlayable(ctx, request);
  const issue: FreespinIssueRecord = {
    id: request.issue_id,
    user_id: request.user_id,
    currency: request.currency,
    games: [...request.games],
    total: request.freespins_quantity,
    left: request.freespins_quantity,
    bet_level: request.bet_level,
    valid_until: new Date(request.valid_until).toISOString(),
    created_at: new Date(now).toISOString(),
    canceled_at: null,
  };
  ctx.store.put('freespins', issue);
  return presentIssue(issue, now);
}

/** `POST /freespins/cancel`: the spins left are no longer offered. Idempotent; unknown → 404. */
export function cancelFreespins(
  ctx: StudioContext,
  issueId: string,
  now = Date.now(),
): FreespinIssueAnswer {
  const issue = ctx.store.freespins.get(issueId);
  if (!issue) throw new CasinoCallError(404, 'unknown_issue', `No free-spin issue ${issueId}`);
  if (issue.canceled_at === null) {
    issue.canceled_at = new Date(now).toISOString();
    ctx.store.put('freespins', issue);
  }
  return presentIssue(issue, now);
}

/** Whether this real session may play spins of the issue now (its player, currency and game). */
export function offersTo(
  issue: FreespinIssueRecord,
  session: SessionRecord,
  now = Date.now(),
): boolean {
  return (
    session.mode === 'real' &&
    session.player_id === issue.user_id &&
    session.currency === issue.currency &&
    issue.games.includes(session.game) &&
    issueStatus(issue, now) === 'active'
  );
}

/** The issue the session's game offers now: the one ending soonest, then the oldest. */
export function offeredIssue(
  ctx: StudioContext,
  session: SessionRecord,
  now = Date.now(),
): FreespinIssueRecord | undefined {
  let best: FreespinIssueRecord | undefined;
  for (const issue of ctx.store.freespins.values()) {
    if (!offersTo(issue, session, now)) continue;
    if (
      !best ||
      issue.valid_until < best.valid_until ||
      (issue.valid_until === best.valid_until && issue.created_at < best.created_at)
    ) {
      best = issue;
    }
  }
  return best;
}

/** What the game client shows: "N free spins left" at the issue's stake. */
export function freespinsView(issue: FreespinIssueRecord | undefined): FreespinsView | null {
  if (!issue) return null;
  return {
    issue_id: issue.id,
    left: issue.left,
    total: issue.total,
    bet: issue.bet_level,
    valid_until: issue.valid_until,
  };
}
