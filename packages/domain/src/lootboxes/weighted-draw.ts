/**
 * Weighted draws for lootboxes, the prize wheel and the chance feature (engagement.md §3
 * Lootbox, §3 Wheel; LB-004, LB-010, LB-012). The server draws and the site publishes the odds
 * with these same functions, so the chance a player is shown is the chance the draw has.
 */

/** Uniform integer in [0, max): the server passes `crypto.randomInt`. */
export type UniformInt = (max: number) => number;

/** `crypto.randomInt` takes ranges below 2^48; a table's total weight must stay under it. */
export const MAX_TOTAL_WEIGHT = 2 ** 48 - 1;

export function isValidWeight(weight: number): boolean {
  return Number.isSafeInteger(weight) && weight >= 0;
}

/** The sum of the weights; null when a weight is not a non-negative integer or the sum is too big. */
export function totalWeight(weights: readonly number[]): number | null {
  let total = 0;
  for (const weight of weights) {
    if (!isValidWeight(weight)) return null;
    total += weight;
    if (total > MAX_TOTAL_WEIGHT) return null;
  }
  return total;
}

/** Whether a table can be drawn from: valid weights and at least one above zero. */
export function isDrawable(weights: readonly number[]): boolean {
  const total = totalWeight(weights);
  return total !== null && total > 0;
}

/**
 * Draws an index with probability weight / total. One uniform integer below the total (no
 * modulo: the source is uniform over exactly that range) is located in the cumulative sums;
 * a zero-weight entry owns an empty interval, so it is never drawn.
 */
export function drawWeightedIndex(weights: readonly number[], uniformInt: UniformInt): number {
  const total = totalWeight(weights);
  if (total === null || total <= 0) throw new RangeError('no positive weight to draw from');
  const ticket = uniformInt(total);
  if (!Number.isSafeInteger(ticket) || ticket < 0 || ticket >= total) {
    throw new RangeError(`random source gave ${ticket} outside [0, ${total})`);
  }
  let cumulative = 0;
  for (const [index, weight] of weights.entries()) {
    cumulative += weight;
    if (ticket < cumulative) return index;
  }
  throw new RangeError('unreachable: ticket beyond the total weight');
}

/** Each entry's chance as a fraction of 1 (0 for a zero weight; all 0 for an undrawable table). */
export function chancesOf(weights: readonly number[]): number[] {
  const total = totalWeight(weights);
  if (total === null || total <= 0) return weights.map(() => 0);
  return weights.map((weight) => weight / total);
}

/**
 * A chance as the published percent, e.g. 0.4 → "40%", 0.0004997 → "0.05%". Never rounds a
 * possible prize to "0%" (shows "<0.01%") nor an uncertain one to "100%".
 */
export function formatChance(chance: number): string {
  if (chance <= 0) return '0%';
  if (chance >= 1) return '100%';
  const percent = chance * 100;
  if (percent < 0.01) return '<0.01%';
  if (percent > 99.99) return '>99.99%';
  const digits = percent >= 10 ? 1 : 2;
  const text = percent.toFixed(digits).replace(/\.?0+$/, '');
  return `${text}%`;
}
