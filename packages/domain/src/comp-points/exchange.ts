/**
 * Exchange arithmetic (engagement.md §4, §5, §9; CP-008, CP-011, K-098): affordability, the
 * missing amount and the quantity bounds the mart and the server agree on.
 */

/** CP-008: what is still missing to afford `price` (0 when affordable). */
export function missingPoints(balance: number, price: number): number {
  return Math.max(0, price - Math.max(0, balance));
}

/** CP-011: the most units `balance` buys at `price` (0 when not even one). */
export function maxQuantity(balance: number, price: number): number {
  if (price <= 0) return 0;
  return Math.floor(Math.max(0, balance) / price);
}

/**
 * The quantity a request of `points` at a unit `price` asks for, when `points` is a whole
 * multiple of the price; null otherwise.
 */
export function quantityFor(points: number, price: number): number | null {
  if (price <= 0 || points <= 0 || points % price !== 0) return null;
  return points / price;
}
