import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { decimalsOf, formatMinorUnits, isMultipleOfStep, parseMinorUnits } from './minor-units.js';

/** Exponents of the brand's currencies: JPY 0, EUR 2, USDT 6, BTC/ETH 8 (WI-02). */
const SUBUNITS = [1, 100, 1_000_000, 100_000_000];

describe('minor units (RELIABILITY WI-02)', () => {
  it('round-trips every safe integer through its decimal string, for every exponent', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SUBUNITS),
        fc.integer({ min: 0, max: Number.MAX_SAFE_INTEGER }),
        (subunits, value) => {
          const text = formatMinorUnits(value, subunits);
          expect(parseMinorUnits(text, subunits)).toEqual({ ok: true, minorUnits: value });
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('parses a decimal string to its exact integer and formats it back canonically', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...SUBUNITS),
        fc.bigInt({ min: 0n, max: 10n ** 12n }),
        fc.string({ unit: fc.constantFrom(...'0123456789'), maxLength: 8 }),
        (subunits, whole, rawFraction) => {
          const decimals = decimalsOf(subunits);
          const fraction = rawFraction.slice(0, decimals);
          const text = fraction ? `${whole}.${fraction}` : String(whole);
          const expected = whole * BigInt(subunits) + BigInt(fraction.padEnd(decimals, '0') || '0');
          const parsed = parseMinorUnits(text, subunits);
          if (expected > BigInt(Number.MAX_SAFE_INTEGER)) {
            expect(parsed).toEqual({ ok: false, reason: 'too_large' });
            return;
          }
          expect(parsed).toEqual({ ok: true, minorUnits: Number(expected) });
          const canonical =
            decimals === 0 ? String(whole) : `${whole}.${fraction.padEnd(decimals, '0')}`;
          expect(formatMinorUnits(Number(expected), subunits)).toBe(canonical);
        },
      ),
      { numRuns: 2000 },
    );
  });

  it('refuses more decimals than the currency has, instead of rounding', () => {
    expect(parseMinorUnits('10.001', 100)).toEqual({ ok: false, reason: 'precision' });
    expect(parseMinorUnits('1.5', 1)).toEqual({ ok: false, reason: 'precision' });
    expect(parseMinorUnits('0.000000001', 100_000_000)).toEqual({
      ok: false,
      reason: 'precision',
    });
    expect(parseMinorUnits('10.000', 100)).toEqual({ ok: true, minorUnits: 1000 });
  });

  it('refuses what is not a plain positive decimal, and amounts past 2^53 - 1', () => {
    for (const text of ['', '-5', '1e3', '1.2.3', 'abc', '0x10', ' . ', '1 000', 'Infinity']) {
      expect(parseMinorUnits(text, 100)).toEqual({ ok: false, reason: 'format' });
    }
    expect(parseMinorUnits('90071992547409.92', 100)).toEqual({ ok: false, reason: 'too_large' });
    expect(parseMinorUnits('90071992547409.91', 100)).toEqual({
      ok: true,
      minorUnits: Number.MAX_SAFE_INTEGER,
    });
  });

  it('reads a decimal comma as players in de, it, no and et type it', () => {
    expect(parseMinorUnits('12,5', 100)).toEqual({ ok: true, minorUnits: 1250 });
  });

  it('formats exactly where floating point would not', () => {
    expect(formatMinorUnits(Number.MAX_SAFE_INTEGER, 100_000_000)).toBe('90071992.54740991');
    expect(formatMinorUnits(1, 100_000_000)).toBe('0.00000001');
    expect(formatMinorUnits(1500, 1)).toBe('1500');
    expect(formatMinorUnits(-250, 100)).toBe('-2.50');
  });

  it('checks amount steps (CB-021: step 5, 12 is refused)', () => {
    expect(isMultipleOfStep(12, 5)).toBe(false);
    expect(isMultipleOfStep(15, 5)).toBe(true);
    expect(() => decimalsOf(50)).toThrow();
  });
});
