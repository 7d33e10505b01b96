/** How many stake choices the bet selector offers at most. */
export const MAX_BET_LEVELS = 8;

/** Round numbers a player recognises as stakes: 1, 2, 2.5, 5 per decade. */
function niceValues(upTo: number): number[] {
  const values: number[] = [];
  for (let decade = 1; decade <= upTo; decade *= 10) {
    for (const mantissa of [1, 2, 2.5, 5]) {
      const value = mantissa * decade;
      if (Number.isInteger(value) && value <= upTo) values.push(value);
    }
  }
  return values;
}

/**
 * The stake levels of a game in one currency: up to eight round amounts between the game's
 * bet limits, each a multiple of `unit` (a slot's `betCredits`, so the coin value = stake / unit
 * is a whole number of minor units), spread evenly from the smallest to the largest.
 */
export function betLevels(
  limits: { min: number; max: number },
  unit: number,
): { levels: number[]; default: number } {
  const minCoin = Math.max(1, Math.ceil(limits.min / unit));
  const maxCoin = Math.max(minCoin, Math.floor(limits.max / unit));
  const coins = niceValues(maxCoin).filter((coin) => coin >= minCoin);
  if (coins[0] !== minCoin) coins.unshift(minCoin);
  const picked =
    coins.length <= MAX_BET_LEVELS
      ? coins
      : Array.from(
          { length: MAX_BET_LEVELS },
          (_, i) => coins[Math.round((i * (coins.length - 1)) / (MAX_BET_LEVELS - 1))] ?? minCoin,
        );
  const levels = [...new Set(picked)].map((coin) => coin * unit);
  // A modest default: the second level, so the first spin is neither the smallest nor a big one.
  const fallback = levels[0] ?? unit * minCoin;
  return { levels, default: levels[Math.min(1, levels.length - 1)] ?? fallback };
}
