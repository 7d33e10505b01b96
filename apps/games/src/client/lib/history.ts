import type { RoundSummary } from '../../shared/client-api';

/** The history drawer keeps as many rounds as the studio does (its last 20). */
export const HISTORY_LIMIT = 20;

/** Newest first, one entry per round id (a replayed round replaces its old line). */
export function addRound(history: readonly RoundSummary[], round: RoundSummary): RoundSummary[] {
  return [round, ...history.filter((entry) => entry.round_id !== round.round_id)].slice(
    0,
    HISTORY_LIMIT,
  );
}
