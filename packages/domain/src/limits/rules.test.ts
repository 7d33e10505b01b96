import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  COOLING_OFF_MS,
  GERMAN_COOLING_OFF_MS,
  coolingOffMs,
  isGermanPlayer,
} from './cooling-off.js';
import {
  extendsBlock,
  fitsWithin,
  isBlockInForce,
  isTightening,
  lowestRemaining,
  pendingState,
  usedInWindow,
  valueInForce,
  type PendingChange,
} from './rules.js';
import { windowOf, type LimitPeriod } from './windows.js';

const at = (iso: string) => new Date(iso);
const T = at('2026-03-10T12:00:00Z');
const plus = (ms: number) => new Date(T.getTime() + ms);

describe('raising and lowering (RELIABILITY RG-01, RG-02)', () => {
  it('acts at once on a lower or equal value, waits on a higher value or a removal', () => {
    expect(isTightening(100, 50)).toBe(true);
    expect(isTightening(100, 100)).toBe(true);
    expect(isTightening(100, 101)).toBe(false);
    expect(isTightening(100, null)).toBe(false);
  });

  it('applies a confirmed raise exactly at the end of the cooling-off, to the second', () => {
    const pending: PendingChange = {
      value: 200,
      removal: false,
      effectiveAt: plus(COOLING_OFF_MS),
      confirmedAt: plus(60_000),
      tokenExpiresAt: null,
    };
    expect(pendingState(pending, plus(COOLING_OFF_MS - 1000))).toBe('cooling_off');
    expect(valueInForce(100, pending, plus(COOLING_OFF_MS - 1000))).toBe(100);
    expect(pendingState(pending, plus(COOLING_OFF_MS))).toBe('due');
    expect(valueInForce(100, pending, plus(COOLING_OFF_MS))).toBe(200);
  });

  it('never applies an unconfirmed change; it lapses when its link expires', () => {
    const pending: PendingChange = {
      value: null,
      removal: true,
      effectiveAt: plus(COOLING_OFF_MS),
      confirmedAt: null,
      tokenExpiresAt: plus(7 * COOLING_OFF_MS),
    };
    expect(pendingState(pending, plus(COOLING_OFF_MS * 3))).toBe('awaiting_confirmation');
    expect(valueInForce(100, pending, plus(COOLING_OFF_MS * 3))).toBe(100);
    expect(pendingState(pending, plus(7 * COOLING_OFF_MS))).toBe('lapsed');
    expect(valueInForce(100, pending, plus(7 * COOLING_OFF_MS))).toBe(100);
  });

  it('applies a change confirmed after its cooling-off at the confirmation, and a removal as none', () => {
    const pending: PendingChange = {
      value: null,
      removal: true,
      effectiveAt: plus(COOLING_OFF_MS),
      confirmedAt: plus(2 * COOLING_OFF_MS),
      tokenExpiresAt: null,
    };
    expect(valueInForce(100, pending, plus(2 * COOLING_OFF_MS - 1000))).toBe(100);
    expect(valueInForce(100, pending, plus(2 * COOLING_OFF_MS))).toBeNull();
  });

  it('waits 7 days for German players (country or licence), 24 hours for others', () => {
    expect(coolingOffMs({ country: 'DE', licence: 'GCB' })).toBe(GERMAN_COOLING_OFF_MS);
    expect(coolingOffMs({ country: 'EE', licence: 'DE' })).toBe(GERMAN_COOLING_OFF_MS);
    expect(coolingOffMs({ country: 'ee', licence: 'EE' })).toBe(COOLING_OFF_MS);
    expect(coolingOffMs({ country: null, licence: null })).toBe(COOLING_OFF_MS);
    expect(isGermanPlayer({ country: 'de', licence: null })).toBe(true);
    expect(GERMAN_COOLING_OFF_MS).toBe(7 * 24 * 3600 * 1000);
  });
});

describe('blocks (RELIABILITY RG-06, RG-07)', () => {
  it('is in force until its end, for good without one', () => {
    expect(isBlockInForce(plus(1000), T)).toBe(true);
    expect(isBlockInForce(T, T)).toBe(false);
    expect(isBlockInForce(null, plus(10 ** 12))).toBe(true);
  });

  it('can be lengthened, never shortened; a permanent one never changes', () => {
    expect(extendsBlock(plus(1000), plus(2000))).toBe(true);
    expect(extendsBlock(plus(1000), null)).toBe(true);
    expect(extendsBlock(plus(1000), plus(1000))).toBe(false);
    expect(extendsBlock(plus(1000), plus(500))).toBe(false);
    expect(extendsBlock(null, null)).toBe(false);
    expect(extendsBlock(null, plus(10 ** 12))).toBe(false);
  });
});

