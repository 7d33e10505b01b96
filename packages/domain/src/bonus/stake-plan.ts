import {
  payWin,
  placeStake,
  settle,
  type Conversion,
  type StakeSplit,
  type WageringBonus,
  type Wallet,
} from './wagering.js';

/**
 * The one place a stake is decided (DESIGN.md §3, §12; decision 0504): the wallet's bet path
 * asks this plan for the legs of a bet and books exactly what it answers, inside the bet's
 * transaction. The money rules are wagering.ts (RELIABILITY WI-13); this adds what the wallet
 * knows about the game and the brand:
 *
 * - Bonus money is stakeable only while a bonus is being wagered and only in a game whose
 *   category the bonus allows (`bonusEligible`). Elsewhere the stake is all real, counts no
 *   wagering and is not held to the max bet while wagering (the bonus is not in play there).
 * - The jackpot contribution is a share of the stake in basis points, rounded down, that the
 *   brand moves into the jackpot pool beside the stake (the player pays the stake, no more).
 * - Wins follow the stake's split (wagering.ts `payWin`), and the win is where a bonus whose
 *   requirement is met converts, once.
 *
 * The wallet reads the bonus from the player's gift in `handle_bets` (its `bonus_cents`,
 * `wagered_cents`, requirement, caps and `contributions`); `stakeGameFor` turns the gift's
 * contributions and the game's categories into the game's terms. There is no jackpot rule yet.
 */

export interface StakeGame {
  /** The share of a stake in this game's category that counts toward wagering, 0..100. */
  contributionPercent: number;
  /** The active bonus may be staked in this game. */
  bonusEligible: boolean;
}

/** The brand's jackpot contribution for a game; none configured yet. */
export interface JackpotRule {
  /** Share of each stake, in basis points (1/100 of a percent), rounded down. */
  contributionBasisPoints: number;
}

export interface StakeInput {
  /** The stake (minor units, ≥ 0; 0 books nothing and always passes). */
  stakeCents: number;
  /** The player's real money in the currency, after the call's earlier actions. */
  realCents: number;
  /** The bonus being wagered in the currency, or null. */
  bonus: WageringBonus | null;
  game: StakeGame;
  jackpot: JackpotRule | null;
}

export type StakeRefusal = 'not_enough_money' | 'max_bet' | 'invalid_amount';

export interface StakeLegs {
  fromRealCents: number;
  fromBonusCents: number;
  /** What the brand moves into the jackpot pool for this stake (not taken from the player). */
  jackpotCents: number;
  /** What the stake adds to the bonus's wagering progress. */
  wageringCents: number;
}

export type StakePlan =
  | {
      ok: true;
      legs: StakeLegs;
      /** The real money and the bonus after the stake. */
      wallet: Wallet;
    }
  | { ok: false; reason: StakeRefusal };

const isWagering = (bonus: WageringBonus | null): bonus is WageringBonus =>
  bonus !== null && bonus.status === 'active';

/** The bonus that plays in this game (null: the stake is all real). */
function bonusInPlay(bonus: WageringBonus | null, game: StakeGame): WageringBonus | null {
  return isWagering(bonus) && game.bonusEligible ? bonus : null;
}

/** What the player can stake in this game: real money and the bonus usable there. */
export function stakeableCents(
  realCents: number,
  bonus: WageringBonus | null,
  game: StakeGame,
): number {
  return realCents + (bonusInPlay(bonus, game)?.bonusCents ?? 0);
}

export function jackpotContribution(stakeCents: number, rule: JackpotRule | null): number {
  if (!rule || stakeCents <= 0) return 0;
  const basisPoints = Math.max(0, Math.min(10_000, Math.trunc(rule.contributionBasisPoints)));
  return Math.floor((stakeCents * basisPoints) / 10_000);
}

/** The legs of a bet, or why it is refused. */
export function planStake(input: StakeInput): StakePlan {
  const { stakeCents, realCents, game } = input;
  const bonus = bonusInPlay(input.bonus, game);
  if (stakeCents === 0) {
    return {
      ok: true,
      legs: { fromRealCents: 0, fromBonusCents: 0, jackpotCents: 0, wageringCents: 0 },
      wallet: { realCents, bonus: input.bonus },
    };
  }
  const decision = placeStake({ realCents, bonus }, stakeCents, game.contributionPercent);
  if (!decision.ok) return decision;
  const wageringCents =
    bonus && decision.wallet.bonus ? decision.wallet.bonus.wageredCents - bonus.wageredCents : 0;
  return {
    ok: true,
    legs: {
      fromRealCents: decision.split.fromRealCents,
      fromBonusCents: decision.split.fromBonusCents,
      jackpotCents: jackpotContribution(stakeCents, input.jackpot),
      wageringCents,
    },
    // A bonus not in play here is carried over as it was.
    wallet: {
      realCents: decision.wallet.realCents,
      bonus: bonus ? decision.wallet.bonus : input.bonus,
    },
  };
}

export interface WinPlan {
  toRealCents: number;
  toBonusCents: number;
  /** The bonus's conversion, when this win completed the requirement (booked once). */
  conversion: Conversion | null;
  wallet: Wallet;
}

/**
 * A win, split as its round's stakes were (`split`: the round's real and bonus stakes so far),
 * then the bonus settled (wagering.ts `payWin`). With no bonus in play the win is all real.
 */
export function planWin(input: {
  winCents: number;
  realCents: number;
  bonus: WageringBonus | null;
  split: StakeSplit;
}): WinPlan {
  const result = payWin(
    { realCents: input.realCents, bonus: input.bonus },
    input.split,
    input.winCents,
  );
  return {
    toRealCents: result.toRealCents,
    toBonusCents: result.toBonusCents,
    conversion: result.conversion,
    wallet: result.wallet,
  };
}

/**
 * The share of a stake that counts toward wagering in a game (engagement.md §3 Gift
 * `contributions`): the highest percent the gift names for one of the game's categories, else
 * the gift's `*`, else 0. A game in a category the gift counts at 0 does not take the bonus
 * (`bonusEligible` false: its stakes are all real, as DESIGN.md §12 says of ineligible games).
 */
export function stakeGameFor(
  contributions: Readonly<Record<string, number>> | null | undefined,
  categories: readonly string[],
): StakeGame {
  const map = contributions ?? {};
  let best: number | null = null;
  for (const category of categories) {
    const percent = map[category];
    if (typeof percent === 'number' && Number.isFinite(percent)) {
      best = Math.max(best ?? 0, percent);
    }
  }
  const fallback = map['*'];
  const chosen = best ?? (typeof fallback === 'number' && Number.isFinite(fallback) ? fallback : 0);
  const contributionPercent = Math.max(0, Math.min(100, Math.trunc(chosen)));
  return { contributionPercent, bonusEligible: contributionPercent > 0 };
}

/**
 * The end of a bonus, decided once at the end of a wallet call whose round is finished (so a
 * bonus spent down to 0 in the middle of a round that may still pay it back is not lost yet):
 * the requirement met → the conversion (up to the max win to real money, the rest forfeited);
 * else no bonus money left → lost; else nothing.
 */
export function settleAtRoundEnd(wallet: Wallet): {
  wallet: Wallet;
  end: 'converted' | 'lost' | null;
  conversion: Conversion | null;
} {
  const before = wallet.bonus?.status;
  const settled = settle(wallet);
  const after = settled.wallet.bonus?.status;
  const end = before === 'active' && (after === 'converted' || after === 'lost') ? after : null;
  return { wallet: settled.wallet, end, conversion: settled.conversion };
}
