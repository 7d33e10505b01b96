/** platform-core.md §5: wagering percentage = wagered over total, rounded down. */
export function wageringPercent(wagered: number, total: number): number {
  if (total <= 0) return 0;
  return Math.min(100, Math.floor((wagered / total) * 100));
}
