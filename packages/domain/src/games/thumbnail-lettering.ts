/**
 * The lettering of a game's tile picture (GM-002): the title over one or two lines and its type
 * size, in the picture's own units (320 wide, packages/game-math catalog/thumbnail.ts). The
 * studio draws it into its SVG; the casino's tiles set it as text over a picture without
 * lettering, since text inside an SVG image is laid out and painted once per image on the main
 * thread (DESIGN.md §11). One rule for both, so they look alike.
 */

/** Titles up to this many characters stay on one line. */
const ONE_LINE_MAX = 18;
/** The largest title size, and the width budget a line's characters share. */
const TITLE_SIZE_MAX = 28;
const TITLE_WIDTH_BUDGET = 470;

/** Splits a long title over two lines near the middle space. */
export function titleLines(title: string): string[] {
  if (title.length <= ONE_LINE_MAX) return [title];
  const middle = title.length / 2;
  let best = -1;
  for (let i = 0; i < title.length; i += 1) {
    if (title[i] === ' ' && (best < 0 || Math.abs(i - middle) < Math.abs(best - middle))) best = i;
  }
  return best < 0 ? [title] : [title.slice(0, best), title.slice(best + 1)];
}

/** The title's type size in picture units: smaller as the longest line grows. */
export function titleSize(lines: readonly string[]): number {
  const longest = Math.max(1, ...lines.map((line) => line.length));
  return Math.min(TITLE_SIZE_MAX, Math.floor(TITLE_WIDTH_BUDGET / longest));
}
