import { describe, expect, it } from 'vitest';
import {
  contributionFor,
  costTemplateFromRules,
  simulateExpectedCost,
  type CostGameModel,
  type CostTemplate,
} from './expected-cost.js';

/** A slot that returns nothing 70 % of rounds and the rest spread up to 20× (RTP 96 %). */
const slot: CostGameModel = {
  id: 'slot',
  categories: ['slots'],
  weight: 9,
  rtp: 0.96,
  payouts: [0, 0, 0, 0, 0, 0, 0, 0.5, 1, 2, 0, 0, 0, 0, 0, 0, 0, 1.5, 3, 20],
};
/** Even-money table game (RTP 97.3 %). */
const table: CostGameModel = {
  id: 'roulette',
  categories: ['table', 'roulette'],
  weight: 1,
  rtp: 0.973,
  payouts: [0, 2],
};
const mix = [slot, table];

const bonus = (overrides: Partial<CostTemplate> = {}): CostTemplate => ({
  grantCents: 10_000,
  depositCents: 0,
  wagerMultiplier: 35,
  wagerOf: 'bonus',
  contributions: { slots: 100, table: 10, live: 10, '*': 0 },
  maxBetCents: 500,
  maxWinCents: null,
  ...overrides,
});

describe('expected cost of a gift template', () => {
  it('is reproducible for a seed', () => {
    const options = { players: 200, betCents: 250 };
    const first = simulateExpectedCost(bonus(), mix, { ...options, seed: 7 });
    const again = simulateExpectedCost(bonus(), mix, { ...options, seed: 7 });
    expect(again).toEqual(first);
    const other = simulateExpectedCost(bonus(), mix, { ...options, seed: 8 });
    expect(other.meanCostCents).not.toBe(first.meanCostCents);
  });

  it('costs exactly its amount without wagering (cash), capped by max win', () => {
    const cash = simulateExpectedCost(bonus({ wagerMultiplier: 0 }), mix, { players: 50, seed: 1 });
    expect(cash.meanCostCents).toBe(10_000);
    expect(cash.completionRate).toBe(1);
    expect(cash.stdDevCents).toBe(0);
    expect([cash.p5Cents, cash.p50Cents, cash.p95Cents]).toEqual([10_000, 10_000, 10_000]);
    const capped = simulateExpectedCost(bonus({ wagerMultiplier: 0, maxWinCents: 2_500 }), mix, {
      players: 10,
      seed: 1,
    });
    expect(capped.meanCostCents).toBe(2_500);
  });

  it('a higher multiplier completes less often and costs less', () => {
    const options = { players: 500, seed: 42, betCents: 250 };
    const x1 = simulateExpectedCost(bonus({ wagerMultiplier: 1 }), mix, options);
    const x10 = simulateExpectedCost(bonus({ wagerMultiplier: 10 }), mix, options);
    const x40 = simulateExpectedCost(bonus({ wagerMultiplier: 40 }), mix, options);
    expect(x1.completionRate).toBeGreaterThan(x10.completionRate);
    expect(x10.completionRate).toBeGreaterThan(x40.completionRate);
    expect(x1.meanCostCents).toBeGreaterThan(x10.meanCostCents);
    expect(x10.meanCostCents).toBeGreaterThan(x40.meanCostCents);
    // Every player either converts, loses the bonus, or (here never) runs out of rounds.
    expect(x40.completionRate + x40.lostRate).toBeCloseTo(1, 10);
    // Wagering x1 on a 96 % game keeps most of the bonus: the cost is near 96 % of it.
    expect(x1.meanCostCents).toBeGreaterThan(8_000);
    expect(x1.meanCostCents).toBeLessThan(10_500);
    expect(x40.p5Cents).toBeLessThanOrEqual(x40.p50Cents);
    expect(x40.p50Cents).toBeLessThanOrEqual(x40.p95Cents);
  });

  it('the max win caps what converts', () => {
    const options = { players: 400, seed: 3 };
    const open = simulateExpectedCost(bonus({ wagerMultiplier: 5 }), mix, options);
    const capped = simulateExpectedCost(
      bonus({ wagerMultiplier: 5, maxWinCents: 5_000 }),
      mix,
      options,
    );
    expect(capped.p95Cents).toBeLessThanOrEqual(5_000);
    expect(capped.meanCostCents).toBeLessThan(open.meanCostCents);
  });

  it('counts contributions: a table-only player at 10 % needs ten times the rounds', () => {
    const options = { players: 200, seed: 5, betCents: 100 };
    const slotsOnly = simulateExpectedCost(
      bonus({ wagerMultiplier: 2, contributions: { slots: 100 } }),
      mix,
      options,
    );
    const tableOnly = simulateExpectedCost(
      bonus({ wagerMultiplier: 2, contributions: { table: 10 } }),
      mix,
      options,
    );
    expect(tableOnly.meanRounds).toBeGreaterThan(slotsOnly.meanRounds * 3);
    // Nothing counts: nobody wagers it, nothing converts.
    const none = simulateExpectedCost(bonus({ contributions: { '*': 0 } }), mix, options);
    expect(none.meanCostCents).toBe(0);
    expect(none.playableGames).toBe(0);
  });

  it('free spins: their winnings become the bonus', () => {
    const spins = simulateExpectedCost(
      bonus({
        grantCents: 0,
        wagerMultiplier: 0,
        freespins: { count: 20, betCents: 20, games: [slot] },
      }),
      mix,
      { players: 2_000, seed: 11 },
    );
    // 20 spins × 0.20 × 96 %: 3.84 on average, paid at once without wagering.
    expect(spins.meanGrantCents).toBeGreaterThan(300);
    expect(spins.meanGrantCents).toBeLessThan(470);
    expect(spins.meanCostCents).toBeCloseTo(spins.meanGrantCents, 6);
    // Wagered x30, the winnings are played at least at the spins' bet.
    const wagered = simulateExpectedCost(
      bonus({
        grantCents: 0,
        maxBetCents: 500,
        freespins: { count: 20, betCents: 20, games: [slot] },
        wagerMultiplier: 30,
      }),
      mix,
      { players: 300, seed: 11 },
    );
    expect(wagered.betCents).toBe(20);
    expect(wagered.meanCostCents).toBeLessThan(wagered.meanGrantCents);
    expect(wagered.playableGames).toBe(2);
  });

  it('reads the contributions and the rules of a template', () => {
    expect(contributionFor({ slots: 100, table: 10, '*': 0 }, ['table', 'roulette'])).toBe(10);
    expect(contributionFor({ slots: 100, '*': 5 }, ['live'])).toBe(5);
    expect(contributionFor({ slots: 100 }, ['live'])).toBe(0);
    const welcome = costTemplateFromRules(
      {
        amount: { kind: 'percent', percent: 100, capCents: { EUR: 50_000, JPY: 75_000 } },
        wagering: { multiplier: 35, of: 'bonus' },
        contributions: { slots: 100 },
        maxBetCents: { EUR: 500 },
      },
      'EUR',
      { depositCents: 10_000, gameById: () => undefined },
    );
    expect(welcome).toMatchObject({ grantCents: 10_000, depositCents: 10_000, maxBetCents: 500 });
    const capped = costTemplateFromRules(
      {
        amount: { kind: 'percent', percent: 100, capCents: { JPY: 75_000 } },
        wagering: { multiplier: 35, of: 'deposit_and_bonus' },
        contributions: {},
      },
      'JPY',
      { depositCents: 100_000, gameById: () => undefined },
    );
    expect(capped).toMatchObject({ grantCents: 75_000, maxBetCents: null, maxWinCents: null });
  });
});
