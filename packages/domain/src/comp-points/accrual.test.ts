import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  categoryWeight,
  DEFAULT_EUR_RATE,
  earningOf,
  earningRateFor,
  pointsDelta,
  wholePoints,
  type EarningRateRule,
} from './accrual';

const rates = new Map<string, EarningRateRule>([
  ['EUR', { currency: 'EUR', amountCents: 25, points: 1 }],
  ['JPY', { currency: 'JPY', amountCents: 40, points: 1 }],
  ['BTC', { currency: 'BTC', amountCents: 500, points: 1 }],
]);
const weights = { slots: 100, live: 20, roulette: 10, '*': 50 };

describe('earning rates (CP-025, CP-028)', () => {
  it('uses the currency’s own rate, else the EUR key, else 25 EUR cents', () => {
    expect(earningRateFor('JPY', rates).amountCents).toBe(40);
    expect(earningRateFor('USD', rates)).toEqual(rates.get('EUR'));
    expect(earningRateFor('USD', new Map())).toEqual(DEFAULT_EUR_RATE);
    expect(DEFAULT_EUR_RATE.amountCents).toBe(25);
  });

  it('a USD player without a USD rate earns by the bet’s EUR amount at 25 cents a point', () => {
    const earning = earningOf(
      { currency: 'USD', stakeCents: 108, eurCents: 100, categories: ['slots'] },
      rates,
      weights,
    );
    expect(earning.rateKey).toBe('EUR:25:1');
    expect(wholePoints(earning.units, earning.denominator)).toBe(4);
  });

  it('weighs by the lowest listed category, else `*`', () => {
    expect(categoryWeight(['slots'], weights)).toBe(100);
    expect(categoryWeight(['live', 'roulette'], weights)).toBe(10);
    expect(categoryWeight(['popular'], weights)).toBe(50);
    expect(categoryWeight(['popular'], {})).toBe(100);
  });

  it('JPY (no decimals) and BTC (1e-8) earn by their own keys', () => {
    const jpy = earningOf(
      { currency: 'JPY', stakeCents: 1_000, eurCents: 640, categories: ['slots'] },
      rates,
      weights,
    );
    expect(wholePoints(jpy.units, jpy.denominator)).toBe(25);
    const btc = earningOf(
      { currency: 'BTC', stakeCents: 1_250, eurCents: 73, categories: ['live'] },
      rates,
      weights,
    );
    // 1,250 sat × 20 % / 500 sat = 0.5 point: carried, not paid.
    expect(wholePoints(btc.units, btc.denominator)).toBe(0);
    expect(pointsDelta(btc.units, btc.units * 2n, btc.denominator)).toBe(1);
  });

  it('floors negative carries (a rollback before its bet)', () => {
    expect(wholePoints(-1n, 100n)).toBe(-1);
    expect(wholePoints(-100n, 100n)).toBe(-1);
    expect(wholePoints(99n, 100n)).toBe(0);
  });
});

/**
 * The consumer's rule as a model: a bet adds its units under its rate unless its rollback came
 * first; a rollback takes back what its bet added; a redelivered event is ignored (the outbox
 * receipt). The balance after any order equals the rate applied to the bets not rolled back.
 */
interface ModelEvent {
  kind: 'bet' | 'rollback';
  id: number;
}

function replay(
  bets: { currency: string; stakeCents: number; eurCents: number; categories: string[] }[],
  events: ModelEvent[],
): number {
  const seen = new Set<string>();
  const accruals = new Map<number, { rateKey: string; units: bigint; rolledBack: boolean }>();
  const carries = new Map<string, { units: bigint; denominator: bigint }>();
  let points = 0;
  const move = (rateKey: string, denominator: bigint, change: bigint) => {
    const carry = carries.get(rateKey) ?? { units: 0n, denominator };
    points += pointsDelta(carry.units, carry.units + change, denominator);
    carries.set(rateKey, { units: carry.units + change, denominator });
  };
  for (const event of events) {
    const receipt = `${event.kind}:${event.id}`;
    if (seen.has(receipt)) continue;
    seen.add(receipt);
    const bet = bets[event.id];
    if (!bet) continue;
    const earning = earningOf(bet, rates, weights);
    const row = accruals.get(event.id);
    if (event.kind === 'bet') {
      if (row) continue;
      accruals.set(event.id, { rateKey: earning.rateKey, units: earning.units, rolledBack: false });
      move(earning.rateKey, earning.denominator, earning.units);
    } else if (!row) {
      accruals.set(event.id, { rateKey: earning.rateKey, units: 0n, rolledBack: true });
    } else if (!row.rolledBack) {
      accruals.set(event.id, { ...row, rolledBack: true });
      move(row.rateKey, earning.denominator, -row.units);
    }
  }
  return points;
}

describe('points earned = rate applied to bets minus rollbacks (property)', () => {
  const bet = fc.record({
    currency: fc.constantFrom('EUR', 'JPY', 'BTC', 'USD'),
    stakeCents: fc.integer({ min: 0, max: 5_000_000 }),
    eurCents: fc.integer({ min: 0, max: 500_000 }),
    categories: fc.subarray(['slots', 'live', 'roulette', 'popular']),
  });

  it('holds for any order and redelivery of events', () => {
    fc.assert(
      fc.property(
        fc.array(bet, { minLength: 1, maxLength: 40 }),
        fc.array(fc.boolean(), { minLength: 40, maxLength: 40 }),
        fc.array(fc.nat(), { maxLength: 30 }),
        fc.nat(),
        (bets, rolledBack, redeliveries, seed) => {
          const events: ModelEvent[] = [];
          bets.forEach((_, id) => {
            events.push({ kind: 'bet', id });
            if (rolledBack[id]) events.push({ kind: 'rollback', id });
          });
          for (const pick of redeliveries) {
            const again = events[pick % events.length];
            if (again) events.push(again);
          }
          // A deterministic shuffle from the seed: any order.
          let state = seed;
          for (let i = events.length - 1; i > 0; i -= 1) {
            state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
            const j = state % (i + 1);
            [events[i], events[j]] = [events[j] as ModelEvent, events[i] as ModelEvent];
          }

          const expectedUnits = new Map<string, { units: bigint; denominator: bigint }>();
          bets.forEach((entry, id) => {
            if (rolledBack[id]) return;
            const earning = earningOf(entry, rates, weights);
            const sum = expectedUnits.get(earning.rateKey)?.units ?? 0n;
            expectedUnits.set(earning.rateKey, {
              units: sum + earning.units,
              denominator: earning.denominator,
            });
          });
          const expected = [...expectedUnits.values()].reduce(
            (total, { units, denominator }) => total + wholePoints(units, denominator),
            0,
          );
          expect(replay(bets, events)).toBe(expected);
        },
      ),
      { numRuns: 300 },
    );
  });

  it('loses no fraction: many small bets earn what one bet of their sum earns', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 30 }), { maxLength: 200 }), (stakes) => {
        const one = (stakeCents: number) =>
          earningOf({ currency: 'EUR', stakeCents, eurCents: stakeCents, categories: [] }, rates, {
            '*': 100,
          });
        const units = stakes.reduce((sum, stake) => sum + one(stake).units, 0n);
        const total = stakes.reduce((sum, stake) => sum + stake, 0);
        expect(wholePoints(units, 2_500n)).toBe(Math.floor(total / 25));
      }),
    );
  });
});
