import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { jackpotContribution, planStake, planWin, stakeableCents } from './stake-plan.js';
import { payWin, placeStake, type WageringBonus } from './wagering.js';

/**
 * RELIABILITY WI-13 for the stake plan: it answers what wagering.ts decides whenever the bonus
 * is in play, all real money otherwise, and its legs always add up to the stake.
 */
const bonusArb: fc.Arbitrary<WageringBonus | null> = fc.option(
  fc.record({
    status: fc.constantFrom('active', 'active', 'converted', 'lost', 'forfeited') as fc.Arbitrary<
      WageringBonus['status']
    >,
    bonusCents: fc.integer({ min: 0, max: 50_000 }),
    wageredCents: fc.integer({ min: 0, max: 100_000 }),
    requirementCents: fc.integer({ min: 1, max: 200_000 }),
    maxBetCents: fc.option(fc.integer({ min: 1, max: 10_000 })),
    maxWinCents: fc.option(fc.integer({ min: 0, max: 50_000 })),
  }),
);
const gameArb = fc.record({
  contributionPercent: fc.constantFrom(100, 50, 10, 0),
  bonusEligible: fc.boolean(),
});
const jackpotArb = fc.option(
  fc.record({ contributionBasisPoints: fc.integer({ min: 0, max: 10_000 }) }),
);

describe('the stake plan', () => {
  it('answers all real with no bonus and no jackpot rule (until gifts)', () => {
    const plan = planStake({
      stakeCents: 700,
      realCents: 1_000,
      bonus: null,
      game: { contributionPercent: 100, bonusEligible: true },
      jackpot: null,
    });
    expect(plan).toEqual({
      ok: true,
      legs: { fromRealCents: 700, fromBonusCents: 0, jackpotCents: 0, wageringCents: 0 },
      wallet: { realCents: 300, bonus: null },
    });
    expect(
      planStake({
        stakeCents: 1_001,
        realCents: 1_000,
        bonus: null,
        game: { contributionPercent: 100, bonusEligible: true },
        jackpot: null,
      }),
    ).toEqual({ ok: false, reason: 'not_enough_money' });
  });

  it('passes a stake of 0 with no legs, whatever the balance', () => {
    const plan = planStake({
      stakeCents: 0,
      realCents: 0,
      bonus: null,
      game: { contributionPercent: 100, bonusEligible: true },
      jackpot: { contributionBasisPoints: 100 },
    });
    expect(plan.ok && plan.legs).toEqual({
      fromRealCents: 0,
      fromBonusCents: 0,
      jackpotCents: 0,
      wageringCents: 0,
    });
  });

  it('agrees with wagering.ts when the bonus plays, and is all real when it does not', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20_000 }),
        fc.integer({ min: 0, max: 20_000 }),
        bonusArb,
        gameArb,
        jackpotArb,
        (stakeCents, realCents, bonus, game, jackpot) => {
          const plan = planStake({ stakeCents, realCents, bonus, game, jackpot });
          const inPlay = bonus !== null && bonus.status === 'active' && game.bonusEligible;
          const model = placeStake(
            { realCents, bonus: inPlay ? bonus : null },
            stakeCents,
            game.contributionPercent,
          );
          expect(plan.ok).toBe(model.ok);
          if (!plan.ok || !model.ok) {
            if (!plan.ok && !model.ok) expect(plan.reason).toBe(model.reason);
            return;
          }
          expect(plan.legs.fromRealCents).toBe(model.split.fromRealCents);
          expect(plan.legs.fromBonusCents).toBe(model.split.fromBonusCents);
          expect(plan.legs.fromRealCents + plan.legs.fromBonusCents).toBe(stakeCents);
          // Real money first: bonus money only once real is spent.
          if (plan.legs.fromBonusCents > 0) expect(plan.legs.fromRealCents).toBe(realCents);
          if (!inPlay) {
            expect(plan.legs.fromBonusCents).toBe(0);
            expect(plan.legs.wageringCents).toBe(0);
            expect(plan.wallet.bonus).toEqual(bonus);
          } else {
            expect(plan.legs.wageringCents).toBe(
              Math.floor((stakeCents * game.contributionPercent) / 100),
            );
            expect(plan.wallet.bonus?.wageredCents).toBe(
              bonus.wageredCents + plan.legs.wageringCents,
            );
          }
          expect(plan.legs.jackpotCents).toBe(jackpotContribution(stakeCents, jackpot));
          expect(plan.legs.jackpotCents).toBeLessThanOrEqual(stakeCents);
          // What it may take is exactly what the wallet answers as stakeable.
          expect(stakeCents).toBeLessThanOrEqual(stakeableCents(realCents, bonus, game));
        },
      ),
      { numRuns: 2_000 },
    );
  });

  it('refuses for want of money exactly above the stakeable balance (no max bet in play)', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 20_000 }),
        fc.integer({ min: 0, max: 20_000 }),
        bonusArb,
        gameArb,
        (stakeCents, realCents, bonus, game) => {
          const uncapped = bonus ? { ...bonus, maxBetCents: null } : null;
          const plan = planStake({ stakeCents, realCents, bonus: uncapped, game, jackpot: null });
          expect(plan.ok).toBe(stakeCents <= stakeableCents(realCents, uncapped, game));
        },
      ),
    );
  });

  it('splits a win as wagering.ts does and converts at most once', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 0, max: 20_000 }),
        bonusArb,
        fc.record({
          fromRealCents: fc.integer({ min: 0, max: 5_000 }),
          fromBonusCents: fc.integer({ min: 0, max: 5_000 }),
        }),
        (winCents, realCents, bonus, split) => {
          const plan = planWin({ winCents, realCents, bonus, split });
          const model = payWin({ realCents, bonus }, split, winCents);
          expect(plan.toRealCents).toBe(model.toRealCents);
          expect(plan.toBonusCents).toBe(model.toBonusCents);
          expect(plan.toRealCents + plan.toBonusCents).toBe(winCents);
          expect(plan.conversion).toEqual(model.conversion);
          if (plan.conversion) {
            const again = planWin({ winCents: 0, realCents: 0, bonus: plan.wallet.bonus, split });
            expect(again.conversion).toBeNull();
          }
          if (!bonus || bonus.status !== 'active') expect(plan.toBonusCents).toBe(0);
        },
      ),
      { numRuns: 2_000 },
    );
  });
});
