/**
 * The jackpot drop rule (engagement.md §3 Jackpot; DESIGN.md §12 "Chance is fair and shown";
 * docs/game-fairness.md "Jackpot drops"). Decided on the studio's side, published here so a
 * player or auditor can recompute it.
 *
 * Every level of a pool has a seed and a must-drop-by amount. The drop point of a pool is
 * uniform over (seed, must-drop-by]: as a bet moves the pool from `before` to `after`, the
 * chance that the drop point lies in that step, given it was not passed yet, is
 *
 *     chance = (after - before) / (mustDropBy - before)
 *
 * and it is 1 once `after` reaches must-drop-by. So the level always drops before (or at) its
 * must-drop-by amount, and every contributing cent has the same chance to be the one that drops
 * it. The studio draws a uniform number from node:crypto and compares it with the chance.
 */
export interface DropInput {
  /** The pool before the bet's contribution (minor units). */
  beforeCents: number;
  /** The pool after it. */
  afterCents: number;
  mustDropByCents: number;
}

/** The chance (0..1) that this bet's contribution drops the level. */
export function dropChance(input: DropInput): number {
  const { beforeCents, afterCents, mustDropByCents } = input;
  const step = afterCents - beforeCents;
  if (step <= 0) return 0;
  if (afterCents >= mustDropByCents) return 1;
  return step / (mustDropByCents - beforeCents);
}

/**
 * Whether the level drops, given a uniform draw in [0, 1) (the studio's `crypto` randomness).
 * A bet that contributed nothing never drops a level.
 */
export function isDrop(input: DropInput, uniform: number): boolean {
  const chance = dropChance(input);
  return chance >= 1 || uniform < chance;
}