describe('usage and the lowest remaining allowance (RELIABILITY RG-03, invariant 7)', () => {
  const sums = { deposits: 5000, bets: -3000, wins: 1000, rollbacks: 500 };

  it('counts gross deposits plus pending ones, stakes, and losses floored at zero', () => {
    expect(usedInWindow('deposit', sums, 700)).toBe(5700);
    expect(usedInWindow('wager', sums)).toBe(3000);
    expect(usedInWindow('loss', sums)).toBe(1500);
    expect(usedInWindow('loss', { ...sums, wins: 9000 })).toBe(0);
  });

  it('lets the lowest remaining allowance win', () => {
    expect(lowestRemaining([])).toBeNull();
    expect(
      lowestRemaining([
        { amountCents: 10_000, usedCents: 2_000 },
        { amountCents: 5_000, usedCents: 1_000 },
        { amountCents: 50_000, usedCents: 49_500 },
      ]),
    ).toBe(500);
    expect(lowestRemaining([{ amountCents: 100, usedCents: 250 }])).toBe(0);
    expect(fitsWithin(500, 500)).toBe(true);
    expect(fitsWithin(501, 500)).toBe(false);
    expect(fitsWithin(10 ** 9, null)).toBe(true);
  });
});

// ---- model-based: deposits and withdrawals against random limit sets --------------------------

type Command =
  | { kind: 'deposit'; amount: number }
  | { kind: 'withdraw'; amount: number }
  | { kind: 'wait'; seconds: number };

const ZONES = ['Europe/Tallinn', 'Europe/Berlin'];

/** The model's window key: the local calendar period another Intl formatter names. */
function modelKey(period: LimitPeriod, instant: Date, zone: string): string {
  const date = instant.toLocaleDateString('sv-SE', { timeZone: zone });
  if (period === 'day') return date;
  if (period === 'month') return date.slice(0, 7);
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const noon = new Date(Date.UTC(year, month - 1, day, 12));
  noon.setUTCDate(noon.getUTCDate() - ((noon.getUTCDay() + 6) % 7));
  return noon.toISOString().slice(0, 10);
}

describe('deposit decisions agree with a brute-force model (RG-03, fast-check)', () => {
  it('accepts exactly the deposits that keep every window within every limit', () => {
    const limitArb = fc.record({
      period: fc.constantFrom<LimitPeriod>('day', 'week', 'month'),
      amountCents: fc.integer({ min: 100, max: 20_000 }),
    });
    const commandArb: fc.Arbitrary<Command> = fc.oneof(
      fc.record({
        kind: fc.constant('deposit' as const),
        amount: fc.integer({ min: 1, max: 8_000 }),
      }),
      fc.record({
        kind: fc.constant('withdraw' as const),
        amount: fc.integer({ min: 1, max: 8_000 }),
      }),
      fc.record({
        kind: fc.constant('wait' as const),
        seconds: fc.oneof(
          fc.integer({ min: 1, max: 3600 }),
          fc.integer({ min: 3600, max: 9 * 86_400 }),
        ),
      }),
    );
    // Starts a few days before a DST switch or a month end, so sequences cross them.
    const startArb = fc.constantFrom(
      '2026-03-27T20:00:00Z',
      '2026-10-23T20:00:00Z',
      '2028-02-27T20:00:00Z',
      '2026-12-30T20:00:00Z',
    );

    fc.assert(
      fc.property(
        fc.constantFrom(...ZONES),
        fc.array(limitArb, { minLength: 1, maxLength: 3 }),
        startArb,
        fc.array(commandArb, { maxLength: 40 }),
        (zone, limits, start, commands) => {
          let now = new Date(start);
          const accepted: { at: Date; amount: number }[] = [];
          for (const command of commands) {
            if (command.kind === 'wait') {
              now = new Date(now.getTime() + command.seconds * 1000);
              continue;
            }
            if (command.kind === 'withdraw') continue; // withdrawals never give allowance back
            // The system: window sums over [start, now] and the lowest remaining allowance.
            const remaining = lowestRemaining(
              limits.map((limit) => {
                const { start: from } = windowOf(limit.period, now, zone);
                const deposits = accepted
                  .filter((entry) => entry.at >= from)
                  .reduce((sum, entry) => sum + entry.amount, 0);
                return {
                  amountCents: limit.amountCents,
                  usedCents: usedInWindow('deposit', { deposits, bets: 0, wins: 0, rollbacks: 0 }),
                };
              }),
            );
            const allowed = fitsWithin(command.amount, remaining);
            // The model: per limit, Σ deposits of the same local calendar period.
            const modelAllows = limits.every((limit) => {
              const key = modelKey(limit.period, now, zone);
              const inPeriod = accepted
                .filter((entry) => modelKey(limit.period, entry.at, zone) === key)
                .reduce((sum, entry) => sum + entry.amount, 0);
              return inPeriod + command.amount <= limit.amountCents;
            });
            if (allowed !== modelAllows) return false;
            if (allowed) accepted.push({ at: now, amount: command.amount });
          }
          return true;
        },
      ),
      { numRuns: 300 },
    );
  });
});
