/**
 * Levels level_1..level_12 from persistent points (engagement.md §3 Levels; VIP-013, VIP-014).
 * Each level has the persistent-point maximum that completes it: a player is on the first level
 * whose maximum is above their points (the last level once every maximum is reached).
 */

export interface LevelRule {
  /** `level_3`. */
  level: string;
  /** Persistent points that complete the level. */
  maxPoints: number;
}

/** The 1-based number of `level_N`, or null for another name. */
export function levelNumber(level: string): number | null {
  const match = /^level_(\d+)$/.exec(level);
  return match ? Number(match[1]) : null;
}

/**
 * The level (1-based index into `levels`, sorted ascending) a player with `persistent` points
 * is on; 0 when there are no levels.
 */
export function levelForPoints(persistent: number, levels: readonly LevelRule[]): number {
  if (levels.length === 0) return 0;
  const index = levels.findIndex((level) => persistent < level.maxPoints);
  return index === -1 ? levels.length : index + 1;
}

/**
 * Levels whose gift is now due: every level above the last one granted up to the current one.
 * A player earns the first level's gift with their first point (reaching the ladder), each
 * later one by completing the level below it.
 */
export function levelsReached(
  persistent: number,
  levelGranted: number,
  levels: readonly LevelRule[],
): number[] {
  if (persistent <= 0) return [];
  const current = levelForPoints(persistent, levels);
  const due: number[] = [];
  for (let level = Math.max(1, levelGranted + 1); level <= current; level += 1) due.push(level);
  return due;
}
