/**
 * How a bet's jackpot contribution is shared by the levels of its jackpot (docs/jackpots.md).
 * The stake plan (bonus/stake-plan.ts) decides the total, the share of the stake in basis
 * points summed over the levels, rounded down; the total is shared in proportion to each
 * level's basis points, the cents rounding leaves going to the levels in order, so the parts
 * always add up to the total.
 */
export interface LevelShare {
  /** Share of each stake that feeds this level, in basis points. */
  contributionBasisPoints: number;
}

export function totalBasisPoints(levels: readonly LevelShare[]): number {
  return levels.reduce(
    (sum, level) => sum + Math.max(0, Math.trunc(level.contributionBasisPoints)),
    0,
  );
}

/** The total shared by the levels: one part per level, in the levels' order. */
export function shareContribution(totalCents: number, levels: readonly LevelShare[]): number[] {
  const total = totalBasisPoints(levels);
  if (totalCents <= 0 || total <= 0) return levels.map(() => 0);
  const parts = levels.map((level) =>
    Math.floor((totalCents * Math.max(0, Math.trunc(level.contributionBasisPoints))) / total),
  );
  let left = totalCents - parts.reduce((sum, part) => sum + part, 0);
  for (let index = 0; left > 0 && index < parts.length; index = (index + 1) % parts.length) {
    if ((levels[index]?.contributionBasisPoints ?? 0) > 0) {
      parts[index] = (parts[index] ?? 0) + 1;
      left -= 1;
    }
  }
  return parts;
}
