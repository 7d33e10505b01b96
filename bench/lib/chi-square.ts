/**
 * Pearson's chi-square goodness-of-fit against the uniform law, with its p-value from the
 * chi-square survival function: the regularized upper incomplete gamma Q(k/2, x/2), by its
 * power series below a + 1 and its continued fraction above (both converge fast there).
 */

/** ln Γ(z) for z > 0 (Lanczos, g = 7, 9 terms: about 15 significant digits). */
function logGamma(z: number): number {
  const c = [
    0.9999999999998099, 676.5203681218851, -1259.1392167224028, 771.3234287776531,
    -176.6150291621406, 12.507343278686905, -0.13857109526572012, 9.984369578019572e-6,
    1.5056327351493116e-7,
  ];
  if (z < 0.5) return Math.log(Math.PI / Math.sin(Math.PI * z)) - logGamma(1 - z);
  const x = z - 1;
  let sum = c[0] as number;
  for (let i = 1; i < c.length; i += 1) sum += (c[i] as number) / (x + i);
  const t = x + 7.5;
  return 0.5 * Math.log(2 * Math.PI) + (x + 0.5) * Math.log(t) - t + Math.log(sum);
}

const EPSILON = 1e-15;
const MAX_TERMS = 10_000;

/** P(a, x) by its series; accurate for x < a + 1. */
function lowerRegularizedSeries(a: number, x: number): number {
  let term = 1 / a;
  let sum = term;
  for (let n = 1; n < MAX_TERMS; n += 1) {
    term *= x / (a + n);
    sum += term;
    if (Math.abs(term) < Math.abs(sum) * EPSILON) break;
  }
  return sum * Math.exp(-x + a * Math.log(x) - logGamma(a));
}

/** Q(a, x) by its continued fraction (modified Lentz); accurate for x >= a + 1. */
function upperRegularizedFraction(a: number, x: number): number {
  const tiny = 1e-300;
  let b = x + 1 - a;
  let c = 1 / tiny;
  let d = 1 / b;
  let h = d;
  for (let n = 1; n < MAX_TERMS; n += 1) {
    const an = -n * (n - a);
    b += 2;
    d = an * d + b;
    if (Math.abs(d) < tiny) d = tiny;
    c = b + an / c;
    if (Math.abs(c) < tiny) c = tiny;
    d = 1 / d;
    const step = d * c;
    h *= step;
    if (Math.abs(step - 1) < EPSILON) break;
  }
  return Math.exp(-x + a * Math.log(x) - logGamma(a)) * h;
}

/** P(X >= statistic) for X chi-square distributed with `degrees` degrees of freedom. */
export function chiSquareSurvival(statistic: number, degrees: number): number {
  if (statistic <= 0) return 1;
  const a = degrees / 2;
  const x = statistic / 2;
  return x < a + 1 ? 1 - lowerRegularizedSeries(a, x) : upperRegularizedFraction(a, x);
}

export interface UniformityTest {
  statistic: number;
  degrees: number;
  /** Chance that a fair source gives a statistic at least this large. */
  p: number;
}

/** Chi-square of observed counts per cell against equal expected counts. */
export function uniformity(counts: ArrayLike<number>): UniformityTest {
  let total = 0;
  for (let i = 0; i < counts.length; i += 1) total += counts[i] ?? 0;
  const expected = total / counts.length;
  let statistic = 0;
  for (let i = 0; i < counts.length; i += 1) statistic += ((counts[i] ?? 0) - expected) ** 2;
  statistic /= expected;
  const degrees = counts.length - 1;
  return { statistic, degrees, p: chiSquareSurvival(statistic, degrees) };
}
