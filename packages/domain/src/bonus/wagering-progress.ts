/**
 * The wagering progress the player is shown (platform-core.md §5 Balance: "wagering percentage =
 * wagered over total, rounded down"; SH-049), next to the rules of wagering.ts that move it.
 * Integer arithmetic: `floor(wagered × 100 / total)` never lands a hair under a whole percent
 * the way `wagered / total × 100` does in floating point (29 of 100 would read 28 %).
 */

/** Whole percent of `requirementCents` wagered, 0..100; 0 when there is no requirement. */
export function wageringPercent(wageredCents: number, requirementCents: number): number {
  if (requirementCents <= 0) return 0;
  const percent = Math.floor((Math.max(0, wageredCents) * 100) / requirementCents);
  return Math.min(100, percent);
}
