/**
 * Exact rational arithmetic on BigInt, for PAR sheets: a theoretical RTP is a ratio of integer
 * counts of reel-stop combinations, and rounding it only once, at the end, is what lets a test
 * assert the published basis points are the rounded exact value.
 */
export interface Fraction {
  num: bigint;
  den: bigint;
}

function gcd(a: bigint, b: bigint): bigint {
  let x = a < 0n ? -a : a;
  let y = b < 0n ? -b : b;
  while (y !== 0n) [x, y] = [y, x % y];
  return x;
}

export function fraction(num: bigint, den = 1n): Fraction {
  if (den === 0n) throw new RangeError('fraction with a zero denominator');
  const sign = den < 0n ? -1n : 1n;
  const divisor = gcd(num, den) || 1n;
  return { num: (sign * num) / divisor, den: (sign * den) / divisor };
}

export const ZERO: Fraction = { num: 0n, den: 1n };

export function add(a: Fraction, b: Fraction): Fraction {
  return fraction(a.num * b.den + b.num * a.den, a.den * b.den);
}

export function mul(a: Fraction, b: Fraction): Fraction {
  return fraction(a.num * b.num, a.den * b.den);
}

export function div(a: Fraction, b: Fraction): Fraction {
  return fraction(a.num * b.den, a.den * b.num);
}

/** Nearest double (exact to the last bit is not needed for display or sigma bands). */
export function toNumber(value: Fraction): number {
  // Scale first so huge numerators and denominators do not overflow to Infinity / Infinity.
  const scale = 10n ** 18n;
  return Number((value.num * scale) / value.den) / 1e18;
}

/** `value × unit` rounded half up: basis points of a ratio with unit 10,000. */
export function roundTo(value: Fraction, unit: number): number {
  const scaled = value.num * BigInt(unit) * 2n + value.den;
  return Number(scaled / (2n * value.den));
}
