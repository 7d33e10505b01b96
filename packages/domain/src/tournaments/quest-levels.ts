import type { QuestSize } from './identifier.js';

/**
 * Quest level ladders: thresholds are total bets in whole EUR (engagement.md §4 Tournaments;
 * TN-021..TN-026; K-102..K-105). The spec gives m and xs in full and only the last value of s,
 * robot-s and robot-m; those follow TN-024's proposal (docs/api.md "Quests").
 */

/** TN-022 / K-103. */
const M_LEVELS = [
  0, 500, 1000, 2000, 3000, 5000, 10000, 25000, 50000, 75000, 100000, 130000, 150000, 175000,
  200000, 300000, 400000, 500000, 600000, 700000, 800000, 900000, 1000000, 1500000, 2000000,
] as const;

export const QUEST_THRESHOLDS_EUR: Readonly<Record<QuestSize, readonly number[]>> = {
  m: M_LEVELS,
  xs: [0, 150, 500, 1000, 5000, 15000],
  s: [...M_LEVELS.slice(0, 14), 1000000],
  'robot-s': [...M_LEVELS.slice(0, 14), 800000],
  'robot-m': [...M_LEVELS.slice(0, 24), 2500000],
};

export type QuestLevelState = 'active' | 'completed' | 'locked';

/**
 * TN-025: the current level (0-based) is the highest whose threshold does not exceed the bets
 * (EUR cents here, so a threshold of €500 is reached at 50000 cents).
 */
export function currentLevelIndex(thresholdsEur: readonly number[], betsEurCents: number): number {
  let index = 0;
  thresholdsEur.forEach((threshold, at) => {
    if (threshold * 100 <= betsEurCents) index = at;
  });
  return index;
}

/** TN-026: completed below the current level, active at it, locked above. */
export function levelStates(
  thresholdsEur: readonly number[],
  betsEurCents: number,
): QuestLevelState[] {
  const current = currentLevelIndex(thresholdsEur, betsEurCents);
  return thresholdsEur.map((_, at) =>
    at < current ? 'completed' : at === current ? 'active' : 'locked',
  );
}

/**
 * The levels (1-based) whose prize is due: reached (threshold ≤ bets) above level 1 (the
 * starting level, threshold 0, pays nothing) and not yet granted.
 */
export function levelsDue(
  thresholdsEur: readonly number[],
  betsEurCents: number,
  granted: ReadonlySet<number>,
): number[] {
  const due: number[] = [];
  thresholdsEur.forEach((threshold, at) => {
    const level = at + 1;
    if (at > 0 && threshold * 100 <= betsEurCents && !granted.has(level)) due.push(level);
  });
  return due;
}
