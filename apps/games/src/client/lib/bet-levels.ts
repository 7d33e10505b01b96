/** The stake selector steps through the session's `bets.levels` (ascending, server-chosen). */

/** Index of `bet` in `levels`, or of the closest level when it is not one of them. */
export function levelIndexOf(levels: readonly number[], bet: number): number {
  let best = 0;
  levels.forEach((level, index) => {
    const current = levels[best] ?? level;
    if (Math.abs(level - bet) < Math.abs(current - bet)) best = index;
  });
  return best;
}

/** The level one step up (+1) or down (−1), held at the ends. */
export function stepBet(levels: readonly number[], bet: number, direction: 1 | -1): number {
  const index = levelIndexOf(levels, bet) + direction;
  const clamped = Math.min(levels.length - 1, Math.max(0, index));
  return levels[clamped] ?? bet;
}

export function canStep(levels: readonly number[], bet: number, direction: 1 | -1): boolean {
  const index = levelIndexOf(levels, bet);
  return direction === 1 ? index < levels.length - 1 : index > 0;
}

/** The level to start on: the server's default when offered, otherwise the lowest. */
export function initialBet(levels: readonly number[], preferred: number): number {
  return levels.includes(preferred) ? preferred : (levels[0] ?? preferred);
}
