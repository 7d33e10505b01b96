import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { forfeitBonus, payWin, placeStake, type Wallet } from './wagering.js';

/**
 * RELIABILITY WI-13: the rules against a second, plainly written model of the same rules, over
 * random rounds. 0 divergences; at most one conversion per bonus; no stake above the max bet
 * while wagering; wagering progress = Σ contributing stakes; money is neither made nor lost.
 */
interface ModelState {
  real: number;
  bonus: number;
  wagered: number;
  status: string;
  conversions: number;
  forfeited: number;
}

function modelRound(
  state: ModelState,
  limits: { requirement: number; maxBet: number | null; maxWin: number | null },
  round: { stake: number; contribution: number; win: number },
): { state: ModelState; accepted: boolean } {
  const active = state.status === 'active';
  if (active && limits.maxBet !== null && round.stake > limits.maxBet)
    return { state, accepted: false };
  const bonusAvailable = active ? state.bonus : 0;
  if (round.stake > state.real + bonusAvailable) return { state, accepted: false };
  const s = { ...state };
  let fromBonus = 0;
  if (round.stake <= s.real) {
    s.real -= round.stake;
  } else {
    fromBonus = round.stake - s.real;
    s.real = 0;
    s.bonus -= fromBonus;
  }
  if (active) s.wagered += Math.floor((round.stake * round.contribution) / 100);
  const bonusShare = active ? Math.floor((round.win * fromBonus) / round.stake) : 0;
  s.bonus += bonusShare;
  s.real += round.win - bonusShare;
  if (s.status === 'active' && s.wagered >= limits.requirement) {
    const converted = limits.maxWin === null ? s.bonus : Math.min(s.bonus, limits.maxWin);
    s.forfeited += s.bonus - converted;
    s.real += converted;
    s.bonus = 0;
    s.status = 'converted';
    s.conversions += 1;
  } else if (s.status === 'active' && s.bonus === 0) {
    s.status = 'lost';
  }
  return { state: s, accepted: true };
}

const roundArb = fc.record({
  stake: fc.integer({ min: 1, max: 5_000 }),
  contribution: fc.constantFrom(100, 100, 50, 10, 0),
  win: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 20_000 })),
});

describe('bonus wagering rules (RELIABILITY WI-13)', () => {
  it('matches the reference model round by round, converting at most once', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 0, max: 20_000 }),
        fc.integer({ min: 1, max: 20_000 }),
        fc.integer({ min: 1, max: 200_000 }),
        fc.option(fc.integer({ min: 100, max: 5_000 }), { nil: null }),
        fc.option(fc.integer({ min: 0, max: 50_000 }), { nil: null }),
        fc.array(roundArb, { maxLength: 60 }),
        (real, bonus, requirement, maxBet, maxWin, rounds) => {
          let wallet: Wallet = {
            realCents: real,
            bonus: {
              status: 'active',
              bonusCents: bonus,
              wageredCents: 0,
              requirementCents: requirement,
              maxBetCents: maxBet,
              maxWinCents: maxWin,
            },
          };
          let model: ModelState = {
            real,
            bonus,
            wagered: 0,
            status: 'active',
            conversions: 0,
            forfeited: 0,
          };
          let conversions = 0;
          let forfeited = 0;
          let staked = 0;
          let won = 0;
          for (const round of rounds) {
            const wasActive = wallet.bonus?.status === 'active';
            const decision = placeStake(wallet, round.stake, round.contribution);
            const expected = modelRound(model, { requirement, maxBet, maxWin }, round);
            expect(decision.ok).toBe(expected.accepted);
            if (!decision.ok) continue;
            if (wasActive && maxBet !== null) expect(round.stake).toBeLessThanOrEqual(maxBet);
            const paid = payWin(decision.wallet, decision.split, round.win);
            wallet = paid.wallet;
            model = expected.state;
            staked += round.stake;
            won += round.win;
            if (paid.conversion) {
              conversions += 1;
              forfeited += paid.conversion.forfeitedCents;
            }
            expect(wallet.realCents).toBe(model.real);
            expect(wallet.bonus?.bonusCents).toBe(model.bonus);
            expect(wallet.bonus?.wageredCents).toBe(model.wagered);
            expect(wallet.bonus?.status).toBe(model.status);
            expect(wallet.realCents).toBeGreaterThanOrEqual(0);
            expect(wallet.bonus?.bonusCents).toBeGreaterThanOrEqual(0);
          }
          expect(conversions).toBe(model.conversions);
          expect(conversions).toBeLessThanOrEqual(1);
          expect(forfeited).toBe(model.forfeited);
          // Conservation: what the player holds = what they started with + wins − stakes − forfeits.
          expect(wallet.realCents + (wallet.bonus?.bonusCents ?? 0)).toBe(
            real + bonus + won - staked - forfeited,
          );
        },
      ),
      { numRuns: 1000 },
    );
  });

  it('takes real money before bonus money, in one fixed order', () => {
    const decision = placeStake(
      {
        realCents: 300,
        bonus: {
          status: 'active',
          bonusCents: 1000,
          wageredCents: 0,
          requirementCents: 10_000,
          maxBetCents: null,
          maxWinCents: null,
        },
      },
      500,
      100,
    );
    expect(decision).toMatchObject({
      ok: true,
      split: { fromRealCents: 300, fromBonusCents: 200 },
    });
  });

  it('refuses a stake above the max bet only while the bonus is being wagered', () => {
    const bonus = {
      status: 'active' as const,
      bonusCents: 1000,
      wageredCents: 0,
      requirementCents: 10_000,
      maxBetCents: 500,
      maxWinCents: null,
    };
    expect(placeStake({ realCents: 5000, bonus }, 501, 100)).toEqual({
      ok: false,
      reason: 'max_bet',
    });
    expect(
      placeStake({ realCents: 5000, bonus: { ...bonus, status: 'converted' } }, 501, 100),
    ).toMatchObject({
      ok: true,
    });
  });

  it('caps the conversion at the max win and forfeits the rest, once', () => {
    const wallet: Wallet = {
      realCents: 0,
      bonus: {
        status: 'active',
        bonusCents: 1000,
        wageredCents: 900,
        requirementCents: 1000,
        maxBetCents: null,
        maxWinCents: 2000,
      },
    };
    const stake = placeStake(wallet, 100, 100);
    if (!stake.ok) throw new Error('stake refused');
    const paid = payWin(stake.wallet, stake.split, 5000);
    expect(paid.conversion).toEqual({ convertedCents: 2000, forfeitedCents: 3900 });
    expect(paid.wallet.realCents).toBe(2000);
    const again = payWin(paid.wallet, { fromRealCents: 0, fromBonusCents: 0 }, 0);
    expect(again.conversion).toBeNull();
  });

  it('forfeits a cancelled bonus and never a finished one', () => {
    const active: Wallet = {
      realCents: 10,
      bonus: {
        status: 'active',
        bonusCents: 700,
        wageredCents: 0,
        requirementCents: 1000,
        maxBetCents: null,
        maxWinCents: null,
      },
    };
    expect(forfeitBonus(active).forfeitedCents).toBe(700);
    const done = forfeitBonus(active).wallet;
    expect(forfeitBonus(done).forfeitedCents).toBe(0);
  });
});
