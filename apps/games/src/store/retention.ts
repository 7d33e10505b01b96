import type { StudioContext } from '../context.js';

/** Sessions are forgotten a day after they expire (an unfinished blackjack hand keeps one). */
export const SESSION_RETENTION_MS = 24 * 60 * 60_000;

/**
 * Keeps the studio's memory and journal bounded: expired sessions go after a day, finished
 * rounds after ROUND_RETENTION_DAYS (the casino keeps its own round records; the studio's are
 * for re-rendering a disputed round, GF-03, within that window), free-spin issues a day after
 * they end.
 */
export function pruneStudioState(
  ctx: StudioContext,
  now = Date.now(),
): { sessions: number; rounds: number; freespins: number } {
  let sessions = 0;
  for (const session of [...ctx.store.sessions.values()]) {
    if (Date.parse(session.expires_at) + SESSION_RETENTION_MS > now || session.open_round) continue;
    ctx.store.remove('session', session.id);
    sessions += 1;
  }
  const oldest = now - ctx.env.ROUND_RETENTION_DAYS * 24 * 60 * 60_000;
  const pending = new Set([...ctx.store.retries.values()].map((retry) => retry.round_id));
  let rounds = 0;
  for (const round of [...ctx.store.rounds.values()]) {
    if (Date.parse(round.at) > oldest || round.status === 'open' || pending.has(round.id)) continue;
    ctx.store.remove('round', round.id);
    rounds += 1;
  }
  // A free-spin issue is kept a day past its end (valid_until or cancel) for the casino's replays.
  let freespins = 0;
  for (const issue of [...ctx.store.freespins.values()]) {
    const ended = Math.min(
      Date.parse(issue.valid_until),
      issue.canceled_at === null ? Infinity : Date.parse(issue.canceled_at),
    );
    if (ended + SESSION_RETENTION_MS > now) continue;
    ctx.store.remove('freespins', issue.id);
    freespins += 1;
  }
  return { sessions, rounds, freespins };
}
