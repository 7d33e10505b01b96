/**
 * How the reels move: pure timing and strip building, so the stop order and the final symbols
 * can be tested without a browser. The outcome (the server's `grid`) is fixed before any of
 * this runs; the filler symbols are decoration only.
 */

export type MotionMode = 'normal' | 'turbo' | 'reduced';

export interface ReelMotion {
  reel: number;
  /** Milliseconds from the spin start until this reel lands. */
  duration: number;
  /** Decorative symbols passing by before the result. */
  filler: number;
}

/**
 * A spin settles in the wallet's answer plus this (issue 14: 1.8 s of reels before a no-win
 * settled was felt as slow): the last of five reels lands at 1.2 s, 0.5 s in turbo.
 */
const TIMINGS: Record<MotionMode, { first: number; step: number; symbolsPerSecond: number }> = {
  normal: { first: 600, step: 150, symbolsPerSecond: 30 },
  turbo: { first: 260, step: 60, symbolsPerSecond: 34 },
  // prefers-reduced-motion: the result appears almost at once, no strip rushing by.
  reduced: { first: 120, step: 0, symbolsPerSecond: 0 },
};

/** Reels land one after another, left to right. */
export function planReelMotion(reels: number, mode: MotionMode): ReelMotion[] {
  const timing = TIMINGS[mode];
  return Array.from({ length: reels }, (_, reel) => {
    const duration = timing.first + reel * timing.step;
    return { reel, duration, filler: Math.round((duration / 1000) * timing.symbolsPerSecond) };
  });
}

/**
 * The strip a reel scrolls through, top to bottom: the result, the filler, then what is on
 * screen now. It starts showing its bottom rows and slides down until the result is in view.
 */
export function buildStrip(
  current: readonly string[],
  result: readonly string[],
  filler: readonly string[],
): string[] {
  return [...result, ...filler, ...current];
}

/** translateY (percent of the strip's own height) that shows the strip's bottom `rows`. */
export function startOffsetPercent(stripLength: number, rows: number): number {
  return stripLength <= rows ? 0 : -((stripLength - rows) / stripLength) * 100;
}

/** Random decoration symbols; `random` is injectable for tests. */
export function fillerSymbols(
  ids: readonly string[],
  count: number,
  random: () => number = Math.random,
): string[] {
  if (ids.length === 0) return [];
  return Array.from(
    { length: count },
    () => ids[Math.floor(random() * ids.length)] ?? ids[0] ?? '',
  );
}

/**
 * Win amount count-up length: longer for bigger wins relative to the bet, short in turbo. A press
 * of the spin button during it shows the amount at once.
 */
export function countUpMs(win: number, bet: number, mode: MotionMode): number {
  if (win <= 0 || mode === 'reduced') return 0;
  const ratio = bet > 0 ? win / bet : 1;
  const base = ratio >= 20 ? 1600 : ratio >= 5 ? 1000 : 500;
  return mode === 'turbo' ? Math.round(base / 3) : base;
}
