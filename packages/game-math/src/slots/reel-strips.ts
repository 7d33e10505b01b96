/**
 * Builds reel strips from symbol counts, so a preset reads as its math (how many of each
 * symbol per reel) rather than as 30 ids in a row. The PAR sheet only sees the resulting strip.
 */

export type SymbolCounts = Readonly<Record<string, number>>;

/**
 * Lays the symbols out as evenly as their counts allow (each symbol at the positions where its
 * share of the strip so far falls furthest behind), so rare symbols such as the scatter are far
 * apart and never stack in one window. Deterministic.
 */
export function spreadStrip(counts: SymbolCounts): string[] {
  const entries = Object.entries(counts).filter(([, count]) => count > 0);
  const total = entries.reduce((sum, [, count]) => sum + count, 0);
  const placed = entries.map(() => 0);
  const strip: string[] = [];
  for (let position = 0; position < total; position += 1) {
    let best = 0;
    let bestLag = -Infinity;
    entries.forEach(([, count], index) => {
      const lag = (count * (position + 1)) / total - (placed[index] ?? 0);
      if (lag > bestLag + 1e-12) {
        best = index;
        bestLag = lag;
      }
    });
    placed[best] = (placed[best] ?? 0) + 1;
    strip.push(entries[best]?.[0] ?? '');
  }
  return strip;
}

/** One strip per reel; each reel is rotated differently so the reels do not line up. */
export function reelSet(countsPerReel: readonly SymbolCounts[]): string[][] {
  return countsPerReel.map((counts, reel) => {
    const strip = spreadStrip(counts);
    const shift = (reel * 7) % strip.length;
    return [...strip.slice(shift), ...strip.slice(0, shift)];
  });
}
