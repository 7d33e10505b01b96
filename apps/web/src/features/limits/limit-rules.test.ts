import { describe, expect, it } from 'vitest';
import { REALITY_CHECK_MINUTES as CONTRACT_REALITY_CHECK_MINUTES } from '@croupier/contracts/limits';
import {
  REALITY_CHECK_MINUTES,
  activeBlock,
  isAnyLimitReached,
  msUntilNextBoundary,
  parseAmount,
  toAmountInput,
  usedPercent,
} from './limit-rules';
import { at, makeLimit, NOW } from './limits-test-utils';

describe('amounts typed by the player → minor units, exactly', () => {
  it.each([
    ['100', 100, 10_000],
    ['99.5', 100, 9_950],
    ['99,50', 100, 9_950],
    ['1 000,25', 100, 100_025],
    ['1,000.25', 100, 100_025],
    ['1.000,25', 100, 100_025],
    ['0.1', 100, 10],
    ['5000', 1, 5_000],
    ['0.00000001', 100_000_000, 1],
  ])('%s (subunits %d) → %d', (text, subunits, minor) => {
    expect(parseAmount(text, subunits)).toBe(minor);
  });

  it.each([
    ['0'],
    ['0.00'],
    [''],
    ['abc'],
    ['-5'],
    ['1.234'],
    ['1e3'],
    ['12.5'],
    ['99999999999999999'],
  ])('refuses %j', (text) => {
    const subunits = text === '12.5' ? 1 : 100;
    expect(parseAmount(text, subunits)).toBeNull();
  });

  it('writes the current value back for editing', () => {
    expect(toAmountInput(10_000, 100)).toBe('100');
    expect(toAmountInput(4_990, 100)).toBe('49.90');
    expect(toAmountInput(5, 100)).toBe('0.05');
    expect(toAmountInput(1_500, 1)).toBe('1500');
  });
});

describe('what the panel reads from the server’s answer', () => {
  it('used share is rounded down and capped', () => {
    expect(usedPercent(6_000, 10_000)).toBe(60);
    expect(usedPercent(9_999, 10_000)).toBe(99);
    expect(usedPercent(12_000, 10_000)).toBe(100);
    expect(usedPercent(5, null)).toBe(0);
  });

  it('any reached limit counts (LM-006, RT-057)', () => {
    expect(isAnyLimitReached([])).toBe(false);
    expect(isAnyLimitReached(undefined)).toBe(false);
    expect(isAnyLimitReached([makeLimit(), makeLimit({ id: 2, reached: true })])).toBe(true);
  });

  it('a self-exclusion outranks a break; a finished block is none', () => {
    const pause = makeLimit({ id: 2, type: 'panic', period: null, ends_at: at(24) });
    const exclusion = makeLimit({ id: 3, type: 'self_exclusion', period: null, ends_at: null });
    const over = makeLimit({ id: 4, type: 'cooling_off', period: null, ends_at: at(-1) });
    expect(activeBlock([makeLimit(), pause, exclusion], NOW)?.id).toBe(3);
    expect(activeBlock([pause], NOW)?.id).toBe(2);
    expect(activeBlock([over, makeLimit()], NOW)).toBeUndefined();
  });

  it('reads the list again just after the next window end, block end or cooling-off', () => {
    const limits = [
      makeLimit({ ends_at: at(5) }),
      makeLimit({
        id: 2,
        ends_at: at(10),
        pending: {
          amount_cents: 1,
          minutes: null,
          removal: false,
          effective_at: at(2),
          confirmed: true,
        },
      }),
    ];
    expect(msUntilNextBoundary(limits, NOW)).toBe(2 * 60 * 60 * 1000 + 1000);
    expect(msUntilNextBoundary([makeLimit({ ends_at: at(-1) })], NOW)).toBeUndefined();
    // Far boundaries are capped, so a sleeping tab still refreshes now and then.
    expect(msUntilNextBoundary([makeLimit({ ends_at: at(24 * 30) })], NOW)).toBe(
      6 * 60 * 60 * 1000,
    );
  });
});

describe('reality check intervals (RG-05)', () => {
  it('offers exactly the intervals the api accepts', () => {
    expect(REALITY_CHECK_MINUTES).toEqual(CONTRACT_REALITY_CHECK_MINUTES);
  });
});
