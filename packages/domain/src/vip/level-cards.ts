/**
 * VIP-015 / K-126: a profile level card's state relative to the player's current level: the
 * current one; before (lower levels); future (the next one only); lock (every level after it).
 * Levels are 1-based (`level_1` is 1).
 */
export type LevelCardState = 'current' | 'before' | 'future' | 'lock';

export function levelCardState(level: number, current: number): LevelCardState {
  if (level === current) return 'current';
  if (level < current) return 'before';
  return level === current + 1 ? 'future' : 'lock';
}

/** Whole percent of the way through the current level (from the previous maximum to its own). */
export function levelProgress(points: number, previousMax: number, max: number): number {
  if (max <= previousMax) return 100;
  const done = Math.min(Math.max(points - previousMax, 0), max - previousMax);
  return Math.floor((done * 100) / (max - previousMax));
}
