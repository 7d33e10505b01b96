/**
 * Tournament points from a player's counted actions (TN-033 extended; docs/api.md
 * "Tournaments"). Pure: the api keeps every counted action with an `undone` mark (a rollback),
 * and the points are always this function of what is not undone, so any order of delivery,
 * redelivery or rollback gives the same result.
 */

export type Scoring = 'bet_sum' | 'bet_count' | 'win_to_bet' | 'biggest_multiplier';

export interface CountedAction {
  kind: 'bet' | 'win';
  round: string;
  /** Minor units of the tournament's currency. */
  amount: number;
  /** When it was booked (epoch ms): the tie-break is who reached the points first. */
  at: number;
}

export interface Score {
  points: number;
  /** Sum of bets, minor units of the tournament's currency. */
  bets: number;
  /** When the points were reached: the latest action that counts toward them (0: none). */
  scoredAt: number;
}

interface RoundTotals {
  bets: number;
  wins: number;
  biggestWin: number;
  last: number;
}

function roundsOf(actions: readonly CountedAction[]): Map<string, RoundTotals> {
  const rounds = new Map<string, RoundTotals>();
  for (const action of actions) {
    const round = rounds.get(action.round) ?? { bets: 0, wins: 0, biggestWin: 0, last: 0 };
    if (action.kind === 'bet') round.bets += action.amount;
    else {
      round.wins += action.amount;
      round.biggestWin = Math.max(round.biggestWin, action.amount);
    }
    round.last = Math.max(round.last, action.at);
    rounds.set(action.round, round);
  }
  return rounds;
}

/** A ratio in hundredths, floored (x2.5 → 250). */
function hundredths(numerator: number, denominator: number): number {
  return Number((BigInt(numerator) * 100n) / BigInt(denominator));
}

export function scoreOf(scoring: Scoring, actions: readonly CountedAction[]): Score {
  const bets = actions.filter((action) => action.kind === 'bet');
  const betSum = bets.reduce((sum, action) => sum + action.amount, 0);
  if (scoring === 'bet_sum' || scoring === 'bet_count') {
    const counted = bets.filter((action) => action.amount > 0 || scoring === 'bet_count');
    const scoredAt = counted.reduce((latest, action) => Math.max(latest, action.at), 0);
    const points = scoring === 'bet_sum' ? betSum : counted.length;
    return { points, bets: betSum, scoredAt: points === 0 ? 0 : scoredAt };
  }
  // The best round: its ratio, reached when its last action was booked (earliest on a tie).
  let best = { points: 0, scoredAt: 0 };
  for (const round of roundsOf(actions).values()) {
    if (round.bets <= 0) continue;
    const won = scoring === 'win_to_bet' ? round.wins : round.biggestWin;
    const points = hundredths(won, round.bets);
    if (
      points > best.points ||
      (points === best.points && points > 0 && round.last < best.scoredAt)
    ) {
      best = { points, scoredAt: round.last };
    }
  }
  return { points: best.points, bets: betSum, scoredAt: best.scoredAt };
}

/** Scorings whose score follows from the score so far and the new actions alone. */
export type AdditiveScoring = 'bet_sum' | 'bet_count';

export function isAdditive(scoring: Scoring): scoring is AdditiveScoring {
  return scoring === 'bet_sum' || scoring === 'bet_count';
}

/**
 * The score once `added` joins the actions that gave `before`: equal to `scoreOf` over all of
 * them, without reading the earlier ones (a sum, a count and the latest counted bet). Only for
 * additions: taking an action away can move the latest counted bet back, which needs them all.
 */
export function scoreAfter(
  scoring: AdditiveScoring,
  before: Score,
  added: readonly CountedAction[],
): Score {
  const more = scoreOf(scoring, added);
  const points = before.points + more.points;
  return {
    points,
    bets: before.bets + more.bets,
    scoredAt: points === 0 ? 0 : Math.max(before.scoredAt, more.scoredAt),
  };
}

export interface Standing {
  playerId: number;
  points: number;
  scoredAt: number;
}

/** Leaderboard order: points descending, ties by who reached them first, then the lower id. */
export function compareStandings(a: Standing, b: Standing): number {
  if (a.points !== b.points) return b.points - a.points;
  if (a.scoredAt !== b.scoredAt) return a.scoredAt - b.scoredAt;
  return a.playerId - b.playerId;
}

/** TN-010: another player's nickname as a leaderboard shows it (`Ma***`). */
export function maskNickname(nickname: string | null, playerId: number): string {
  const name = nickname?.trim() ? nickname.trim() : `Player ${playerId}`;
  return `${Array.from(name).slice(0, 2).join('')}***`;
}

/** Which row of a prize table pays `place` (rows are inclusive ranges). */
export function prizeRowFor<T extends { fromPlace: number; toPlace: number }>(
  rows: readonly T[],
  place: number,
): T | null {
  return rows.find((row) => row.fromPlace <= place && place <= row.toPlace) ?? null;
}

/** The last place the prize table pays (0: no prizes). */
export function lastPrizePlace(rows: readonly { toPlace: number }[]): number {
  return rows.reduce((last, row) => Math.max(last, row.toPlace), 0);
}
