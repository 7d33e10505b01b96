/**
 * How play earns comp points (engagement.md §9 K-096; CP-025, CP-028; docs/comp-points.md).
 *
 * A bet of `stake` minor units in a currency with its own rate `{amountCents, points}` is worth
 * `stake × points × weight% / amountCents` points; in a currency without one, its EUR amount is
 * weighed against the EUR rate (25 EUR cents a point by default). The product is kept as an
 * exact fraction, `units / denominator`, and a player's points under one rate are
 * floor(Σ units / denominator): a fraction is carried to the next bet, never lost, and the
 * total does not depend on the order in which bets and rollbacks arrive.
 */

export interface EarningRateRule {
  currency: string;
  /** Minor units of `currency` staked per `points`. */
  amountCents: number;
  points: number;
}

/** Category slug → percent of the stake that earns; `*` for a category not listed. */
export type CategoryWeights = Readonly<Record<string, number>>;

/** The EUR-cent rate key used when a currency has no rate of its own (K-096). */
export const DEFAULT_EUR_RATE: EarningRateRule = { currency: 'EUR', amountCents: 25, points: 1 };

/** Weight of a game in no listed category, when the brand sets no `*`. */
export const DEFAULT_WEIGHT_PERCENT = 100;

export interface BetToWeigh {
  currency: string;
  /** The stake in minor units of `currency` (real and bonus money). */
  stakeCents: number;
  /** The same stake in EUR cents at the booking's rate. */
  eurCents: number;
  categories: readonly string[];
}

export interface Earning {
  /** Identifies the rate applied, so its carry is kept apart from any other rate's. */
  rateKey: string;
  units: bigint;
  denominator: bigint;
}

/**
 * The percent a game earns at: the lowest weight among its listed categories (a live roulette
 * counts as live or roulette, whichever earns less), else `*`, else 100.
 */
export function categoryWeight(categories: readonly string[], weights: CategoryWeights): number {
  let lowest: number | null = null;
  for (const category of categories) {
    const weight = weights[category];
    if (weight !== undefined && (lowest === null || weight < lowest)) lowest = weight;
  }
  const chosen = lowest ?? weights['*'] ?? DEFAULT_WEIGHT_PERCENT;
  return Math.min(100, Math.max(0, Math.trunc(chosen)));
}

export function rateKeyOf(rate: EarningRateRule): string {
  return `${rate.currency}:${rate.amountCents}:${rate.points}`;
}

/** The rate a bet in `currency` earns by: its own, else the EUR rate, else the default key. */
export function earningRateFor(
  currency: string,
  rates: ReadonlyMap<string, EarningRateRule>,
): EarningRateRule {
  return rates.get(currency) ?? rates.get('EUR') ?? DEFAULT_EUR_RATE;
}

/** What one bet earns, as an exact fraction of a point under its rate. */
export function earningOf(
  bet: BetToWeigh,
  rates: ReadonlyMap<string, EarningRateRule>,
  weights: CategoryWeights,
): Earning {
  const rate = earningRateFor(bet.currency, rates);
  const stake = rate.currency === bet.currency ? bet.stakeCents : bet.eurCents;
  const weight = categoryWeight(bet.categories, weights);
  return {
    rateKey: rateKeyOf(rate),
    units: BigInt(Math.max(0, Math.trunc(stake))) * BigInt(rate.points) * BigInt(weight),
    denominator: BigInt(rate.amountCents) * 100n,
  };
}

/** floor(units / denominator) for any sign (BigInt division truncates toward zero). */
export function wholePoints(units: bigint, denominator: bigint): number {
  if (denominator <= 0n) throw new RangeError('denominator must be positive');
  const quotient = units / denominator;
  const floored = units < 0n && quotient * denominator !== units ? quotient - 1n : quotient;
  return Number(floored);
}

/** The change in whole points when a rate's carried units go from `before` to `after`. */
export function pointsDelta(before: bigint, after: bigint, denominator: bigint): number {
  return wholePoints(after, denominator) - wholePoints(before, denominator);
}
