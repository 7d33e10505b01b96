/**
 * Money as text and as integers of the currency's minor unit (DESIGN.md §3; RELIABILITY WI-02).
 * Conversions go through strings, never through floating point: `0.1 + 0.2` never happens to a
 * balance. Amounts stay within JavaScript's safe integers (2^53 - 1), which is what the api
 * accepts; BTC in satoshis reaches 90 million coins before that.
 */

export type ParsedAmount =
  { ok: true; minorUnits: number } | { ok: false; reason: 'format' | 'precision' | 'too_large' };

/** The number of decimals of a `subunits_to_unit` (1 → 0, 100 → 2, 1e8 → 8). */
export function decimalsOf(subunitsToUnit: number): number {
  const decimals = Math.round(Math.log10(subunitsToUnit));
  if (!Number.isSafeInteger(subunitsToUnit) || 10 ** decimals !== subunitsToUnit) {
    throw new Error(`subunits_to_unit must be a power of ten, got ${subunitsToUnit}`);
  }
  return decimals;
}

const AMOUNT = /^(\d+)(?:[.,](\d+))?$/;

/**
 * "12.5" in EUR → 1250. Refuses signs, exponents, separators other than one decimal point or
 * comma, more decimals than the currency has (`precision`), and amounts past 2^53 - 1.
 */
export function parseMinorUnits(text: string, subunitsToUnit: number): ParsedAmount {
  const decimals = decimalsOf(subunitsToUnit);
  const match = AMOUNT.exec(text.trim());
  if (!match) return { ok: false, reason: 'format' };
  const whole = match[1] ?? '0';
  const fraction = (match[2] ?? '').replace(/0+$/, '');
  if (fraction.length > decimals) return { ok: false, reason: 'precision' };
  const digits = (whole + fraction.padEnd(decimals, '0')).replace(/^0+(?=\d)/, '');
  const value = BigInt(digits);
  if (value > BigInt(Number.MAX_SAFE_INTEGER)) return { ok: false, reason: 'too_large' };
  return { ok: true, minorUnits: Number(value) };
}

/** 1250 in EUR → "12.50"; 1 in BTC → "0.00000001". Exact for every safe integer. */
export function formatMinorUnits(minorUnits: number, subunitsToUnit: number): string {
  if (!Number.isSafeInteger(minorUnits)) throw new Error(`not a safe integer: ${minorUnits}`);
  const decimals = decimalsOf(subunitsToUnit);
  const sign = minorUnits < 0 ? '-' : '';
  const digits = String(Math.abs(minorUnits)).padStart(decimals + 1, '0');
  if (decimals === 0) return sign + digits;
  return `${sign}${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
}

/** Whether `minorUnits` is a whole number of `step`s (CB-021, VAL-024). */
export function isMultipleOfStep(minorUnits: number, step: number): boolean {
  return step > 0 && minorUnits % step === 0;
}
